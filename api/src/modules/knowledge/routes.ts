import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addLinkedCodesRequestSchema,
  answerQuestionRequestSchema,
  byCodeQuerySchema,
  channelQuerySchema,
  customerQuestionPageSchema,
  customerQuestionSchema,
  dataEnvelope,
  errorResponseSchema,
  importChoiceSchema,
  importPreviewSchema,
  knowledgeFileSchema,
  messageResultSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  questionListQuerySchema,
  removeLinkedCodesRequestSchema,
  shopAnswersSchema,
  shopAnswersUpdateRequestSchema,
  uploadedFileSchema,
  type Language,
} from '@vitrina/shared/contracts';
import { AppError } from '../../lib/errors';
import { languageOf, t } from '../../lib/i18n';
import { requireMultipartBoundary } from '../../lib/multipart';
import { signedInRoutes } from '../../lib/route-options';
import { scopeOf } from '../../lib/scope';
import { importError } from './import/parse-file';
import type { ImportPreviews, PreviewResult } from './import-previews';
import { KNOWLEDGE_MESSAGES } from '../../lib/messages-knowledge';

const previewParams = z.object({ id: z.string().min(1).max(64) });

/** A preview with its problem worded in the caller's language. */
function wordedPreview(lng: Language, preview: PreviewResult) {
  const key = preview.problem as keyof typeof KNOWLEDGE_MESSAGES | null;
  return {
    ...preview,
    problem:
      key && key in KNOWLEDGE_MESSAGES
        ? {
            key,
            message: t(lng, key, {
              headers:
                preview.columns
                  .map((c) => c.header)
                  .filter(Boolean)
                  .join(', ') || '—',
            }),
          }
        : null,
  };
}

const messageEnvelope = dataEnvelope(messageResultSchema);
const productEnvelope = dataEnvelope(productSchema);

/** The one spreadsheet of a multipart upload (field `file`); anything else is refused. */
async function readUpload(req: FastifyRequest, maxFileBytes: number): Promise<{ name: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw new AppError(400, 'knowledge.file_required');
  let upload: { name: string; bytes: Buffer } | null = null;
  let extra = false;
  for await (const part of req.parts({ limits: { fileSize: maxFileBytes, files: 2, fields: 10, parts: 12 } })) {
    if (part.type !== 'file') continue;
    if (upload || part.fieldname !== 'file') {
      extra = true;
      part.file.resume();
      continue;
    }
    try {
      upload = { name: part.filename.split(/[\\/]/).pop() ?? '', bytes: await part.toBuffer() };
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw importError('knowledge.file_too_large', { mb: Math.round(maxFileBytes / 1048576) });
      }
      throw err;
    }
  }
  if (!upload || extra || upload.name === '') throw new AppError(400, 'knowledge.file_required');
  return upload;
}

/** GET/POST/DELETE /api/v1/data...: stock files, products, questions and standing answers. */
export async function knowledgeRoutes(app: FastifyInstance, opts: { previews: ImportPreviews }): Promise<void> {
  const { previews } = opts;
  const service = app.knowledgeService;
  app.addHook('onRequest', requireMultipartBoundary);
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'knowledge');

  r.get(
    '/api/v1/data/files/xls',
    signedIn('Stock files of the account (and channel)', {
      querystring: channelQuerySchema,
      response: { 200: dataEnvelope(z.array(knowledgeFileSchema)) },
    }),
    async (req) => ({ data: await service.listFiles(scopeOf(req)) }),
  );

  r.post(
    '/api/v1/data/files/xls',
    signedIn('Upload one .xls, .xlsx or .csv (multipart field "file"); a file of the same name is replaced', {
      consumes: ['multipart/form-data'],
      querystring: channelQuerySchema,
      response: {
        201: dataEnvelope(uploadedFileSchema),
        409: errorResponseSchema,
        413: errorResponseSchema,
        422: errorResponseSchema,
      },
      perAccount: app.config.rateLimits.knowledgeUploadPerAccount,
    }),
    async (req, reply) => {
      const upload = await readUpload(req, service.limits.maxFileBytes);
      const file = await service.upload(scopeOf(req), upload.name, upload.bytes);
      reply.code(201);
      return { data: file };
    },
  );

  // The preview before an import (docs/product.md §9.4).
  r.post(
    '/api/v1/data/files/xls/preview',
    signedIn('Read a stock file without importing it: the sheet, columns, first products and skipped rows', {
      consumes: ['multipart/form-data'],
      querystring: channelQuerySchema,
      response: { 201: dataEnvelope(importPreviewSchema), 413: errorResponseSchema, 422: errorResponseSchema },
      perAccount: app.config.rateLimits.knowledgeUploadPerAccount,
    }),
    async (req, reply) => {
      const upload = await readUpload(req, service.limits.maxFileBytes);
      const preview = await previews.create(scopeOf(req), upload.name, upload.bytes);
      reply.code(201);
      return { data: wordedPreview(languageOf(req), preview) };
    },
  );

  r.post(
    '/api/v1/data/files/xls/preview/:id',
    signedIn("Read the previewed file again with the owner's sheet, header row or column meanings", {
      params: previewParams,
      querystring: channelQuerySchema,
      body: importChoiceSchema,
      response: { 200: dataEnvelope(importPreviewSchema), 404: errorResponseSchema, 422: errorResponseSchema },
      perAccount: app.config.rateLimits.knowledgePreviewPerAccount,
    }),
    async (req) => ({
      data: wordedPreview(languageOf(req), await previews.update(scopeOf(req), req.params.id, req.body)),
    }),
  );

  r.post(
    '/api/v1/data/files/xls/preview/:id/confirm',
    signedIn("Import the previewed file with the owner's choices (a file of the same name is replaced)", {
      params: previewParams,
      querystring: channelQuerySchema,
      body: importChoiceSchema,
      response: {
        201: dataEnvelope(uploadedFileSchema),
        404: errorResponseSchema,
        409: errorResponseSchema,
        413: errorResponseSchema,
        422: errorResponseSchema,
      },
      perAccount: app.config.rateLimits.knowledgePreviewPerAccount,
    }),
    async (req, reply) => {
      const file = await previews.confirm(scopeOf(req), req.params.id, req.body);
      reply.code(201);
      return { data: file };
    },
  );

  r.delete(
    '/api/v1/data/files/xls/preview/:id',
    signedIn('Drop a previewed file without importing it', {
      params: previewParams,
      querystring: channelQuerySchema,
      response: { 200: messageEnvelope, 404: errorResponseSchema },
      perAccount: app.config.rateLimits.knowledgePreviewPerAccount,
    }),
    async (req) => {
      await previews.cancel(scopeOf(req), req.params.id);
      return { data: { message: t(languageOf(req), 'knowledge.deleted') } };
    },
  );

  r.delete(
    '/api/v1/data/files/xls/:name',
    signedIn('Delete a stock file and its products', {
      ownerOnly: true,
      params: z.object({ name: z.string().min(1).max(255) }),
      querystring: channelQuerySchema,
      response: { 200: messageEnvelope, 409: errorResponseSchema },
    }),
    async (req) => {
      await service.deleteFile(scopeOf(req), req.params.name);
      return { data: { message: t(languageOf(req), 'knowledge.deleted') } };
    },
  );

  r.get(
    '/api/v1/data',
    signedIn('Products, Spring-style pages; q searches code and name', {
      querystring: productListQuerySchema,
      response: { 200: dataEnvelope(productPageSchema) },
    }),
    async (req) => ({ data: await service.listProducts(scopeOf(req), req.query) }),
  );

  r.get(
    '/api/v1/data/by-code',
    signedIn('One product by article code', { querystring: byCodeQuerySchema, response: { 200: productEnvelope } }),
    async (req) => ({ data: await service.getByCode(scopeOf(req), req.query.code) }),
  );

  r.post(
    '/api/v1/data/by-code',
    signedIn('Add codes of the product in other colours', {
      querystring: byCodeQuerySchema,
      body: addLinkedCodesRequestSchema,
      response: { 200: productEnvelope },
    }),
    async (req) => ({ data: await service.addLinkedCodes(scopeOf(req), req.query.code, req.body.codes) }),
  );

  r.delete(
    '/api/v1/data/by-code',
    signedIn('Remove other-colour codes from the product', {
      querystring: byCodeQuerySchema,
      body: removeLinkedCodesRequestSchema,
      response: { 200: productEnvelope },
    }),
    async (req) => ({ data: await service.removeLinkedCodes(scopeOf(req), req.query.code, req.body.codes) }),
  );

  r.get(
    '/api/v1/data/questions',
    signedIn('Questions the assistant could not answer, newest first', {
      querystring: questionListQuerySchema,
      response: { 200: dataEnvelope(customerQuestionPageSchema) },
    }),
    async (req) => ({
      data: await service.listQuestions(scopeOf(req), req.query.status, req.query.page, req.query.size),
    }),
  );

  const questionParams = z.object({ id: z.uuid() });

  r.put(
    '/api/v1/data/questions/:id',
    signedIn('Answer a question (the assistant uses the answer next time)', {
      params: questionParams,
      querystring: channelQuerySchema,
      body: answerQuestionRequestSchema,
      response: { 200: dataEnvelope(customerQuestionSchema) },
    }),
    async (req) => ({ data: await service.answerQuestion(scopeOf(req), req.params.id, req.body.answer) }),
  );

  r.delete(
    '/api/v1/data/questions/:id',
    signedIn('Delete a question', {
      ownerOnly: true,
      params: questionParams,
      querystring: channelQuerySchema,
      response: { 200: messageEnvelope },
    }),
    async (req) => {
      await service.deleteQuestion(scopeOf(req), req.params.id);
      return { data: { message: t(languageOf(req), 'knowledge.deleted') } };
    },
  );

  r.get(
    '/api/v1/data/shop-answers',
    signedIn("The shop's standing answers: delivery, payment, returns, contacts", {
      querystring: channelQuerySchema,
      response: { 200: dataEnvelope(shopAnswersSchema) },
    }),
    async (req) => ({ data: await service.shopAnswers(scopeOf(req)) }),
  );

  r.put(
    '/api/v1/data/shop-answers',
    signedIn("Change the shop's standing answers ('' clears one)", {
      querystring: channelQuerySchema,
      body: shopAnswersUpdateRequestSchema,
      response: { 200: dataEnvelope(shopAnswersSchema) },
    }),
    async (req) => ({ data: await service.saveShopAnswers(scopeOf(req), req.body) }),
  );
}
