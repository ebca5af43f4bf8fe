import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { FileRequestError } from '../../lib/files';

export type UploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;

/**
 * One file picked, sent, and its progress and refusal kept: what every single-file picker does.
 * The picker is cleared afterwards so the same file can be picked again after a refusal.
 */
export function useFilePickerUpload(upload: UploadFn, onSent: (file: File) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<FileRequestError['code'] | null>(null);

  const onChange = async () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await upload(file, setProgress);
      onSent(file);
    } catch (err) {
      setError(err instanceof FileRequestError ? err.code : 'network');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  return { input, error, busy, percent: Math.round((progress ?? 0) * 100), onChange: () => void onChange() };
}

/** The upload's progress bar, announced by name to screen readers. */
export function UploadProgress({ percent, testId }: { percent: number; testId?: string }) {
  const { t } = useLingui();
  return (
    <progress
      className="progress is-small is-primary mt-2"
      value={percent}
      max={100}
      aria-label={t`Upload progress`}
      data-testid={testId}
    >
      {percent}%
    </progress>
  );
}
