import type { KnowledgeFileType } from '@vitrina/shared/contracts';

const extensionOf = (name: string) => /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();

/** The type a file name claims; null for anything but .xls, .xlsx and .csv. */
export function fileTypeOf(name: string): KnowledgeFileType | null {
  const ext = extensionOf(name);
  return ext === 'xls' || ext === 'xlsx' || ext === 'csv' ? ext : null;
}

/** The refusal of a file name the import does not take: OpenDocument and Numbers have messages of their own. */
export function fileTypeRefusal(name: string): string {
  const ext = extensionOf(name);
  if (ext === 'ods' || ext === 'fods') return 'knowledge.file_ods';
  if (ext === 'numbers') return 'knowledge.file_numbers';
  return 'knowledge.file_type';
}
