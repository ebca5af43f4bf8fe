import { useLingui } from '@lingui/react/macro';
import type { StoredFile } from '@tasklane/domain';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { fileErrorMessages } from '../../../components/files/file-messages';
import { FileRequestError, saveTaskFile } from '../../../lib/files';

/**
 * The delivery e-mail links each file as /tasks/:id?download=<file id>: links in a mail cannot
 * carry a sign-in, so they open the task page (behind sign-in) and the download starts from here.
 */
export function useDownloadFromLink(taskId: string, files: Pick<StoredFile, 'id' | 'name'>[]) {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('download');
  const started = useRef<string | null>(null);
  const file = wanted ? files.find((f) => f.id === wanted) : undefined;
  useEffect(() => {
    if (!file || started.current === file.id) return;
    started.current = file.id;
    saveTaskFile(taskId, file).then(
      () =>
        setParams(
          (p) => {
            p.delete('download');
            return p;
          },
          { replace: true },
        ),
      (err: unknown) => toast.error(i18n._(fileErrorMessages[err instanceof FileRequestError ? err.code : 'network'])),
    );
  }, [file, taskId, setParams, i18n]);
}
