import { z } from 'zod';

/**
 * Knowledge base (docs/product.md §9.4 and the calls of §7.2): stock files, products, publications linked to
 * products, customer questions and the shop's standing answers.
 */

export const KNOWLEDGE_FILE_TYPES = ['xls', 'xlsx', 'csv'] as const;
export type KnowledgeFileType = (typeof KNOWLEDGE_FILE_TYPES)[number];
/** PROCESSING while a file is parsed and its products written; READY once they are in. */
export const KNOWLEDGE_FILE_STATUSES = ['PROCESSING', 'READY'] as const;
export type KnowledgeFileStatus = (typeof KNOWLEDGE_FILE_STATUSES)[number];

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 20;
export const DEFAULT_PUBLICATION_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;

export const CODE_MAX_LENGTH = 64;
export const LINK_MAX_LENGTH = 2000;
export const LINKED_CODES_MAX = 50;
export const ANSWER_MAX_LENGTH = 4000;

/** A stock file (GET /api/v1/data/files/xls, data[]). */
export const knowledgeFileSchema = z.object({
  name: z.string(),
  type: z.enum(KNOWLEDGE_FILE_TYPES),
  status: z.enum(KNOWLEDGE_FILE_STATUSES),
  size_bytes: z.number().int(),
  /** Data rows read and products (distinct codes) stored. */
  rows: z.number().int(),
  products: z.number().int(),
  channel_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KnowledgeFile = z.infer<typeof knowledgeFileSchema>;

/** One size of a product; quantity null when the file does not say how many. */
export const productSizeSchema = z.object({
  size: z.string(),
  quantity: z.number().int().nullable(),
  /** The size's own code when the file has one per size (`HW-118-S` of the model `HW-118`). */
  sku: z.string().optional(),
  /** Made to order ('Під замовлення' in the file): none in stock, quantity 0. */
  toOrder: z.literal(true).optional(),
  /** The size's own price where it differs from the product's (a chain of 55 cm costs more than one of 45). */
  price: z.number().nonnegative().optional(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  color: z.string(),
  sizes: z.array(productSizeSchema),
  /** Sum of the known size quantities; null when none is known. */
  quantity: z.number().int().nullable(),
  price: z.number().nullable(),
  material: z.string(),
  lining: z.string(),
  description: z.string(),
  /** The shop's own category of it ('Lingerie', 'Верхній одяг'), from a Type/Category column; '' when none. */
  category: z.string(),
  /** Whom it is for as the shop wrote it ('чоловічий', 'дівчинка', 'unisex'), from a Gender column; '' when none. */
  audience: z.string(),
  /** Codes of the same product in other colours. */
  linked_codes: z.array(z.string()),
  /** Codes of the same product with another lining. */
  lining_codes: z.array(z.string()),
  file_name: z.string(),
  channel_id: z.string().nullable(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** Spring-style page (snake_case): GET /api/v1/data and GET /api/v1/publications. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    /** Requested page size and zero-based page number. */
    size: z.number().int(),
    number: z.number().int(),
    number_of_elements: z.number().int(),
    total_elements: z.number().int(),
    total_pages: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
    empty: z.boolean(),
    pageable: z.object({ offset: z.number().int(), page_number: z.number().int(), page_size: z.number().int() }),
  });
}
export const productPageSchema = pageSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
export interface Page<T> extends Omit<ProductPage, 'content'> {
  content: T[];
}

const pageNumber = z.coerce
  .number({ error: 'validation.page.invalid' })
  .int('validation.page.invalid')
  .min(0, 'validation.page.invalid')
  .max(1_000_000, 'validation.page.invalid');
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'validation.page_size.invalid' })
    .int('validation.page_size.invalid')
    .min(1, 'validation.page_size.invalid')
    .max(MAX_PAGE_SIZE, 'validation.page_size.invalid')
    .default(fallback);
const searchText = z.string().trim().max(200, 'validation.too_long').optional();
/** Optional channel scope of every knowledge call (spec: channel calls carry channelId). */
export const channelQuerySchema = z.object({ channelId: z.uuid('validation.channel_id.invalid').optional() });

export const PRODUCT_SORT_FIELDS = ['id', 'code', 'name', 'color', 'price', 'quantity', 'updated_at'] as const;
/** GET /api/v1/data: `page` (0-based), `size`, `sort` ('code' or 'price,desc'), `q` (code or name). */
export const productListQuerySchema = channelQuerySchema.extend({
  page: pageNumber.default(0),
  size: pageSize(DEFAULT_PRODUCT_PAGE_SIZE),
  sort: z
    .string()
    .trim()
    .regex(new RegExp(`^(${PRODUCT_SORT_FIELDS.join('|')})(,(asc|desc))?$`, 'i'), 'validation.sort.invalid')
    .optional(),
  q: searchText,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const codeSchema = z
  .string({ error: 'validation.code.required' })
  .trim()
  .min(1, 'validation.code.required')
  .max(CODE_MAX_LENGTH, 'validation.too_long');

/** `?code=` of /api/v1/data/by-code. */
export const byCodeQuerySchema = channelQuerySchema.extend({ code: codeSchema });

const codeList = z
  .array(z.string().trim().max(CODE_MAX_LENGTH, 'validation.too_long'), { error: 'validation.codes.required' })
  .transform((codes) => [...new Set(codes.filter((c) => c !== ''))])
  .pipe(z.array(z.string()).min(1, 'validation.codes.required').max(LINKED_CODES_MAX, 'validation.codes.too_many'));

/** POST /api/v1/data/by-code: other-colour codes to add. */
export const addLinkedCodesRequestSchema = z.object({ codes: codeList });
/** DELETE /api/v1/data/by-code: the code(s) to remove (the client sends a list of one). */
export const removeLinkedCodesRequestSchema = addLinkedCodesRequestSchema;
export type LinkedCodesRequest = z.infer<typeof addLinkedCodesRequestSchema>;

// ---- Publications ----

export const PLATFORM_TYPES = ['INSTAGRAM', 'FACEBOOK'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const publicationSchema = z.object({
  id: z.string(),
  /** The platform's media id. */
  media_id: z.string(),
  title: z.string(),
  username: z.string(),
  platform_type: z.enum(PLATFORM_TYPES),
  /** IMAGE, VIDEO, CAROUSEL_ALBUM (Graph media_type). */
  publication_type: z.string(),
  created_at: z.string(),
  media_url: z.string(),
  thumbnail_url: z.string().nullable(),
  meta_permalink: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  linked_codes: z.array(z.string()),
  /** Whether the assistant uses this post. */
  active: z.boolean(),
  channel_id: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationPageSchema = pageSchema(publicationSchema);
export type PublicationPage = z.infer<typeof publicationPageSchema>;

/** POST /api/v1/publications/sync: the current channel's media read again into publications. */
export const publicationSyncResultSchema = z.object({
  /** Posts written (new ones and known ones with fresh media fields). */
  synced: z.number().int(),
  channel_id: z.string(),
});
export type PublicationSyncResult = z.infer<typeof publicationSyncResultSchema>;

/** GET /api/v1/publications: newest first; `active` filter, `q` = caption or ID. */
export const publicationListQuerySchema = channelQuerySchema.extend({
  page: pageNumber.default(0),
  size: pageSize(DEFAULT_PUBLICATION_PAGE_SIZE),
  active: z.enum(['true', 'false'], { error: 'validation.active.invalid' }).optional(),
  q: searchText,
});
export type PublicationListQuery = z.infer<typeof publicationListQuerySchema>;

/** Drops empty-string fields (docs/product.md §4.8), so `{link: ''}` changes nothing. */
function dropEmptyStrings(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));
}

/** PUT /api/v1/platform/publications/{id}: link and/or code, linked_codes, active; null clears. */
export const publicationUpdateRequestSchema = z.preprocess(
  dropEmptyStrings,
  z
    .object({
      link: z
        .url({ error: 'validation.link.invalid', protocol: /^https?$/ })
        .max(LINK_MAX_LENGTH, 'validation.too_long')
        .nullable()
        .optional(),
      code: codeSchema.nullable().optional(),
      linked_codes: z
        .array(z.string().trim().max(CODE_MAX_LENGTH, 'validation.too_long'))
        .max(LINKED_CODES_MAX, 'validation.codes.too_many')
        .transform((codes) => [...new Set(codes.filter((c) => c !== ''))])
        .optional(),
      active: z.boolean({ error: 'validation.active.invalid' }).optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'validation.publication_update.empty' }),
);
export type PublicationUpdateRequest = z.infer<typeof publicationUpdateRequestSchema>;

// ---- Questions and standing answers ----

export const QUESTION_STATUSES = ['open', 'answered', 'all'] as const;

/** A question a customer asked that the assistant could not answer, and the owner's answer. */
export const customerQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  conversation_id: z.string().nullable(),
  channel_id: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type CustomerQuestion = z.infer<typeof customerQuestionSchema>;
export const customerQuestionPageSchema = pageSchema(customerQuestionSchema);

/** GET /api/v1/data/questions: newest first. */
export const questionListQuerySchema = channelQuerySchema.extend({
  page: pageNumber.default(0),
  size: pageSize(DEFAULT_PRODUCT_PAGE_SIZE),
  status: z.enum(QUESTION_STATUSES, { error: 'validation.status.invalid' }).default('all'),
});

/** PUT /api/v1/data/questions/{id}. */
export const answerQuestionRequestSchema = z.object({
  answer: z
    .string({ error: 'validation.answer.required' })
    .trim()
    .min(1, 'validation.answer.required')
    .max(ANSWER_MAX_LENGTH, 'validation.too_long'),
});
export type AnswerQuestionRequest = z.infer<typeof answerQuestionRequestSchema>;

export const SHOP_ANSWER_TOPICS = ['delivery', 'payment', 'returns', 'contacts'] as const;
export type ShopAnswerTopic = (typeof SHOP_ANSWER_TOPICS)[number];

/** The shop's standing answers (GET /api/v1/data/shop-answers); '' when not written yet. */
export const shopAnswersSchema = z.object({
  delivery: z.string(),
  payment: z.string(),
  returns: z.string(),
  contacts: z.string(),
  updated_at: z.string().nullable(),
});
export type ShopAnswers = z.infer<typeof shopAnswersSchema>;

const shopAnswerText = z.string({ error: 'validation.invalid' }).trim().max(ANSWER_MAX_LENGTH, 'validation.too_long');
/** PUT /api/v1/data/shop-answers: any of the four; '' clears one. */
export const shopAnswersUpdateRequestSchema = z
  .object({
    delivery: shopAnswerText.optional(),
    payment: shopAnswerText.optional(),
    returns: shopAnswerText.optional(),
    contacts: shopAnswerText.optional(),
  })
  .refine((v) => SHOP_ANSWER_TOPICS.some((k) => v[k] !== undefined), { error: 'validation.shop_answers.empty' });
export type ShopAnswersUpdateRequest = z.infer<typeof shopAnswersUpdateRequestSchema>;
