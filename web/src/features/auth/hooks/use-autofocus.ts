import { TIMINGS } from '@tasklane/domain';
import { useEffect } from 'react';

/**
 * Focuses the first field 100 ms after the form appears (after its entry transition) — unless the person
 * already put the focus somewhere: on a slow device the timer can fire after they started
 * typing in another field, and stealing focus then would send their keystrokes to the wrong field.
 */
export function useAutofocus(focus: () => void) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      // The heading a navigation focused is not the person's choice: the form's field wins over it.
      if (active && active !== document.body && active.tagName !== 'MAIN' && active.tagName !== 'H1') return;
      focus();
    }, TIMINGS.autofocusDelayMs);
    return () => window.clearTimeout(timer);
    // Only on mount: refocusing on every render would steal the user's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
