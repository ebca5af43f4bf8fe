import { Trans } from '@lingui/react/macro';
import type { TaskBriefCheck } from '@tasklane/domain';

/** What the brief check found and what the customer answered, for the person reviewing the task. */
export function BriefCheckSummary({ check }: { check: TaskBriefCheck | null | undefined }) {
  if (!check) {
    return (
      <p className="has-text-grey-dark" data-testid="review-brief-check-none">
        <Trans>The customer did not run the brief check.</Trans>
      </p>
    );
  }
  const { result } = check;
  return (
    <div data-testid="review-brief-check">
      <p className="is-size-7 has-text-grey-dark mb-2">
        <Trans>
          Checked by {check.provider} ({check.model}).
        </Trans>{' '}
        {check.rewriteAccepted ? (
          <Trans>The customer accepted the suggested rewrite.</Trans>
        ) : (
          <Trans>The customer kept their own wording.</Trans>
        )}
      </p>
      {!result.inScope ? (
        <p className="notification is-warning is-light py-2" data-testid="review-brief-check-scope">
          {result.scopeReason}
        </p>
      ) : null}
      {result.findings.length > 0 ? (
        <ul
          className="mb-2"
          style={{ listStyle: 'disc', paddingLeft: '1.25rem' }}
          data-testid="review-brief-check-findings"
        >
          {result.findings.map((f, i) => (
            <li key={i}>{f.message}</li>
          ))}
        </ul>
      ) : (
        <p className="mb-2">
          <Trans>No findings.</Trans>
        </p>
      )}
      {check.answers.length > 0 ? (
        <dl data-testid="review-brief-check-answers">
          {check.answers.map((a) => (
            <div key={a.questionId} className="mb-2">
              <dt className="has-text-weight-semibold">{a.question}</dt>
              <dd style={{ whiteSpace: 'pre-wrap' }}>{a.answer}</dd>
            </div>
          ))}
        </dl>
      ) : result.questions.length > 0 ? (
        <p className="has-text-grey-dark">
          <Trans>The customer left the check’s questions unanswered.</Trans>
        </p>
      ) : null}
    </div>
  );
}
