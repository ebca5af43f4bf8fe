import { Trans } from '@lingui/react/macro';

/**
 * Shown to a team's members who are not owners where credits or plans are bought: only owners
 * buy for the team, so the Buy and Subscribe buttons are not offered to end in a refusal.
 */
export function OwnersOnlyNote() {
  return (
    <p className="notification is-info is-light" role="note" data-testid="owners-only">
      <Trans>
        Only the team's owners can buy credits or manage its plan. Ask an owner, or switch to your personal space to buy
        for yourself.
      </Trans>
    </p>
  );
}
