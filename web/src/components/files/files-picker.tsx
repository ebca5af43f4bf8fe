import { Trans, useLingui } from '@lingui/react/macro';
import {
  ATTACHMENT_KINDS,
  FILE_KINDS,
  declaredKind,
  declaredMaxBytes,
  type FileErrorCode,
  type FilesSettings,
} from '@tasklane/domain';
import { useId, useRef, useState } from 'react';
import { fileErrorMessages } from './file-messages';
import { useFileLimitsText } from './use-file-limits-text';
import { TextField } from '../fields/controls';

/** What the picker offers; the server still decides from the bytes. */
const ACCEPT = ATTACHMENT_KINDS.flatMap((k) => FILE_KINDS[k].exts.map((e) => `.${e}`)).join(',');

/**
 * Files chosen on the new-task form, sent once the task exists. Only the claims are checked here
 * (count, a name that is always refused, the size for the type the name says), so the person
 * hears at once what the server would refuse when the upload opens; the bytes are checked there.
 */
export function FilesPicker({
  files,
  onChange,
  limits,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  limits: FilesSettings;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ name: string; code: FileErrorCode }[]>([]);
  const limitsText = useFileLimitsText(limits);

  const onPick = () => {
    const picked = [...(input.current?.files ?? [])];
    const kept = [...files];
    const out: { name: string; code: FileErrorCode }[] = [];
    for (const file of picked) {
      const claim = declaredKind(file.name, file.type);
      if ('error' in claim) out.push({ name: file.name, code: claim.error });
      else if (file.size === 0) out.push({ name: file.name, code: 'file_empty' });
      else if (file.size > declaredMaxBytes(claim.kind, limits)) out.push({ name: file.name, code: 'file_too_large' });
      else if (kept.length >= limits.maxAttachments) out.push({ name: file.name, code: 'file_count_exceeded' });
      else kept.push(file);
    }
    setRefused(out);
    onChange(kept);
    if (input.current) input.current.value = '';
  };

  const max = limits.maxAttachments;
  return (
    <TextField
      id={inputId}
      label={<Trans>Files (optional, up to {max})</Trans>}
      fieldTestId="new-task-files"
      ref={input}
      type="file"
      multiple
      accept={ACCEPT}
      disabled={disabled || files.length >= max}
      describedBy={`${inputId}-help`}
      aria-invalid={refused.length > 0 ? true : undefined}
      data-testid="new-task-file-input"
      onChange={onPick}
      hint={
        <>
          <div id={`${inputId}-help`}>
            <p className="help">
              {limitsText}{' '}
              <Trans>
                They are sent when you submit with credits; when paying by card, attach them on the task's page after
                paying.
              </Trans>
            </p>
            {refused.map((r) => (
              <p key={r.name} className="help is-danger" role="alert" data-testid="new-task-file-error">
                {r.name}: {i18n._(fileErrorMessages[r.code])}
              </p>
            ))}
          </div>
          {files.length > 0 ? (
            <ul className="mt-2" data-testid="new-task-files-list">
              {files.map((f, i) => {
                const name = f.name;
                return (
                  <li key={`${name}-${i}`} className="is-flex is-align-items-center mb-1">
                    <span data-testid="new-task-file-name">{name}</span>
                    <button
                      type="button"
                      className="delete ml-2"
                      disabled={disabled}
                      aria-label={t`Remove ${name}`}
                      onClick={() => onChange(files.filter((_, j) => j !== i))}
                    />
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      }
    />
  );
}
