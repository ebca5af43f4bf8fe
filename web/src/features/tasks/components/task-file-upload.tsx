import { useLingui } from '@lingui/react/macro';
import { ATTACHMENT_KINDS, FILE_KINDS } from '@tasklane/domain';
import { FileUpload } from '../../../components/files/file-upload';

/** What the picker offers; the server still decides from the bytes. */
const ATTACH_ACCEPT = ATTACHMENT_KINDS.flatMap((k) => FILE_KINDS[k].exts.map((e) => `.${e}`)).join(',');

/**
 * Adds a file to the task itself (a source, a reference), under the brief. Named for the task, not
 * a message: the conversation on the same page has its own field attaching a file to a message.
 */
export function TaskFileUpload({
  taskId,
  maxFiles,
  retentionDays,
  limitsText,
}: {
  taskId: string;
  maxFiles: number;
  retentionDays: number;
  limitsText: string;
}) {
  const { t } = useLingui();
  return (
    <FileUpload
      taskId={taskId}
      purpose="attachment"
      accept={ATTACH_ACCEPT}
      label={t`Add a file to this task (up to ${maxFiles})`}
      hint={`${limitsText} ${t`Files are private to you and our staff, and deleted ${retentionDays} days after the task closes.`}`}
    />
  );
}
