import type { ImportChoice, ImportPreview, UploadedFile } from '@vitrina/shared/contracts';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { fileTypeOf, fileTypeRefusal } from './import/file-type';
import { importError, type SpreadsheetParser } from './import/parse-file';
import { reportOf, sampleOf, sheetChoiceOf } from './import-report';
import type { PreviewRow, PreviewsRepository } from './previews-repository';
import type { KnowledgeService } from './service';

/** How long an uploaded file waits for its confirmation, and how many may wait per account. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;
export const PREVIEWS_PER_ACCOUNT = 5;

const notFound = () => new AppError(404, 'knowledge.preview_not_found');

/** A preview without its message: the route words the problem in the caller's language. */
export type PreviewResult = Omit<ImportPreview, 'problem'> & { problem: string | null };

/**
 * The preview before a stock import (docs/product.md §9.4): the file is read as the import would
 * read it (in the import worker, under the same limits) and kept until the owner confirms it,
 * with their choices, or it expires.
 */
export class ImportPreviews {
  constructor(
    private readonly repo: PreviewsRepository,
    private readonly parser: SpreadsheetParser,
    private readonly knowledge: KnowledgeService,
  ) {}

  async create(scope: Scope, fileName: string, bytes: Buffer): Promise<PreviewResult> {
    const name = fileName.trim().slice(0, 255);
    if (!fileTypeOf(name)) throw importError(fileTypeRefusal(name));
    // Read first: a file the import refuses outright (damaged, a bomb, encrypted) is never kept.
    const sheet = await this.parser.parse(bytes, name, scope.userId, { preview: true });
    const row = await this.repo.create(scope, name, bytes, PREVIEW_TTL_MS, PREVIEWS_PER_ACCOUNT);
    return this.resultOf(row, sheet);
  }

  async update(scope: Scope, id: string, choice: ImportChoice): Promise<PreviewResult> {
    const row = await this.find(scope, id);
    const sheet = await this.parser.parse(row.bytes, row.name, scope.userId, {
      preview: true,
      choice: sheetChoiceOf(choice),
    });
    return this.resultOf(row, sheet);
  }

  /** Imports the kept file with the owner's choices; the preview is gone once the file is in. */
  async confirm(scope: Scope, id: string, choice: ImportChoice): Promise<UploadedFile> {
    const row = await this.find(scope, id);
    const file = await this.knowledge.upload(scope, row.name, row.bytes, choice);
    await this.repo.remove(row.id);
    return file;
  }

  async cancel(scope: Scope, id: string): Promise<void> {
    await this.repo.remove((await this.find(scope, id)).id);
  }

  private async find(scope: Scope, id: string): Promise<PreviewRow> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const row = await this.repo.find(scope, id);
    if (!row) throw notFound();
    return row;
  }

  private resultOf(row: PreviewRow, sheet: Awaited<ReturnType<SpreadsheetParser['parse']>>): PreviewResult {
    return {
      id: row.id,
      name: row.name,
      type: fileTypeOf(row.name) ?? 'xlsx',
      expires_at: new Date(row.expires_at).toISOString(),
      ...reportOf(sheet),
      sample: sampleOf(sheet),
      problem: sheet.problem ?? null,
    };
  }
}
