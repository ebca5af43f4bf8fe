import { Trans, useLingui } from '@lingui/react/macro';
import {
  LIMITS,
  countSheetRows,
  countWords,
  deliveryError,
  type GlossaryPair,
  type Locale,
  type StaffDraft,
  type Task,
} from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../lib/callable';
import { TextAreaField } from '../../../components/fields/controls';
import { codeError } from '../../../components/fields/field';
import { deliverTask } from '../api/reviewer-actions';
import { DraftDiff } from './draft-diff';
import { GlossaryCheck } from './glossary-check';
import { MemoryConsistency } from './memory-panel';

/** What the server refused, per text: an error code on `result` (English) or `resultFr` (French). */
export interface BilingualErrors {
  en?: string;
  fr?: string;
}

export interface BilingualDeliverFormViewProps {
  task: Task;
  draft: StaffDraft | undefined;
  canDeliver: boolean;
  glossary: readonly GlossaryPair[];
  /** Delivers both texts; resolves to the server's error codes per text, if it refused them. */
  onDeliver(en: string, fr: string, memoryAccepted: string[]): Promise<BilingualErrors | undefined>;
  /** The task's id, for the translation-memory consistency check (absent: no check). */
  taskId?: string;
}

function Count({ task, text }: { task: Task; text: string }) {
  if (task.deliverableType === 'sheet') {
    const rows = countSheetRows(text);
    const max = LIMITS.maxSheetRows;
    return (
      <p className={`help ${rows > max ? 'is-danger' : ''}`}>
        <Trans>
          {rows} / {max} rows (paste CSV or TSV)
        </Trans>
      </p>
    );
  }
  const words = countWords(text);
  const max = LIMITS.maxWords;
  return (
    <p className={`help ${words > max ? 'is-danger' : ''}`}>
      <Trans>
        {words} / {max} words
      </Trans>
    </p>
  );
}

/**
 * A task in English and French: the AI draft and the reviewer's edit of each language side by side,
 * each with its own scope count, glossary check (the approved term in that language) and diff; one
 * delivery sends both, and a revision edits both again from what was delivered.
 */
export function BilingualDeliverFormView({
  task,
  draft,
  canDeliver,
  glossary,
  onDeliver,
  taskId,
}: BilingualDeliverFormViewProps) {
  const { t } = useLingui();
  const draftOk = draft && !draft.failed;
  const drafts: Record<Locale, string> = { en: draftOk ? draft.text : '', fr: draftOk ? (draft.textFr ?? '') : '' };
  const [texts, setTexts] = useState<Record<Locale, string>>({
    en: task.result ?? drafts.en,
    fr: task.resultFr ?? drafts.fr,
  });
  const [errors, setErrors] = useState<BilingualErrors>({});
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<string[]>([]);
  const labels: Record<Locale, string> = { en: t`English`, fr: t`French` };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The same scope limits the server applies, on each text, before a round trip.
    const local = {
      en: deliveryError(task.deliverableType, texts.en) ?? undefined,
      fr: deliveryError(task.deliverableType, texts.fr) ?? undefined,
    };
    setErrors(local);
    if (local.en || local.fr) return;
    setBusy(true);
    try {
      setErrors((await onDeliver(texts.en, texts.fr, accepted)) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="bilingual-deliver-form">
      <div className="columns">
        {(['en', 'fr'] as const).map((l) => (
          <div className="column" key={l} data-testid={`bilingual-column-${l}`} lang={l}>
            <div className="box">
              <p className="heading">
                <Trans>AI draft</Trans> · {labels[l]}
              </p>
              {draftOk ? (
                <p style={{ whiteSpace: 'pre-wrap' }} data-testid={`ai-draft-${l}`}>
                  {drafts[l]}
                </p>
              ) : (
                <p className="has-text-grey">
                  <Trans>No AI draft for this language. Write it from the brief.</Trans>
                </p>
              )}
            </div>
            <TextAreaField
              id={`review-editor-${l}`}
              label={
                l === 'en' ? (
                  <Trans>Your English text (what the customer receives)</Trans>
                ) : (
                  <Trans>Your French text (what the customer receives)</Trans>
                )
              }
              error={codeError(errors[l])}
              alert
              hint={
                <div id={`review-editor-${l}-help`}>
                  <Count task={task} text={texts[l]} />
                </div>
              }
              describedBy={`review-editor-${l}-help`}
              rows={14}
              readOnly={!canDeliver}
              value={texts[l]}
              onChange={(e) => setTexts((prev) => ({ ...prev, [l]: e.target.value }))}
              data-testid={`review-editor-${l}`}
            />
            {glossary.length > 0 ? (
              <GlossaryCheck glossary={glossary} task={{ ...task, language: l }} result={texts[l]} />
            ) : null}
            <DraftDiff draft={drafts[l]} edit={texts[l]} />
          </div>
        ))}
      </div>
      {canDeliver && taskId ? (
        <MemoryConsistency
          taskId={taskId}
          result={texts.en}
          resultFr={texts.fr}
          accepted={accepted}
          onAccepted={setAccepted}
        />
      ) : null}
      {canDeliver && (
        <button
          type="submit"
          className={`button is-success ${busy ? 'is-loading' : ''}`}
          disabled={busy}
          aria-busy={busy}
          data-testid="deliver"
        >
          <Trans>Deliver both languages to the customer</Trans>
        </button>
      )}
    </form>
  );
}

/** The container: delivers both texts through the one delivery callable. */
export function BilingualDeliverForm({
  taskId,
  ...props
}: Omit<BilingualDeliverFormViewProps, 'onDeliver'> & { taskId: string }) {
  const { t } = useLingui();
  const onDeliver = async (en: string, fr: string, accepted: string[]): Promise<BilingualErrors | undefined> => {
    try {
      await deliverTask({
        taskId,
        result: en,
        resultFr: fr,
        ...(accepted.length > 0 ? { memoryAccepted: accepted } : {}),
      });
      toast.success(t`Delivered in both languages. The customer sees them now.`);
    } catch (err) {
      const fields = callableError(err).fields;
      if (fields.result || fields.resultFr) return { en: fields.result, fr: fields.resultFr };
      toast.error(t`Could not deliver this task.`);
    }
    return undefined;
  };
  return <BilingualDeliverFormView {...props} taskId={taskId} onDeliver={onDeliver} />;
}
