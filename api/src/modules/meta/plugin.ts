import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTokenCipher } from '../../lib/token-cipher';
import { MetaGateway } from './gateway';
import { GraphMetaAdapter } from './graph';

/** Decorates `app.meta`: the Graph adapter (real Meta or the sandbox, by config) and the token cipher. */
export const metaPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.meta;
    const cipher = await resolveTokenCipher(app.db, app.config.tokenEncryptionKey);
    app.decorate('meta', new MetaGateway(config, config ? new GraphMetaAdapter(config) : null, cipher));
  },
  { name: 'meta' },
);
