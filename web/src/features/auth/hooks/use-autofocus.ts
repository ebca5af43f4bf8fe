import { TIMINGS } from '@tasklane/domain';
import { useEffect } from 'react';

/** Focuses the first field 100 ms after the form appears (spec section 2). */
export function useAutofocus(focus: () => void) {
  useEffect(() => {
    const timer = window.setTimeout(focus, TIMINGS.autofocusDelayMs);
    return () => window.clearTimeout(timer);
    // Only on mount: refocusing on every render would steal the user's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
