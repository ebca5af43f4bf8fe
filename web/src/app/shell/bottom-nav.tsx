import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { NavLink } from 'react-router';
import { useSession } from '../../hooks/use-session';
import { bottomNavLinks } from './nav-links';

/** Phones only (hidden from tablet up): the five places a signed-in customer goes most. */
export function BottomNav() {
  const { status } = useSession();
  const { i18n } = useLingui();
  if (status !== 'signedIn') return null;
  return (
    <nav className="bottom-nav is-hidden-tablet" aria-label={i18n._(msg`Quick links`)}>
      {bottomNavLinks.map((l) => (
        <NavLink key={l.to} to={l.to} className={({ isActive }) => (isActive ? 'is-active' : '')}>
          {i18n._(l.label)}
        </NavLink>
      ))}
    </nav>
  );
}
