import type { MouseEvent, ReactNode } from 'react';

/**
 * Keeps focus where it is on mouse down. Otherwise the field being left validates on blur, its
 * error pushes the control down, and the click lands beside it. Keyboard use is unaffected.
 */
export function keepFocus(e: MouseEvent) {
  e.preventDefault();
}

/** A busy-aware submit button that keeps focus on mouse down (see keepFocus). */
export function SubmitButton({
  busy,
  children,
  className = 'is-primary is-fullwidth',
  testId = 'auth-submit',
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className={`button ${className} ${busy ? 'is-loading' : ''}`}
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
      onMouseDown={keepFocus}
    >
      {children}
    </button>
  );
}
