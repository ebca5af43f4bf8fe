import { useLingui } from '@lingui/react';
import type { TaskStatus } from '@tasklane/domain';
import { statusLabels, statusTagClass } from '../../../lib/labels';

/** The status badge. `data-testid="task-status"` is a contract other issues' tests rely on. */
export function TaskStatusTag({ status, testId = 'task-status' }: { status: TaskStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`tag ${statusTagClass[status]}`} data-testid={testId} data-status={status}>
      {i18n._(statusLabels[status])}
    </span>
  );
}
