import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { spendingMonth, spentIn, type TeamMember, type WithId } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../lib/callable';
import { removeMember, setMemberRole, setSpendingCap } from '../api/teams-api';

/** One member's monthly cap: a whole number of credits, or empty for none. */
function CapEditor({ teamId, member }: { teamId: string; member: WithId<TeamMember> }) {
  const { t } = useLingui();
  const [value, setValue] = useState(member.monthlyCapCredits === null ? '' : String(member.monthlyCapCredits));
  const [busy, setBusy] = useState(false);
  const id = `cap-${member.uid}`;
  const save = async () => {
    const cap = value.trim() === '' ? null : Number(value);
    if (cap !== null && (!Number.isInteger(cap) || cap < 0)) {
      toast.error(t`Enter a whole number of credits, or leave empty for no cap`);
      return;
    }
    setBusy(true);
    try {
      await setSpendingCap({ teamId, uid: member.uid, monthlyCapCredits: cap });
      toast.success(t`Cap saved`);
    } catch {
      toast.error(t`Could not save the cap. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  const name = member.name || member.email;
  return (
    <div className="field has-addons">
      <div className="control">
        <label className="is-sr-only" htmlFor={id}>{t`Monthly cap in credits for ${name}`}</label>
        <input
          id={id}
          className="input is-small"
          style={{ width: '6em' }}
          inputMode="numeric"
          value={value}
          placeholder={t`None`}
          onChange={(e) => setValue(e.target.value)}
          data-testid={id}
        />
      </div>
      <div className="control">
        <button
          type="button"
          className={`button is-small ${busy ? 'is-loading' : ''}`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void save()}
          data-testid={`save-${id}`}
        >
          <Trans>Save</Trans>
        </button>
      </div>
    </div>
  );
}

/** The members, their role, cap and spending this month; owners change roles and caps and remove. */
export function TeamMembers({
  teamId,
  uid,
  members,
  isOwner,
}: {
  teamId: string;
  uid: string;
  members: WithId<TeamMember>[];
  isOwner: boolean;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const month = spendingMonth(Date.now());
  const act = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      toast.success(done);
    } catch (err) {
      toast.error(
        callableError(err).reason === 'last_owner'
          ? t`A team needs at least one owner.`
          : t`That did not work. Please try again.`,
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="table-container">
      <table className="table is-fullwidth" data-testid="team-members">
        <caption className="has-text-left has-text-weight-semibold mb-2">
          <Trans>Members</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Member`}</th>
            <th scope="col">{t`Role`}</th>
            <th scope="col">{t`Spent this month`}</th>
            <th scope="col">{t`Monthly cap`}</th>
            {isOwner ? <th scope="col">{t`Actions`}</th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const name = m.name || m.email;
            const spent = spentIn(m, month);
            return (
              <tr key={m.uid} data-testid={`member-${m.email}`}>
                <td>
                  {name}
                  {m.name ? <div className="is-size-7 has-text-grey-dark">{m.email}</div> : null}
                </td>
                <td>{m.role === 'owner' ? t`Owner` : t`Member`}</td>
                <td data-testid={`spent-${m.email}`}>
                  <Plural value={spent} one="# credit" other="# credits" />
                </td>
                <td>
                  {isOwner ? (
                    <CapEditor teamId={teamId} member={m} />
                  ) : m.monthlyCapCredits === null ? (
                    t`None`
                  ) : (
                    <Plural value={m.monthlyCapCredits} one="# credit" other="# credits" />
                  )}
                </td>
                {isOwner ? (
                  <td>
                    <div className="buttons are-small">
                      <button
                        type="button"
                        className={`button ${busy === `role-${m.uid}` ? 'is-loading' : ''}`}
                        disabled={busy !== null}
                        aria-busy={busy === `role-${m.uid}`}
                        onClick={() =>
                          void act(
                            `role-${m.uid}`,
                            () => setMemberRole({ teamId, uid: m.uid, role: m.role === 'owner' ? 'member' : 'owner' }),
                            t`Role changed`,
                          )
                        }
                      >
                        {m.role === 'owner' ? t`Make member` : t`Make owner`}
                      </button>
                      {m.uid !== uid ? (
                        <button
                          type="button"
                          className={`button is-danger is-light ${busy === `remove-${m.uid}` ? 'is-loading' : ''}`}
                          disabled={busy !== null}
                          aria-busy={busy === `remove-${m.uid}`}
                          aria-label={t`Remove ${name}`}
                          data-testid={`remove-${m.email}`}
                          onClick={() =>
                            void act(
                              `remove-${m.uid}`,
                              () => removeMember(teamId, m.uid),
                              t`${name} was removed from the team`,
                            )
                          }
                        >
                          <Trans>Remove</Trans>
                        </button>
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
