/**
 * Set on <html> once the app has hydrated (or rendered) its first screen. Until then the small
 * first-paint script lets a tapped same-origin link do the browser's own page load, because React,
 * hydrating in time slices, may take the click and not act on it before it has finished.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}
