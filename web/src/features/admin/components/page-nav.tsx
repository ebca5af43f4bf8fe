import { Trans } from '@lingui/react/macro';

/**
 * Previous / next for a list shown a page at a time. Hidden when everything fits on one page.
 * `label` names the list for screen readers (several may share a screen).
 */
export function PageNav({
  label,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  testId,
}: {
  label: string;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  testId: string;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="buttons is-align-items-center" aria-label={label} data-testid={testId}>
      <button
        type="button"
        className="button is-small"
        disabled={!hasPrevious}
        onClick={onPrevious}
        data-testid={`${testId}-prev`}
      >
        <Trans>Previous page</Trans>
      </button>
      <span className="mx-2 mb-2" aria-live="polite" data-testid={`${testId}-page`}>
        <Trans>Page {page}</Trans>
      </span>
      <button
        type="button"
        className="button is-small"
        disabled={!hasNext}
        onClick={onNext}
        data-testid={`${testId}-next`}
      >
        <Trans>Next page</Trans>
      </button>
    </nav>
  );
}
