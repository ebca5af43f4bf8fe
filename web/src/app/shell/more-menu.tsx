import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { linkVisible, type NavLinkDef } from './nav-links';

/**
 * "More": the header's secondary links in a menu button. Keyboard: Enter, Space or ArrowDown opens
 * it on the first item; ArrowUp/ArrowDown, Home/End move; Escape closes it and returns to the button.
 */
export function MoreMenu({
  links,
  isAdmin,
  isReviewer = false,
}: {
  links: NavLinkDef[];
  isAdmin: boolean;
  isReviewer?: boolean;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visible = links.filter((l) => linkVisible(l, { isAdmin, isReviewer }));

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onMenuKey = (e: ReactKeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };

  if (visible.length === 0) return null;
  return (
    <div
      ref={rootRef}
      className={`navbar-item has-dropdown more-menu ${open ? 'is-active' : ''}`}
      onKeyDown={open ? onMenuKey : undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        className="navbar-link button is-white"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="more-menu"
        data-testid="nav-more"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (!open && e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Trans>More</Trans>
      </button>
      <div id="more-menu" className="navbar-dropdown" role="menu" hidden={!open}>
        {visible.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            role="menuitem"
            className={({ isActive }) => `navbar-item ${isActive ? 'is-active' : ''}`}
            data-testid={l.adminOnly ? 'nav-admin' : l.reviewerOnly ? 'nav-review' : undefined}
            onClick={() => setOpen(false)}
          >
            {i18n._(l.label)}
          </NavLink>
        ))}
      </div>
    </div>
  );
}
