import { Trans } from '@lingui/react/macro';
import { accountOf, ASKABLE_STATUSES, type Task } from '@tasklane/domain';
import { useState } from 'react';
import { ThreadPanel } from '../../../components/thread/thread-panel';
import { AskCustomerForm, HideMessageForm } from '../../../components/thread/staff-thread-tools';

/** Staff side of a task's conversation in the review workspace: read, reply, hide, ask (pausing the clock). */
export function ReviewThread({ taskId, task }: { taskId: string; task: Task }) {
  const [hiding, setHiding] = useState<{ threadId: string; messageId: string } | null>(null);
  return (
    <div className="mt-5" data-testid="review-thread">
      {task.waiting ? (
        <div className="notification is-warning is-light" data-testid="review-waiting">
          <Trans>Waiting on the customer: the clock is paused.</Trans> {task.waiting.question}
        </div>
      ) : ASKABLE_STATUSES.includes(task.status) ? (
        <AskCustomerForm taskId={taskId} />
      ) : null}
      {hiding ? (
        <HideMessageForm threadId={hiding.threadId} messageId={hiding.messageId} onDone={() => setHiding(null)} />
      ) : null}
      <ThreadPanel
        kind="task"
        entityId={taskId}
        customerAccountId={accountOf(task)}
        side="staff"
        onHide={(threadId, messageId) => setHiding({ threadId, messageId })}
      />
    </div>
  );
}
