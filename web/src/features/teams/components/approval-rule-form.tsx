import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ApprovalRule } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { setApprovalRule } from '../api/approvals-api';
import { TextField } from '../../../components/fields/controls';
import { FieldSet } from '../../../components/fields/field';

type Mode = ApprovalRule['mode'];

/** The rule as a sentence (members see it; owners see it above the form). */
function RuleText({ rule }: { rule: ApprovalRule }) {
  if (rule.mode === 'all') return <Trans>Every order a member places waits for an owner's approval.</Trans>;
  if (rule.mode === 'above') {
    const n = rule.credits;
    return (
      <Plural
        value={n}
        one="A member's order above # credit waits for an owner's approval."
        other="A member's order above # credits waits for an owner's approval."
      />
    );
  }
  return <Trans>Members spend the team's credits without approval, within their caps.</Trans>;
}

/**
 * The team's approval rule: owners choose none, above N credits, or all of a member's spending;
 * members read it. Owners' own spending never waits.
 */
export function ApprovalRuleBox({ teamId, rule, isOwner }: { teamId: string; rule: ApprovalRule; isOwner: boolean }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>(rule.mode);
  const [credits, setCredits] = useState(rule.mode === 'above' ? String(rule.credits) : '2');
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(credits);
    if (mode === 'above' && (credits.trim() === '' || !Number.isInteger(n) || n < 0 || n > 10_000)) {
      toast.error(t`Enter a whole number of credits from 0 to 10,000.`);
      return;
    }
    setBusy(true);
    try {
      await setApprovalRule({ teamId, rule: mode === 'above' ? { mode, credits: n } : { mode } });
      toast.success(t`Approval rule saved`);
    } catch {
      toast.error(t`Could not save the approval rule. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="box" data-testid="approval-rule">
      <h2 className="title is-5">
        <Trans>Approvals</Trans>
      </h2>
      <p className="mb-3" data-testid="approval-rule-text">
        <RuleText rule={rule} />{' '}
        <Link to={paths.teamApprovals.getHref()} data-testid="approvals-link">
          {isOwner ? <Trans>See the pending requests</Trans> : <Trans>See my requests</Trans>}
        </Link>
      </p>
      {isOwner ? (
        <form onSubmit={(e) => void save(e)} noValidate>
          <FieldSet legend={<Trans>Which members' orders need an owner's approval?</Trans>}>
            {(
              [
                ['none', t`None (the default)`],
                ['above', t`Orders above a number of credits`],
                ['all', t`All of a member's spending`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="radio mr-4">
                <input
                  type="radio"
                  name="approval-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  data-testid={`approval-mode-${value}`}
                />{' '}
                {label}
              </label>
            ))}
          </FieldSet>
          {mode === 'above' ? (
            <TextField
              id="approval-credits"
              label={<Trans>Above how many credits</Trans>}
              style={{ width: '8em' }}
              inputMode="numeric"
              value={credits}
              onChange={(e) => setCredits(e.target.value)}
              data-testid="approval-credits"
            />
          ) : null}
          <p className="help mb-3">
            <Trans>Owners' own orders never wait. Requests not decided within 7 days expire.</Trans>
          </p>
          <button
            type="submit"
            className={`button is-link ${busy ? 'is-loading' : ''}`}
            disabled={busy}
            aria-busy={busy}
            data-testid="save-approval-rule"
          >
            <Trans>Save the rule</Trans>
          </button>
        </form>
      ) : null}
    </div>
  );
}
