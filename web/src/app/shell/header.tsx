import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/locale-link';
import { useSession } from '../../hooks/use-session';
import { appLazy } from '../../lib/app-lazy';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from './language-switcher';
import { MoreMenu } from './more-menu';
import {
  linkVisible,
  signedInLinks,
  signedInMoreLinks,
  signedInPrimaryLinks,
  signedOutLinks,
  type NavLinkDef,
} from './nav-links';

// Balance, bell and user menu need Firestore: a separate chunk, loaded only when signed in, with
// the app's messages.
const SignedInWidgets = appLazy(() => import('./signed-in-widgets'));

/** For signed-in screens, which fetch it while Auth checks the session (see ProtectedLayout). */
export const preloadSignedInWidgets = SignedInWidgets.preload;

function Links({
  links,
  isAdmin,
  isReviewer = false,
  onNavigate,
}: {
  links: NavLinkDef[];
  isAdmin: boolean;
  isReviewer?: boolean;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {links
        .filter((l) => linkVisible(l, { isAdmin, isReviewer }))
        .map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            onClick={onNavigate}
            className={({ isActive }) => `navbar-item ${isActive ? 'is-active' : ''}`}
            data-testid={l.adminOnly ? 'nav-admin' : l.reviewerOnly ? 'nav-review' : undefined}
          >
            {i18n._(l.label)}
          </NavLink>
        ))}
    </>
  );
}

export function Header() {
  const { status, isAdmin, isReviewer } = useSession();
  const { t } = useLinguiMacro();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const signedIn = status === 'signedIn';
  const links = signedIn ? signedInLinks : signedOutLinks;

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const authButtons = !signedIn && status !== 'loading' && (
    <div className="buttons">
      <Link className="button is-light" to={paths.auth.getHref('login')} data-testid="nav-login">
        <Trans>Log in</Trans>
      </Link>
      <Link className="button is-primary" to={paths.auth.getHref('signup')} data-testid="nav-signup">
        <Trans>Sign up</Trans>
      </Link>
    </div>
  );

  return (
    <header>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <nav className="navbar is-white has-shadow site-navbar" aria-label={t`Main`}>
        <div className="navbar-brand">
          <Link className="navbar-item brand" to={signedIn ? paths.dashboard.getHref() : paths.home.getHref()}>
            <span className="brand-mark" aria-hidden="true">
              T
            </span>
            <strong>Tasklane</strong>
          </Link>
          <div className="navbar-item is-hidden-desktop header-lang">
            <LanguageSwitcher />
          </div>
          <button
            type="button"
            className={`navbar-burger ml-0 ${drawerOpen ? 'is-active' : ''}`}
            aria-label={drawerOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={drawerOpen}
            aria-controls="side-drawer"
            data-testid="menu-toggle"
            onClick={() => setDrawerOpen((o) => !o)}
          >
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </button>
        </div>
        <div className="navbar-menu">
          <div className="navbar-start">
            {signedIn ? (
              <>
                <Links links={signedInPrimaryLinks} isAdmin={isAdmin} />
                <MoreMenu links={signedInMoreLinks} isAdmin={isAdmin} isReviewer={isReviewer} />
              </>
            ) : (
              <Links links={links} isAdmin={isAdmin} />
            )}
          </div>
          <div className="navbar-end">
            {signedIn && (
              <div className="navbar-item">
                <Link
                  className="button is-primary is-highlighted"
                  to={paths.submitTask.getHref()}
                  data-testid="nav-new-task"
                >
                  <Trans>New task</Trans>
                </Link>
              </div>
            )}
            {signedIn && (
              <Suspense
                fallback={
                  <span className="navbar-item" aria-hidden="true">
                    …
                  </span>
                }
              >
                <SignedInWidgets />
              </Suspense>
            )}
            <div className="navbar-item is-hidden-touch">
              <LanguageSwitcher />
            </div>
            {authButtons && <div className="navbar-item">{authButtons}</div>}
          </div>
        </div>
      </nav>
      <div
        className={`drawer-backdrop ${drawerOpen ? 'is-active' : ''}`}
        onClick={() => setDrawerOpen(false)}
        aria-hidden="true"
      />
      <aside
        id="side-drawer"
        className={`drawer ${drawerOpen ? 'is-active' : ''}`}
        aria-label={t`Menu`}
        hidden={!drawerOpen}
      >
        <div className="drawer-links">
          {signedIn && (
            <Link className="button is-primary is-fullwidth mb-3" to={paths.submitTask.getHref()}>
              <Trans>New task</Trans>
            </Link>
          )}
          <Links
            links={signedIn ? signedInLinks : links}
            isAdmin={isAdmin}
            isReviewer={isReviewer}
            onNavigate={() => setDrawerOpen(false)}
          />
          {signedIn && (
            <NavLink className="navbar-item" to={paths.profile.getHref()}>
              <Trans>Profile settings</Trans>
            </NavLink>
          )}
          {authButtons && <div className="mt-4">{authButtons}</div>}
        </div>
      </aside>
    </header>
  );
}
