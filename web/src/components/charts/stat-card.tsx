import type { ReactNode } from 'react';

/** One headline figure with its label and an optional line of context. */
export function StatCard({
  label,
  value,
  note,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="box stat-card" data-testid={testId}>
      <p className="heading">{label}</p>
      <p className="title is-4" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </p>
      {note ? <p className="is-size-7 has-text-grey-dark">{note}</p> : null}
    </div>
  );
}
