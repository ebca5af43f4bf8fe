import { Trans } from '@lingui/react/macro';
import type { BriefCheckResult } from '@tasklane/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TextField } from '../fields/controls';

/** A brief check's findings: scope, what is missing, the reviewer's questions and the rewrite. */
export default function BriefCheckFindings({
  result,
  quoteHref,
  answers,
  onAnswer,
  accepted,
  onAccept,
  suggestion,
}: {
  result: BriefCheckResult;
  quoteHref: string;
  answers: Record<string, string>;
  onAnswer: (id: string, value: string) => void;
  accepted: boolean;
  onAccept?: () => void;
  suggestion: (r: BriefCheckResult) => ReactNode;
}) {
  const clear = result.inScope && result.findings.length === 0 && result.questions.length === 0 && !result.rewrite;
  return (
    <div className="mt-3" data-testid="brief-check-result">
      {!result.inScope ? (
        <div className="notification is-warning is-light" data-testid="brief-check-out-of-scope">
          <p>{result.scopeReason}</p>
          <Link to={quoteHref} className="button is-small is-warning mt-2" data-testid="brief-check-quote">
            <Trans>Request a quote</Trans>
          </Link>
        </div>
      ) : null}
      {clear ? (
        <p className="has-text-success-dark" data-testid="brief-check-clear">
          <Trans>Your brief looks clear. Nothing to add.</Trans>
        </p>
      ) : null}
      {result.findings.length > 0 ? (
        <ul className="mb-3" data-testid="brief-check-findings" style={{ listStyle: 'disc', paddingLeft: '1.25rem' }}>
          {result.findings
            .filter((f) => result.inScope || f.code !== 'out_of_scope')
            .map((f, i) => (
              <li key={i} data-testid={`brief-finding-${f.code}`}>
                {f.message}
              </li>
            ))}
        </ul>
      ) : null}
      {suggestion(result)}
      {result.questions.length > 0 ? (
        <fieldset className="mb-3" data-testid="brief-check-questions">
          <legend className="label">
            <Trans>A few questions (optional; your answers go to the reviewer)</Trans>
          </legend>
          {result.questions.map((q) => (
            <TextField
              key={q.id}
              id={`brief-q-${q.id}`}
              label={q.text}
              labelClassName="is-small has-text-weight-normal"
              maxLength={1000}
              value={answers[q.id] ?? ''}
              onChange={(e) => onAnswer(q.id, e.target.value)}
              data-testid={`brief-answer-${q.id}`}
            />
          ))}
        </fieldset>
      ) : null}
      {result.rewrite ? (
        <div data-testid="brief-check-rewrite">
          <p className="label">
            <Trans>A clearer version of your brief</Trans>
          </p>
          <pre className="mb-2" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {result.rewrite}
          </pre>
          {onAccept ? (
            accepted ? (
              <p className="has-text-success-dark" data-testid="brief-check-rewrite-accepted">
                <Trans>The rewrite is now your brief. You can still edit it.</Trans>
              </p>
            ) : (
              <button
                type="button"
                className="button is-small is-primary is-light"
                onClick={onAccept}
                data-testid="brief-check-accept"
              >
                <Trans>Use this rewrite</Trans>
              </button>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
