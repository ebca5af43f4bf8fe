import { Trans } from '@lingui/react/macro';

/** Shown in an admin tab until its issue builds it. */
export function AdminPanelPlaceholder() {
  return (
    <div className="notification is-info is-light" data-testid="coming-soon">
      <Trans>This admin panel is on its way.</Trans>
    </div>
  );
}
