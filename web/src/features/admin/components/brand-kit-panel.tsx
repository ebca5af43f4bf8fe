import { Trans } from '@lingui/react/macro';
import {
  brandKitAccountOf,
  selectGlossary,
  type BrandKit,
  type BrandKitContent,
  type BrandLogo,
  type Task,
} from '@tasklane/domain';
import type { ReactNode } from 'react';
import { BrandLogoImage } from '../../../components/files/brand-logo-image';
import { useAccountBrandKit } from '../api/use-account-brand-kit';

/** The kit as the workspace reads it: its content, plus the logo (shown beside it) and whose it is. */
export type ReviewBrandKit = BrandKitContent & { logo?: BrandLogo | null; accountId?: string };

function kitContent(kit: BrandKit): ReviewBrandKit {
  const { description, audience, voice, wordsToUse, wordsToAvoid, signOff, glossary, colours, logo, accountId } = kit;
  return { description, audience, voice, wordsToUse, wordsToAvoid, signOff, glossary, colours, logo, accountId };
}

/**
 * Container: follows the brand kit of the task's account and hands it to the workspace (undefined
 * while it loads or when it could not be read, null when the account keeps none).
 */
export function WithBrandKit({
  task,
  children,
}: {
  task: Task;
  children: (kit: ReviewBrandKit | null | undefined) => ReactNode;
}) {
  const { status, data, error } = useAccountBrandKit(brandKitAccountOf(task));
  if (status === 'error') console.error('Brand kit fetch failed', error);
  // A kit that could not be read is not "no kit": the panel and the glossary check stay hidden.
  const kit = status === 'success' ? (data ? kitContent(data) : null) : undefined;
  return <>{children(kit)}</>;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="heading">{label}</p>
      <div className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </div>
    </>
  );
}

/** Presentation: the customer's brand kit beside the brief, with the glossary pairs this task uses. */
export function BrandKitPanel({
  kit,
  task,
}: {
  kit: ReviewBrandKit | null | undefined;
  task: Pick<Task, 'brief' | 'sourceText'>;
}) {
  if (kit === undefined) return null;
  if (kit === null) {
    return (
      <div className="box" data-testid="review-brand-kit-none">
        <p className="is-size-7">
          <Trans>This customer has no brand kit.</Trans>
        </p>
      </div>
    );
  }
  const used = selectGlossary(kit.glossary, [task.brief, task.sourceText]);
  return (
    <div className="box" data-testid="review-brand-kit">
      <h2 className="title is-6">
        <Trans>Brand kit</Trans>
      </h2>
      {kit.logo && kit.accountId ? (
        <Row label={<Trans>Logo</Trans>}>
          <span data-testid="review-kit-logo">
            <BrandLogoImage accountId={kit.accountId} logo={kit.logo} />
          </span>
        </Row>
      ) : null}
      {kit.description && <Row label={<Trans>The business</Trans>}>{kit.description}</Row>}
      {kit.audience && <Row label={<Trans>Audience</Trans>}>{kit.audience}</Row>}
      {kit.voice.length > 0 && <Row label={<Trans>Voice</Trans>}>{kit.voice.join(', ')}</Row>}
      {kit.wordsToUse.length > 0 && <Row label={<Trans>Words to use</Trans>}>{kit.wordsToUse.join(', ')}</Row>}
      {kit.wordsToAvoid.length > 0 && (
        <Row label={<Trans>Words to avoid</Trans>}>
          <span data-testid="review-kit-avoid">{kit.wordsToAvoid.join(', ')}</span>
        </Row>
      )}
      {kit.signOff && <Row label={<Trans>Sign-off</Trans>}>{kit.signOff}</Row>}
      {kit.colours.length > 0 && (
        <Row label={<Trans>Colours</Trans>}>
          {kit.colours.map((c) => (
            <span key={c} className="tag is-light mr-1">
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: '0.9em',
                  height: '0.9em',
                  background: c,
                  border: '1px solid #4a4a4a',
                  marginRight: '0.3em',
                }}
              />
              {c}
            </span>
          ))}
        </Row>
      )}
      <Row label={<Trans>Glossary terms in this task</Trans>}>
        {used.length === 0 ? (
          <span>
            <Trans>None of the glossary’s terms appear in the brief or source.</Trans>
          </span>
        ) : (
          <ul data-testid="review-kit-glossary">
            {used.map((p) => (
              <li key={`${p.en}=${p.fr}`}>
                {p.en} = {p.fr}
              </li>
            ))}
          </ul>
        )}
      </Row>
    </div>
  );
}
