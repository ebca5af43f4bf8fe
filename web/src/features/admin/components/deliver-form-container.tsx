import { useLingui } from '@lingui/react/macro';
import { usesMemory, type BrandKitContent, type Task } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../lib/callable';
import { deliverTask } from '../api/reviewer-actions';
import { DeliverFormView } from './deliver-form';
import { GlossaryCheck } from './glossary-check';
import { MemoryConsistency } from './memory-panel';

/**
 * A one-language task's delivery: the editor with its glossary check and, for a task whose source
 * is in the other language, the translation-memory consistency check; the differences the reviewer
 * accepts go with the delivery, which updates the memory.
 */
export function DeliverForm({
  taskId,
  task,
  draftText,
  canDeliver,
  brandKit,
}: {
  taskId: string;
  task: Task;
  draftText: string;
  canDeliver: boolean;
  brandKit?: BrandKitContent | null;
}) {
  const { t } = useLingui();
  const [accepted, setAccepted] = useState<string[]>([]);
  const onDeliver = async (result: string): Promise<string | undefined> => {
    try {
      await deliverTask({ taskId, result, ...(accepted.length > 0 ? { memoryAccepted: accepted } : {}) });
      toast.success(t`Delivered. The customer sees it now.`);
    } catch (err) {
      const fields = callableError(err).fields;
      if (fields.result) return fields.result;
      toast.error(t`Could not deliver this task.`);
    }
    return undefined;
  };
  const glossary = brandKit?.glossary ?? [];
  const memory = canDeliver && usesMemory(task);
  return (
    <DeliverFormView
      task={task}
      draftText={draftText}
      canDeliver={canDeliver}
      onDeliver={onDeliver}
      belowEditor={
        glossary.length > 0 || memory
          ? (edit) => (
              <>
                {glossary.length > 0 ? <GlossaryCheck glossary={glossary} task={task} result={edit} /> : null}
                {memory ? (
                  <MemoryConsistency taskId={taskId} result={edit} accepted={accepted} onAccepted={setAccepted} />
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
