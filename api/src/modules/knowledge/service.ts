import type {
  CustomerQuestion,
  ImportChoice,
  KnowledgeFile,
  Page,
  Product,
  ProductListQuery,
  ShopAnswers,
  ShopAnswersUpdateRequest,
  UploadedFile,
} from '@vitrina/shared/contracts';
import { AppError } from '../../lib/errors';
import { parseSort, toPage } from '../../lib/page';
import type { Scope } from '../../lib/scope';
import { importError, type SpreadsheetParser } from './import/parse-file';
import { fileTypeOf, fileTypeRefusal } from './import/file-type';
import { reportOf, sheetChoiceOf } from './import-report';
import type { FileRow, KnowledgeRepository, ProductRow } from './repository';
import { isOpenQuestion, sameTopic } from './open-questions';
import type { QuestionRow, QuestionsRepository } from './questions-repository';
import { draftMemo } from '../../lib/draft-memo';

const iso = (d: Date | string) => new Date(d).toISOString();
/** Shops whose products are kept in memory (as many as the orders' price maps, orders/service.ts). */
const CATALOGUES_KEPT = 20;

function toFile(row: FileRow): KnowledgeFile {
  return {
    name: row.name,
    type: row.type,
    status: row.status,
    size_bytes: row.size_bytes,
    rows: row.rows,
    products: row.products,
    channel_id: row.channel_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function toProduct(row: ProductRow, fileName: string): Product {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    color: row.color,
    sizes: row.sizes,
    quantity: row.quantity,
    price: row.price === null ? null : Number(row.price),
    material: row.material,
    lining: row.lining,
    description: row.description,
    category: row.category,
    audience: row.audience,
    linked_codes: row.linked_codes,
    lining_codes: row.lining_codes,
    file_name: fileName,
    channel_id: row.channel_id,
    updated_at: iso(row.updated_at),
  };
}

function toQuestion(row: QuestionRow): CustomerQuestion {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    conversation_id: row.conversation_id,
    channel_id: row.channel_id,
    created_at: iso(row.created_at),
    answered_at: row.answered_at ? iso(row.answered_at) : null,
  };
}

const productNotFound = () => new AppError(404, 'knowledge.product_not_found');

/**
 * The knowledge base: stock files parsed into products, product lookups (for the screens and
 * for the AI pipeline), customer questions and the shop's standing answers.
 */
/** How many of the open questions a new one is compared with (the newest). */
const OPEN_QUESTIONS_COMPARED = 500;

export class KnowledgeService {
  constructor(
    private readonly repo: KnowledgeRepository,
    private readonly questions: QuestionsRepository,
    private readonly parser: SpreadsheetParser,
    private readonly caps: { maxProducts: number; maxFiles: number },
  ) {}

  get limits() {
    return this.parser.limits;
  }

  async listFiles(scope: Scope): Promise<KnowledgeFile[]> {
    return (await this.repo.listFiles(scope)).map(toFile);
  }

  /**
   * Parses an uploaded spreadsheet and stores its products; a file of the same name in the
   * scope is replaced atomically (its old products stay until the new ones are in).
   */
  async upload(scope: Scope, fileName: string, bytes: Buffer, choice?: ImportChoice): Promise<UploadedFile> {
    const name = fileName.trim().slice(0, 255);
    const type = fileTypeOf(name);
    if (!type) throw importError(fileTypeRefusal(name));
    if ((await this.repo.countOtherFiles(scope.userId, name)) >= this.caps.maxFiles)
      throw new AppError(422, 'knowledge.files_cap', { max: this.caps.maxFiles });
    const claim = await this.repo.claimFile(scope, { name, type, size: bytes.length });
    if (!claim) throw new AppError(409, 'knowledge.file_processing');
    try {
      const sheet = await this.parser.parse(bytes, name, scope.userId, { choice: sheetChoiceOf(choice) });
      const file = await this.repo.replaceProducts(
        claim.file,
        { type, size: bytes.length, rows: sheet.rows },
        { count: sheet.products, lines: sheet.lines },
        this.caps.maxProducts,
      );
      // What the import chose and skipped, as a preview would have shown it (docs/product.md §9.4).
      return { ...toFile(file), import: reportOf(sheet) };
    } catch (err) {
      await this.repo.releaseFile(claim.file, claim.created);
      throw err;
    }
  }

  async deleteFile(scope: Scope, name: string): Promise<void> {
    const file = await this.repo.findFile(scope, name);
    if (!file) throw new AppError(404, 'knowledge.file_not_found');
    if (file.status === 'PROCESSING') throw new AppError(409, 'knowledge.file_processing');
    await this.repo.deleteFile(file.id);
  }

  private async withFileNames(scope: Scope, rows: ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const names = new Map((await this.repo.listFiles(scope)).map((f) => [f.id, f.name]));
    return rows.map((row) => toProduct(row, names.get(row.file_id) ?? ''));
  }

  async listProducts(scope: Scope, query: ProductListQuery): Promise<Page<Product>> {
    const { rows, total } = await this.repo.listProducts(scope, {
      offset: query.page * query.size,
      limit: query.size,
      sort: parseSort(query.sort),
      q: query.q,
    });
    return toPage(await this.withFileNames(scope, rows), total, query.page, query.size);
  }

  async getByCode(scope: Scope, code: string): Promise<Product> {
    const row = await this.repo.findByCode(scope, code);
    if (!row) throw productNotFound();
    return (await this.withFileNames(scope, [row]))[0];
  }

  /** Adds other-colour codes to a product (POST /api/v1/data/by-code). */
  async addLinkedCodes(scope: Scope, code: string, codes: string[]): Promise<Product> {
    return this.editLinkedCodes(scope, code, (current) =>
      [...new Set([...current, ...codes])].filter((c) => c !== code),
    );
  }

  /** Removes other-colour codes from a product (DELETE /api/v1/data/by-code). */
  async removeLinkedCodes(scope: Scope, code: string, codes: string[]): Promise<Product> {
    return this.editLinkedCodes(scope, code, (current) => current.filter((c) => !codes.includes(c)));
  }

  private async editLinkedCodes(scope: Scope, code: string, edit: (current: string[]) => string[]): Promise<Product> {
    const row = await this.repo.findByCode(scope, code);
    if (!row) throw productNotFound();
    const updated = await this.repo.setLinkedCodes(Number(row.id), edit(row.linked_codes).slice(0, 50));
    return (await this.withFileNames(scope, [updated]))[0];
  }

  // ---- for the AI pipeline ----

  /** Products matching a customer's words or a code (case, spaces, hyphens and typos allowed), best first. */
  async findProducts(userId: string, channelId: string | null, query: string, limit = 10): Promise<Product[]> {
    const scope = { userId, channelId };
    return this.withFileNames(scope, await this.repo.searchProducts(scope, query, limit));
  }

  /** The product with that article code, or null. */
  async findByCode(userId: string, channelId: string | null, code: string): Promise<Product | null> {
    const scope = { userId, channelId };
    const row = await this.repo.findByCode(scope, code);
    return row ? (await this.withFileNames(scope, [row]))[0] : null;
  }

  /** Every product with that article code (one per colour where the file has several), findByCode's first. */
  async findAllByCode(userId: string, channelId: string | null, code: string): Promise<Product[]> {
    const scope = { userId, channelId };
    return this.withFileNames(scope, await this.repo.findAllByCode(scope, code));
  }

  /**
   * Every product of the account and channel, its own channel's first (the assistant's catalogue
   * index, the orders' prices). Read once per stock change and shared by both (issue 54: the first
   * order message after a change read all 20,000 rows again and held every draft up for ~1 s), so
   * the array and its products are not to be changed by callers.
   */
  async catalogueProducts(userId: string, channelId: string | null): Promise<Product[]> {
    const key = `${userId}:${channelId ?? ''}`;
    const stamp = await this.productsStamp(userId, channelId);
    const hit = this.catalogues.get(key);
    this.catalogues.delete(key);
    if (hit?.stamp === stamp) {
      this.catalogues.set(key, hit);
      return hit.products;
    }
    const products = this.repo.allProducts({ userId, channelId }).then((rows) => rows.map((row) => toProduct(row, '')));
    const entry = { stamp, products };
    this.catalogues.set(key, entry);
    // A failed read is not kept.
    products.catch(() => {
      if (this.catalogues.get(key) === entry) this.catalogues.delete(key);
    });
    if (this.catalogues.size > CATALOGUES_KEPT) this.catalogues.delete(this.catalogues.keys().next().value as string);
    return products;
  }

  /** Each account's and channel's products as of a stamp, the most recent last. */
  private readonly catalogues = new Map<string, { stamp: string; products: Promise<Product[]> }>();

  /** A value that changes whenever those products do: the catalogue index is rebuilt then. */
  productsStamp(userId: string, channelId: string | null): Promise<string> {
    // Read once per draft however many of its stages ask (lib/draft-memo.ts).
    return draftMemo(`products-stamp:${userId}:${channelId ?? ''}`, () =>
      this.repo.productsStamp({ userId, channelId }),
    );
  }

  /** Records a question the assistant could not answer (shown on the Questions tab). */
  async recordQuestion(
    userId: string,
    channelId: string | null,
    question: string,
    conversationId: string | null = null,
  ) {
    return toQuestion(await this.questions.add({ userId, channelId }, question.trim().slice(0, 2000), conversationId));
  }

  /**
   * A customer's message the assistant could not answer, kept for the owner only when it is a
   * real question (open-questions.ts), asked in a conversation (not the Test tab's), and not one
   * already open in the scope in other words or the same ones (issue 47). Null when left out.
   */
  async recordCustomerQuestion(
    userId: string,
    channelId: string | null,
    question: string,
    conversationId: string | null,
  ): Promise<CustomerQuestion | null> {
    if (!conversationId || !isOpenQuestion(question)) return null;
    const open = await this.questions.openTexts({ userId, channelId }, OPEN_QUESTIONS_COMPARED);
    if (open.some((text) => sameTopic(text, question))) return null;
    return this.recordQuestion(userId, channelId, question, conversationId);
  }

  /** Answers the owner wrote to similar questions before. */
  async answeredQuestions(
    userId: string,
    channelId: string | null,
    text: string,
    limit = 3,
  ): Promise<CustomerQuestion[]> {
    return (await this.questions.similarAnswered({ userId, channelId }, text.toLowerCase(), limit)).map(toQuestion);
  }

  // ---- questions tab ----

  async listQuestions(
    scope: Scope,
    status: 'open' | 'answered' | 'all',
    page: number,
    size: number,
  ): Promise<Page<CustomerQuestion>> {
    const { rows, total } = await this.questions.list(scope, status, page * size, size);
    return toPage(rows.map(toQuestion), total, page, size);
  }

  async answerQuestion(scope: Scope, id: string, answer: string): Promise<CustomerQuestion> {
    const row = await this.questions.answer(scope, id, answer);
    if (!row) throw new AppError(404, 'knowledge.question_not_found');
    return toQuestion(row);
  }

  async deleteQuestion(scope: Scope, id: string): Promise<void> {
    if (!(await this.questions.remove(scope, id))) throw new AppError(404, 'knowledge.question_not_found');
  }

  async shopAnswers(scope: Scope): Promise<ShopAnswers> {
    const row = await this.questions.shopAnswers(scope);
    return {
      delivery: row?.delivery ?? '',
      payment: row?.payment ?? '',
      returns: row?.returns ?? '',
      contacts: row?.contacts ?? '',
      updated_at: row ? iso(row.updated_at) : null,
    };
  }

  async saveShopAnswers(scope: Scope, changes: ShopAnswersUpdateRequest): Promise<ShopAnswers> {
    await this.questions.saveShopAnswers(scope, changes);
    return this.shopAnswers(scope);
  }
}
