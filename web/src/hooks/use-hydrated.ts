import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a prerendered page is still only HTML (and in the prerender itself), true once the
 * app runs it. A form's submit waits for it: clicked before, the browser would send the form
 * itself, putting what the person typed in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
