import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long back/forward keeps trying to reach the saved position while a lazy screen grows. */
const RESTORE_FOR_MS = 3000;

/**
 * A new screen opens at its top; back and forward return to where the person was on that entry.
 * React Router's ScrollRestoration restores once, when the screen first renders, but our screens
 * load their content lazily, so the page is still short then and the position gets clamped. This
 * keeps trying (each frame, up to 3 s) until the page is tall enough, and gives up at once when
 * the person scrolls, types or taps. Positions are kept per history entry (location.key).
 * The first screen is left where the browser put it: a prerendered page can be scrolled before
 * the app has started, and jumping to the top then would move the page under the reader's finger.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash) return;
    const target = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    if (target === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.cancelAnimationFrame(frame);
    };
    const until = Date.now() + RESTORE_FOR_MS;
    const step = () => {
      if (stopped) return;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) <= 2 || Date.now() > until) return;
      frame = window.requestAnimationFrame(step);
    };
    step();
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, { passive: true, once: true }));
    return () => {
      stop();
      events.forEach((e) => window.removeEventListener(e, stop));
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
