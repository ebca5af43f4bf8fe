import { Trans, useLingui } from '@lingui/react/macro';
import type { BriefCheckInput, BriefCheckLink, BriefCheckResult, CallableOutput } from '@tasklane/domain';
import { lazy, Suspense, useState } from 'react';
import { categoryLabels, deliverableLabels } from '../../lib/labels';

export type CheckBriefOutput = CallableOutput<'checkBrief'>;

// The findings (scope, questions, rewrite) show only after a check: their code loads when one
// starts, off the first load of every form that offers the check.
const loadFindings = () => import('./brief-check-findings');
const BriefCheckFindings = lazy(loadFindings);

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
    // A failed load is left for the render to meet (the lazy component imports it again).
    loadFindings().catch(() => undefined);
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
      setState({
        kind: code === 'resource-exhausted' ? 'rate-limited' : code === 'invalid-argument' ? 'invalid' : 'unavailable',
      });
    }
  };

  const busy = state.kind === 'checking';
  return (
    <div className="box" data-testid="brief-check">
      <div className="is-flex is-align-items-center is-flex-wrap-wrap" style={{ gap: '0.75rem' }}>
        <button
          type="button"
          className={`button is-link is-light ${busy ? 'is-loading' : ''}`}
          onClick={() => void run()}
          disabled={busy}
          data-testid="brief-check-run"
        >
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
          <Suspense
            fallback={
              <p className="mt-3 has-text-grey-dark">
                <Trans>Checking your brief…</Trans>
              </p>
            }
          >
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
                      <Trans>Suggested deliverable:</Trans>{' '}
                      <strong>{i18n._(deliverableLabels[r.suggestedDeliverable])}</strong>
                    </p>
                  ) : null}
                </>
              )}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
