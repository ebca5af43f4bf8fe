import { Trans } from '@lingui/react/macro';
import { diffWords } from 'diff';
import { useDeferredValue, useMemo } from 'react';

/**
 * Word-level diff between the AI draft and the reviewer's edit, rendered as React text inside
 * <ins>/<del> elements: user-written text is always escaped, never injected as HTML.
 */
export function DraftDiff({ draft, edit }: { draft: string; edit: string }) {
  const deferred = useDeferredValue(edit);
  const parts = useMemo(() => diffWords(draft, deferred), [draft, deferred]);
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <div className="box draft-diff" data-testid="draft-diff" aria-live="polite">
      <p className="heading">
        <Trans>Changes from the AI draft</Trans>
      </p>
      {!changed ? (
        <p className="has-text-grey">
          <Trans>No changes yet.</Trans>
        </p>
      ) : (
        <p style={{ whiteSpace: 'pre-wrap' }}>
          {parts.map((p, i) =>
            p.added ? (
              <ins key={i} className="has-background-success-light has-text-success-dark" data-testid="diff-added">
                {p.value}
              </ins>
            ) : p.removed ? (
              <del key={i} className="has-background-danger-light has-text-danger-dark" data-testid="diff-removed">
                {p.value}
              </del>
            ) : (
              <span key={i}>{p.value}</span>
            ),
          )}
        </p>
      )}
    </div>
  );
}
