import { accountOf, ATTACHABLE_STATUSES, ATTACHMENT_KINDS, FILE_KINDS, filesOf, type Task } from '@tasklane/domain';
import { ThreadPanel } from '../../../components/thread/thread-panel';
import { WaitingBanner } from '../../../components/thread/waiting-banner';
import { useSettings } from '../../../lib/data/use-settings';

const ACCEPT = ATTACHMENT_KINDS.flatMap((k) => FILE_KINDS[k].exts.map((e) => `.${e}`)).join(',');

/**
 * The task's conversation on its page, under the question it waits on, if any. It listens once
 * `listening` (after the page's first paint).
 */
export function TaskThread({ taskId, task, listening }: { taskId: string; task: Task; listening: boolean }) {
  const { settings } = useSettings(listening);
  const canAttach =
    ATTACHABLE_STATUSES.includes(task.status) && (task.attachments ?? []).length < filesOf(settings).maxAttachments;
  return (
    <div className="mb-5" id="conversation">
      {task.waiting ? <WaitingBanner waiting={task.waiting} /> : null}
      <ThreadPanel
        kind="task"
        entityId={taskId}
        customerAccountId={accountOf(task)}
        side="customer"
        canAttach={canAttach}
        attachAccept={ACCEPT}
        listening={listening}
      />
    </div>
  );
}
