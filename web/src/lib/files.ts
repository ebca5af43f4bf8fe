import { REGION, type FileErrorCode, type FilePurpose, type StoredFile } from '@tasklane/domain';
import { env } from './env';

/**
 * Files never have a public link. An upload takes three steps: the startUpload function checks the
 * caller's ID token, rights and the file's claims and opens an upload session at the bucket; the
 * browser sends the bytes straight to that session; finishUpload checks what arrived and records
 * it. Downloads are fetched with the token through downloadFile and handed to the page as blob URLs.
 */
function functionUrl(name: string, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  const base = env.useEmulators
    ? `http://${env.emulatorHost}:${env.functionsPort}/${env.projectId}/${REGION}/${name}`
    : `https://${REGION}-${env.projectId}.cloudfunctions.net/${name}`;
  return qs ? `${base}?${qs}` : base;
}

async function idToken(): Promise<string> {
  const { auth } = await import('./firebase-auth');
  const user = auth.currentUser;
  if (!user) throw new FileRequestError('unauthenticated');
  return user.getIdToken();
}

/** A refusal from the file functions, with the code the screens translate. */
export class FileRequestError extends Error {
  constructor(
    readonly code: FileErrorCode | 'network',
    /** A memory import's problems, line by line, when the code is `import_invalid`. */
    readonly errors: unknown[] = [],
  ) {
    super(code);
  }
}

/** The stored file as the upload function answers it (times in millis). */
export type UploadedFile = Omit<StoredFile, 'uploadedAt'> & { uploadedAt: number };

type Answer<T> = T & { error?: { code?: FileErrorCode; errors?: unknown[] } };

/** POSTs JSON to a file function with the caller's token; a refusal becomes its code. */
async function postJson<T>(name: string, token: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(functionUrl(name), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FileRequestError('network');
  }
  const answer = (await res.json().catch(() => null)) as Answer<T> | null;
  if (res.status !== 201 || !answer)
    throw new FileRequestError(answer?.error?.code ?? 'bad_request', answer?.error?.errors);
  return answer;
}

/**
 * PUTs the file to the upload session and reports progress from 0 to 1. XMLHttpRequest rather
 * than fetch, because only it reports upload progress.
 */
function sendBytes(sessionUri: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', sessionUri);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new FileRequestError('network'));
    xhr.onload = () =>
      xhr.status === 200 || xhr.status === 201 ? resolve() : reject(new FileRequestError('upload_incomplete'));
    xhr.send(file);
  });
}

/**
 * Uploads one file to a task: opens the session (the server checks rights, count, declared size
 * and type), sends the bytes with progress, then has the server check and record them.
 */
export async function uploadTaskFile(
  taskId: string,
  purpose: FilePurpose,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  const token = await idToken();
  const { upload } = await postJson<{ upload: { id: string; sessionUri: string } }>('startUpload', token, {
    taskId,
    purpose,
    name: file.name,
    size: file.size,
    contentType: file.type || undefined,
  });
  await sendBytes(upload.sessionUri, file, onProgress);
  // The token may have been refreshed while a large file was on its way.
  const { file: stored } = await postJson<{ file: UploadedFile }>('finishUpload', await idToken(), {
    uploadId: upload.id,
  });
  return stored;
}

/** The file's bytes, fetched with the caller's token. */
export async function fetchTaskFile(taskId: string, fileId: string): Promise<Blob> {
  const token = await idToken();
  let res: Response;
  try {
    res = await fetch(functionUrl('downloadFile', { taskId, fileId }), {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new FileRequestError('network');
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { error?: { code?: FileErrorCode } } | null;
    throw new FileRequestError(answer?.error?.code ?? 'not_found');
  }
  return res.blob();
}

/** A finished data export's archive, fetched with the caller's token (only its requester gets it). */
export async function fetchDataExport(exportId: string): Promise<Blob> {
  const token = await idToken();
  let res: Response;
  try {
    res = await fetch(functionUrl('downloadDataExport', { exportId }), {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new FileRequestError('network');
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { error?: { code?: FileErrorCode } } | null;
    throw new FileRequestError(answer?.error?.code ?? 'not_found');
  }
  return res.blob();
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a file to the person's device under its own name. */
export async function saveTaskFile(taskId: string, file: { id: string; name: string }): Promise<void> {
  saveBlob(await fetchTaskFile(taskId, file.id), file.name);
}

/**
 * Uploads a brand kit's logo for an account: the same three steps and server checks as a task's
 * files, with `purpose: 'logo'`; the server puts it on the kit and deletes the one it replaces.
 */
export async function uploadBrandLogo(
  accountId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const token = await idToken();
  const { upload } = await postJson<{ upload: { id: string; sessionUri: string } }>('startUpload', token, {
    purpose: 'logo',
    accountId,
    name: file.name,
    size: file.size,
    contentType: file.type || undefined,
  });
  await sendBytes(upload.sessionUri, file, onProgress);
  await postJson<{ file: unknown }>('finishUpload', await idToken(), { uploadId: upload.id });
}

/**
 * Imports a large TMX or CSV file into an account's translation memory through the same three
 * steps (`purpose: 'memory_import'`): the server reads it from the bucket, validates it whole and
 * imports it under an import id, or refuses it (`import_invalid` with its lines) and writes nothing.
 */
export async function uploadMemoryImport(
  accountId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ importId: string; added: number }> {
  const token = await idToken();
  const { upload } = await postJson<{ upload: { id: string; sessionUri: string } }>('startUpload', token, {
    purpose: 'memory_import',
    accountId,
    name: file.name,
    size: file.size,
  });
  await sendBytes(upload.sessionUri, file, onProgress);
  const out = await postJson<{ import: { importId: string; added: number } }>('finishUpload', await idToken(), {
    uploadId: upload.id,
  });
  return out.import;
}

/** An account's current logo, fetched with the caller's token (to show as a blob URL). */
export async function fetchBrandLogo(accountId: string, fileId: string): Promise<Blob> {
  const token = await idToken();
  let res: Response;
  try {
    res = await fetch(functionUrl('downloadFile', { purpose: 'logo', accountId, fileId }), {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new FileRequestError('network');
  }
  if (!res.ok) throw new FileRequestError('not_found');
  return res.blob();
}

/** A large translation-memory export the server stored (exportMemory's exportId), fetched with the caller's token. */
export async function fetchMemoryExport(accountId: string, exportId: string): Promise<Blob> {
  const token = await idToken();
  let res: Response;
  try {
    res = await fetch(functionUrl('downloadFile', { purpose: 'memory_export', accountId, exportId }), {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new FileRequestError('network');
  }
  if (!res.ok) throw new FileRequestError('not_found');
  return res.blob();
}
