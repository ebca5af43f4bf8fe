import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { LIMITS, countSheetRows, countWords, deliveryError, type Task } from '@tasklane/domain';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { TextAreaField } from '../../../components/fields/controls';
import type { StaffDraft } from '../api/use-review-task';
import { DraftDiff } from './draft-diff';

export function AiDraft({ draft, draftFailed }: { draft: StaffDraft | undefined; draftFailed: boolean }) {
  return (
    <div className="box" data-testid="ai-draft">
      <p className="heading">
        <Trans>AI draft</Trans>
        {draft && !draft.failed && <span className="has-text-grey"> · {draft.model}</span>}
      </p>
      {draftFailed || draft?.failed ? (
        <div className="notification is-warning is-light" data-testid="draft-failed">
          <Trans>The AI draft failed after its retries. Write this one from the brief.</Trans>
        </div>
      ) : draft ? (
        <p style={{ whiteSpace: 'pre-wrap' }}>{draft.text}</p>
      ) : (
        <p className="has-text-grey">
          <Trans>The draft is not ready yet.</Trans>
        </p>
      )}
    </div>
  );
}

function ScopeCount({ task, text }: { task: Task; text: string }) {
  if (task.deliverableType === 'sheet') {
    const rows = countSheetRows(text);
    const max = LIMITS.maxSheetRows;
    return (
      <p className={`help ${rows > max ? 'is-danger' : ''}`} data-testid="scope-count">
        <Trans>
          {rows} / {max} rows (paste CSV or TSV)
        </Trans>
      </p>
    );
  }
  const words = countWords(text);
  const max = LIMITS.maxWords;
  return (
    <p className={`help ${words > max ? 'is-danger' : ''}`} data-testid="scope-count">
      <Trans>
        {words} / {max} words
      </Trans>
    </p>
  );
}

export interface DeliverFormViewProps {
  task: Task;
  /** The AI draft's text ('' when there is none): the editor starts from it and the diff compares to it. */
  draftText: string;
  /** False once delivered (or for another reviewer): the editor is read-only and there is no button. */
  canDeliver: boolean;
  /** Delivers the edit; resolves to the server's error code for the text, if it rejected it. */
  onDeliver(result: string): Promise<string | undefined>;
  /** Checks that follow the edit as it is typed (the brand kit's glossary check), shown under the editor. */
  belowEditor?: (edit: string) => ReactNode;
}

/** Presentation: the reviewer's editor, its scope count and diff, and the deliver button. */
export function DeliverFormView({ task, draftText, canDeliver, onDeliver, belowEditor }: DeliverFormViewProps) {
  const schema = useMemo(
    () =>
      z.object({ result: z.string() }).superRefine((v, ctx) => {
        const code = deliveryError(task.deliverableType, v.result);
        if (code) ctx.addIssue({ code: 'custom', path: ['result'], message: code });
      }),
    [task.deliverableType],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ result: string }>({
    resolver: zodResolver(schema),
    defaultValues: { result: task.result ?? draftText },
  });
  const edit = useWatch({ control, name: 'result' }) ?? '';

  const onSubmit = handleSubmit(async ({ result }) => {
    const code = await onDeliver(result);
    if (code) setError('result', { message: code });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextAreaField
        id="review-editor"
        label={<Trans>Your edit (what the customer receives)</Trans>}
        error={errors.result}
        alert
        hint={
          <div id="review-editor-help">
            <ScopeCount task={task} text={edit} />
          </div>
        }
        describedBy="review-editor-help"
        rows={14}
        readOnly={!canDeliver}
        data-testid="review-editor"
        {...register('result')}
      />
      {belowEditor?.(edit)}
      <DraftDiff draft={draftText} edit={edit} />
      {canDeliver && (
        <button
          type="submit"
          className={`button is-success ${isSubmitting ? 'is-loading' : ''}`}
          disabled={isSubmitting}
          data-testid="deliver"
        >
          <Trans>Deliver to the customer</Trans>
        </button>
      )}
    </form>
  );
}
