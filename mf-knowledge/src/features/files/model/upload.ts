import { ApiError } from '@vitrina/shared';
import { KNOWLEDGE_FILE_TYPES } from '@vitrina/shared/contracts';

/** The picker's filter: spreadsheets and CSV (docs/product.md §9.4). */
export const ACCEPTED_FILE_TYPES = KNOWLEDGE_FILE_TYPES.map((type) => `.${type}`).join(',');

/** Whether a chosen file is one the server takes, by its extension. */
export function isAcceptedFile(file: File): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return file.name.includes('.') && (KNOWLEDGE_FILE_TYPES as readonly string[]).includes(extension);
}

/** The upload error of docs/product.md §8: the server's error_message, else its error, else the fallback. */
export function uploadErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body) {
    const { error_message: message, error: code } = error.body;
    if (typeof message === 'string' && message) return message;
    if (typeof code === 'string' && code) return code;
  }
  return fallback;
}

/** Idle, sending bytes (with a share sent), or waiting while the server parses the file. */
export type UploadPhase = { kind: 'idle' } | { kind: 'uploading'; share: number } | { kind: 'processing' };
