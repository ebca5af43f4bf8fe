import { Trans } from '@lingui/react/macro';
import { containsTerm, glossaryCheck, selectGlossary, type GlossaryPair, type Task } from '@tasklane/domain';

/**
 * Before delivery: each glossary term the brief or source uses whose approved rendering in the
 * work's language is missing from the reviewer's text, highlighted. Advisory, like the scope count:
 * the reviewer decides (a term may be inflected or deliberately rephrased).
 */
export function GlossaryCheck({
  glossary,
  task,
  result,
}: {
  glossary: readonly GlossaryPair[];
  task: Pick<Task, 'brief' | 'sourceText' | 'language'>;
  result: string;
}) {
  const source = [task.brief, task.sourceText];
  if (selectGlossary(glossary, source).length === 0) return null;
  const misses = glossaryCheck(glossary, source, result, task.language);
  if (misses.length === 0) {
    return (
      <p className="help has-text-success-dark" data-testid="glossary-check-ok">
        <Trans>Glossary check: every approved term the source uses is in the text.</Trans>
      </p>
    );
  }
  return (
    <div className="notification is-warning is-light" role="status" data-testid="glossary-check">
      <p className="has-text-weight-semibold">
        <Trans>Glossary check: approved terms missing from the text</Trans>
      </p>
      <ul>
        {misses.map((m) => {
          // The term as the brief or source wrote it, in whichever language it appears there.
          const sourceTerm = containsTerm(source.join('\n'), m.en) ? m.en : m.fr;
          return (
            <li key={`${m.en}=${m.fr}`} data-testid="glossary-miss">
              <Trans>
                <mark>{sourceTerm}</mark>: <strong>{m.expected}</strong> is missing from the text
              </Trans>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
