import { useLingui } from '@lingui/react/macro';
import { SettingsField, Section, type SettingsFieldProps } from './settings-fields';

export function QueueSection({ register, errors }: SettingsFieldProps) {
  const { t } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Queue`}>
      <div style={{ maxWidth: '20rem' }}>
        <SettingsField path="queueCapacity" label={t`Tasks in production at once`} kind="int" {...f} />
      </div>
    </Section>
  );
}

export function FilesSection({ register, errors }: SettingsFieldProps) {
  const { t } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Attachments and files`}>
      <div className="columns is-multiline">
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="files.maxAttachments" label={t`Files per task`} kind="int" {...f} />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="files.imageMaxMb" label={t`Images and PDF, max size (MB)`} kind="amount" {...f} />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField
            path="files.documentMaxMb"
            label={t`Documents, max size (MB)`}
            kind="amount"
            hint={t`Word, Excel, CSV, text and subtitle files.`}
            {...f}
          />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="files.audioMaxSeconds" label={t`Audio, max length (seconds)`} kind="int" {...f} />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="files.audioMaxMb" label={t`Audio, max size (MB)`} kind="amount" {...f} />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="files.sheetMaxRows" label={t`Spreadsheets, max rows`} kind="int" {...f} />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField
            path="files.retentionDays"
            label={t`Days files are kept after a task closes`}
            kind="int"
            hint={t`Delivered or cancelled tasks lose their files after this many days.`}
            {...f}
          />
        </div>
      </div>
    </Section>
  );
}

export function ConversationsSection({ register, errors }: SettingsFieldProps) {
  const { t } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Conversations`}>
      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <SettingsField
            path="threads.waitingDays"
            label={t`Days a question waits for an answer`}
            kind="int"
            hint={t`A reviewer's question pauses the task's clock. With no answer after this many days, what the question stated applies: delivery on stated assumptions, or cancellation with a full refund.`}
            {...f}
          />
        </div>
      </div>
    </Section>
  );
}
