import fp from 'fastify-plugin';
import { DEFAULT_IMPORT_LIMITS, SpreadsheetParser, type ImportLimits } from './import/parse-file';
import { QuestionsRepository } from './questions-repository';
import { KnowledgeRepository } from './repository';
import { ImportPreviews } from './import-previews';
import { PreviewsRepository } from './previews-repository';
import { knowledgeRoutes } from './routes';
import { KnowledgeService } from './service';
import { named } from '../../lib/plugin-name';

/**
 * The knowledge domain: stock spreadsheets parsed into products, product search for the
 * assistant (`app.knowledgeService.findProducts/findByCode`), questions and standing answers.
 */
export const knowledgeModule = fp<{ importLimits?: Partial<ImportLimits> }>(
  async (app, opts) => {
    const parser = new SpreadsheetParser({ ...DEFAULT_IMPORT_LIMITS, ...opts.importLimits }, app.config.importWorker);
    const service = new KnowledgeService(
      new KnowledgeRepository(app.db),
      new QuestionsRepository(app.db),
      parser,
      app.config.knowledgeCaps,
    );
    app.decorate('knowledgeService', service);
    await app.register(named(knowledgeRoutes), {
      previews: new ImportPreviews(new PreviewsRepository(app.db), parser, service),
    });
  },
  { name: 'knowledge-module' },
);
