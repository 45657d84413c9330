import { ApiError, authStore, getConfig, languageStore, refreshSession, request, requestData } from '@vitrina/shared';
import type { ImportChoice, ImportPreview, KnowledgeFile, UploadedFile } from '@vitrina/shared/contracts';

// The stock-file calls of docs/product.md §7.2: list, upload (multipart, one field `file`), delete;
// and the preview before an import (§9.4): read the file, change the choices, confirm or cancel.

const FILES_PATH = '/api/v1/data/files/xls';
/** Parsing a large spreadsheet takes a while on the server: longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 180_000;

export const fetchFiles = (channelId: string | undefined, signal?: AbortSignal) =>
  requestData<KnowledgeFile[]>(FILES_PATH, { query: { channelId }, signal });

export const deleteFile = ({ name, channelId }: { name: string; channelId: string | undefined }) =>
  request(`${FILES_PATH}/${encodeURIComponent(name)}`, { method: 'DELETE', query: { channelId } });

export interface UploadCallbacks {
  /** Share of the file sent, 0..1 (when the browser can tell). */
  onProgress?: (share: number) => void;
  /** Every byte is sent: the server is parsing the file now. */
  onSent?: () => void;
  signal?: AbortSignal;
}

function uploadUrl(path: string, channelId: string | undefined): string {
  const base = getConfig().apiUrl.replace(/\/$/, '');
  return `${base}${path}${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ''}`;
}

type ErrorBody = Record<string, unknown>;

function parseBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as ErrorBody;
  } catch {
    return { raw: text.slice(0, 500) };
  }
}

/**
 * One POST through XMLHttpRequest, because fetch cannot report upload progress. Failures are the
 * shared client's ApiError classes (network, timeout, unparsable body, HTTP status with its body).
 */
function send<T>(
  path: string,
  file: File,
  channelId: string | undefined,
  token: string | null,
  callbacks: UploadCallbacks,
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl(path, channelId));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', languageStore.get() === 'ua' ? 'uk' : 'en');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) callbacks.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      callbacks.onProgress?.(1);
      callbacks.onSent?.();
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = (body as { data?: T } | null)?.data;
        if (data && !('raw' in (body ?? {}))) resolve(data);
        else reject(new ApiError('PARSING_ERROR'));
      } else {
        reject(new ApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError('FETCH_ERROR'));
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT_ERROR'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    callbacks.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** One file sent through `send`; a 401 refreshes the session once and sends again, as `request` does. */
async function sendFile<T>(path: string, file: File, channelId: string | undefined, callbacks: UploadCallbacks) {
  const token = authStore.get().token;
  try {
    return await send<T>(path, file, channelId, token, callbacks);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    if (!(await refreshSession())) throw error;
    return send<T>(path, file, channelId, authStore.get().token, callbacks);
  }
}

/** POST /api/v1/data/files/xls with one file: imported at once, the import's choices in `import`. */
export const uploadFile = (file: File, channelId: string | undefined, callbacks: UploadCallbacks = {}) =>
  sendFile<UploadedFile>(FILES_PATH, file, channelId, callbacks);

/** POST /api/v1/data/files/xls/preview: the file read, nothing imported yet. */
export const previewFile = (file: File, channelId: string | undefined, callbacks: UploadCallbacks = {}) =>
  sendFile<ImportPreview>(`${FILES_PATH}/preview`, file, channelId, callbacks);

const previewPath = (id: string) => `${FILES_PATH}/preview/${encodeURIComponent(id)}`;

/** The preview read again with the owner's sheet, header row or column meanings. */
export const updatePreview = (id: string, choice: ImportChoice, channelId: string | undefined) =>
  requestData<ImportPreview>(previewPath(id), {
    method: 'POST',
    body: choice,
    query: { channelId },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });

/** Imports the previewed file with the owner's choices. */
export const confirmPreview = (id: string, choice: ImportChoice, channelId: string | undefined) =>
  requestData<UploadedFile>(`${previewPath(id)}/confirm`, {
    method: 'POST',
    body: choice,
    query: { channelId },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });

export const cancelPreview = (id: string, channelId: string | undefined) =>
  request(previewPath(id), { method: 'DELETE', query: { channelId } });
