import { REGION, type FileErrorCode, type FilePurpose, type StoredFile } from '@tasklane/domain';
import { env } from './env';

/**
 * Files never go to the bucket from the browser: they go through the uploadFile / downloadFile
 * functions, which check the caller's ID token and rights. Downloads are fetched with the token
 * and handed to the page as blob URLs, so no file ever has a public link.
 */
function functionUrl(name: string, query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString();
  return env.useEmulators
    ? `http://${env.emulatorHost}:${env.functionsPort}/${env.projectId}/${REGION}/${name}?${qs}`
    : `https://${REGION}-${env.projectId}.cloudfunctions.net/${name}?${qs}`;
}

async function idToken(): Promise<string> {
  const { auth } = await import('./firebase-auth');
  const user = auth.currentUser;
  if (!user) throw new FileRequestError('unauthenticated');
  return user.getIdToken();
}

/** A refusal from the file functions, with the code the screens translate. */
export class FileRequestError extends Error {
  constructor(readonly code: FileErrorCode | 'network') {
    super(code);
  }
}

/** The stored file as the upload function answers it (times in millis). */
export type UploadedFile = Omit<StoredFile, 'uploadedAt'> & { uploadedAt: number };

/**
 * Sends one file (multipart/form-data) and reports progress from 0 to 1. XMLHttpRequest rather
 * than fetch, because only it reports upload progress.
 */
export async function uploadTaskFile(taskId: string, purpose: FilePurpose, file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  const token = await idToken();
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', functionUrl('uploadFile', { taskId, purpose }));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new FileRequestError('network'));
    xhr.onload = () => {
      const answer = xhr.response as { file?: UploadedFile; error?: { code?: FileErrorCode } } | null;
      if (xhr.status === 201 && answer?.file) resolve(answer.file);
      else reject(new FileRequestError(answer?.error?.code ?? 'bad_request'));
    };
    xhr.send(body);
  });
}

/** The file's bytes, fetched with the caller's token. */
export async function fetchTaskFile(taskId: string, fileId: string): Promise<Blob> {
  const token = await idToken();
  let res: Response;
  try {
    res = await fetch(functionUrl('downloadFile', { taskId, fileId }), { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new FileRequestError('network');
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { error?: { code?: FileErrorCode } } | null;
    throw new FileRequestError(answer?.error?.code ?? 'not_found');
  }
  return res.blob();
}

/** Saves a file to the person's device under its own name. */
export async function saveTaskFile(taskId: string, file: { id: string; name: string }): Promise<void> {
  const blob = await fetchTaskFile(taskId, file.id);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
