import type { KnowledgeFileType } from '@vitrina/shared/contracts';

/** The type a file name claims; null for anything but .xls, .xlsx and .csv. */
export function fileTypeOf(name: string): KnowledgeFileType | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === 'xls' || ext === 'xlsx' || ext === 'csv' ? ext : null;
}
