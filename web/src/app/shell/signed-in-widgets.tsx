import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import DataProviders from '../../lib/data-providers';
import { useSession } from '../../hooks/use-session';
import { paths } from '../../config/paths';
import { signOutUser } from '../../lib/sign-out';
import { CreditBalance } from '../../features/credits/components/credit-balance';
import NotificationBell from '../../features/notifications/components/notification-bell';
import { RoleSync } from '../../features/profile/components/role-sync';
import { SpaceSwitcher } from '../../features/teams/components/space-switcher';
import { useSpace } from '../../hooks/use-space';
import { useAfterScreenData } from '../../lib/screen-data';

function UserMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { user } = useSession();
  const { t } = useLingui();
  const name = user?.displayName || user?.email || t`Account`;
  // Narrow laptops show these instead of the name (which stays the button's accessible name).
  const initials =
    name
      .split(/[\s@._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?';

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className={`navbar-item has-dropdown ${open ? 'is-active' : ''}`}>
      <button
        type="button"
        className="navbar-link button is-white"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="user-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-menu-initials" aria-hidden="true">
          {initials}
        </span>
        <span className="user-menu-label">{name}</span>
      </button>
      <div className="navbar-dropdown is-right" role="menu" hidden={!open}>
        <Link role="menuitem" className="navbar-item" to={paths.credits.getHref()} onClick={() => setOpen(false)}>
          <Trans>Credits and billing</Trans>
        </Link>
        <Link
          role="menuitem"
          className="navbar-item"
          to={paths.team.getHref()}
          onClick={() => setOpen(false)}
          data-testid="menu-team"
        >
          <Trans>Teams</Trans>
        </Link>
        <Link role="menuitem" className="navbar-item" to={paths.quotes.getHref()} onClick={() => setOpen(false)}>
          <Trans>My quotes</Trans>
        </Link>
        <Link role="menuitem" className="navbar-item" to={paths.profile.getHref()} onClick={() => setOpen(false)}>
          <Trans>Profile settings</Trans>
        </Link>
        <hr className="navbar-divider" />
        <button
          type="button"
          role="menuitem"
          className="navbar-item button is-white is-fullwidth has-text-left"
          data-testid="logout"
          onClick={() => {
            setOpen(false);
            signOutUser(() => navigate(paths.home.getHref())).catch((err: unknown) => {
              console.error('Sign-out failed', err);
              toast.error(t`Could not sign out. Please try again.`);
            });
          }}
        >
          <Trans>Log out</Trans>
        </button>
      </div>
    </div>
  );
}

/** The header's signed-in widgets: credit balance and user menu, on live data. */
export default function SignedInWidgets() {
  const { user } = useSession();
  if (!user) return null;
  return <Widgets uid={user.uid} />;
}

function Widgets({ uid }: { uid: string }) {
  const space = useSpace(uid);
  // Listeners the screen does not show start after its own data (lib/screen-data.ts). The balance
  // is the screen's wallet too, one listener for both. In a team space the switcher shows that team
  // at once (the device remembers it); in the personal one it appears only for a member of a team.
  const afterScreenData = useAfterScreenData();
  return (
    <DataProviders>
      {(space.teamId || afterScreenData) && <SpaceSwitcher uid={uid} />}
      <CreditBalance uid={space.accountId} />
      <NotificationBell />
      <UserMenu />
      {afterScreenData && <RoleSync uid={uid} />}
    </DataProviders>
  );
}
