import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation to another screen, moves the focus to the new screen's heading (without
 * scrolling), so a screen reader announces where the person landed and the next Tab starts at the
 * top of the content. The first load is left alone (the browser starts at the top already), and
 * so is a screen whose own form already took the focus. Lazy screens render their heading a little
 * later, so it looks for it for a few seconds.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let timer = 0;
    let tries = 0;
    const attempt = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading) {
        if (tries++ < 50) timer = window.setTimeout(attempt, 100);
        return;
      }
      const active = document.activeElement;
      if (active && active !== main && active.tagName !== 'H1' && main?.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
