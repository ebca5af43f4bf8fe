import { Trans, useLingui } from '@lingui/react/macro';
import type { BriefCheckInput, BriefCheckLink, BriefCheckResult, CallableOutput } from '@tasklane/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { categoryLabels, deliverableLabels } from '../../lib/labels';

export type CheckBriefOutput = CallableOutput<'checkBrief'>;

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; checkId: string; result: BriefCheckResult }
  | { kind: 'unavailable' }
  | { kind: 'rate-limited' }
  | { kind: 'invalid' };

interface Props {
  /** The brief as it stands; null when there is nothing to check yet. */
  getInput: () => BriefCheckInput | null;
  /** Runs the check (the checkBrief callable); the panel only presents it. */
  onCheck: (input: BriefCheckInput) => Promise<CheckBriefOutput>;
  /** Where an out-of-scope request goes instead. */
  quoteHref: string;
  /** Puts the rewrite in the form's brief; without it the rewrite is only shown. */
  onAcceptRewrite?: (rewrite: string) => void;
  /** What the customer did with the check, for the submission; null when there is none. */
  onChange?: (link: BriefCheckLink | null) => void;
  /** The caller's error code for a failed call ('resource-exhausted', 'invalid-argument', …). */
  errorCode?: (err: unknown) => string;
}

/**
 * "Check my brief": runs the brief check, shows its findings, lets the customer answer its
 * questions in place and accept its rewrite in one click. Advisory only: whatever happens here,
 * the form stays submittable. Shared by every form that takes a brief (tasks, quotes, the AI page).
 */
export function BriefCheckPanel({ getInput, onCheck, quoteHref, onAcceptRewrite, onChange, errorCode }: Props) {
  const { i18n } = useLingui();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [accepted, setAccepted] = useState(false);

  const report = (checkId: string, nextAnswers: Record<string, string>, rewriteAccepted: boolean) => {
    onChange?.({
      checkId,
      answers: Object.entries(nextAnswers)
        .map(([questionId, answer]) => ({ questionId, answer: answer.trim().slice(0, 1000) }))
        .filter((a) => a.answer !== ''),
      rewriteAccepted,
    });
  };

  const run = async () => {
    const input = getInput();
    if (!input) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'checking' });
    setAnswers({});
    setAccepted(false);
    onChange?.(null);
    try {
      const out = await onCheck(input);
      if (!out.available || !out.result || !out.checkId) {
        setState({ kind: 'unavailable' });
        return;
      }
      setState({ kind: 'done', checkId: out.checkId, result: out.result });
      report(out.checkId, {}, false);
    } catch (err) {
      const code = errorCode?.(err) ?? '';
      setState({ kind: code === 'resource-exhausted' ? 'rate-limited' : code === 'invalid-argument' ? 'invalid' : 'unavailable' });
    }
  };

  const busy = state.kind === 'checking';
  return (
    <div className="box" data-testid="brief-check">
      <div className="is-flex is-align-items-center is-flex-wrap-wrap" style={{ gap: '0.75rem' }}>
        <button type="button" className={`button is-link is-light ${busy ? 'is-loading' : ''}`} onClick={() => void run()} disabled={busy} data-testid="brief-check-run">
          {state.kind === 'done' ? <Trans>Check my brief again</Trans> : <Trans>Check my brief</Trans>}
        </button>
        <span className="is-size-7 has-text-grey-dark">
          <Trans>Free and optional: it points out what a reviewer would ask. You can submit with or without it.</Trans>
        </span>
      </div>
      <div aria-live="polite">
        {busy ? (
          <p className="mt-3 has-text-grey-dark" data-testid="brief-check-busy">
            <Trans>Checking your brief…</Trans>
          </p>
        ) : null}
        {state.kind === 'unavailable' ? (
          <div className="notification is-light mt-3" data-testid="brief-check-unavailable">
            <Trans>The brief check is unavailable right now. You can still submit; a person reviews every brief.</Trans>
          </div>
        ) : null}
        {state.kind === 'rate-limited' ? (
          <div className="notification is-light mt-3" data-testid="brief-check-rate-limited">
            <Trans>You have run many checks in a short time. Wait a few minutes, or submit as it is.</Trans>
          </div>
        ) : null}
        {state.kind === 'invalid' ? (
          <div className="notification is-light mt-3" data-testid="brief-check-invalid">
            <Trans>Write a brief first, then check it.</Trans>
          </div>
        ) : null}
        {state.kind === 'done' ? (
          <BriefCheckFindings
            result={state.result}
            quoteHref={quoteHref}
            answers={answers}
            onAnswer={(id, value) => {
              const next = { ...answers, [id]: value };
              setAnswers(next);
              report(state.checkId, next, accepted);
            }}
            accepted={accepted}
            onAccept={
              onAcceptRewrite && state.result.rewrite
                ? () => {
                    onAcceptRewrite(state.result.rewrite as string);
                    setAccepted(true);
                    report(state.checkId, answers, true);
                  }
                : undefined
            }
            suggestion={(r) => (
              <>
                {r.suggestedCategory ? (
                  <p data-testid="brief-check-suggested-category">
                    <Trans>Suggested category:</Trans> <strong>{i18n._(categoryLabels[r.suggestedCategory])}</strong>
                  </p>
                ) : null}
                {r.suggestedDeliverable ? (
                  <p data-testid="brief-check-suggested-deliverable">
                    <Trans>Suggested deliverable:</Trans> <strong>{i18n._(deliverableLabels[r.suggestedDeliverable])}</strong>
                  </p>
                ) : null}
              </>
            )}
          />
        ) : null}
      </div>
    </div>
  );
}

function BriefCheckFindings({
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
            <div className="field" key={q.id}>
              <label className="label is-small has-text-weight-normal" htmlFor={`brief-q-${q.id}`}>
                {q.text}
              </label>
              <div className="control">
                <input
                  id={`brief-q-${q.id}`}
                  className="input"
                  maxLength={1000}
                  value={answers[q.id] ?? ''}
                  onChange={(e) => onAnswer(q.id, e.target.value)}
                  data-testid={`brief-answer-${q.id}`}
                />
              </div>
            </div>
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
              <button type="button" className="button is-small is-primary is-light" onClick={onAccept} data-testid="brief-check-accept">
                <Trans>Use this rewrite</Trans>
              </button>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
