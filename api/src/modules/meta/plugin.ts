import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTokenCipher } from '../../lib/token-cipher';
import { MetaGateway } from './gateway';
import { GraphMetaAdapter } from './graph';
import { GraphUsage } from './usage';

/** Decorates `app.meta`: the Graph adapter (real Meta or the sandbox, by config) and the token cipher. */
export const metaPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.meta;
    const cipher = await resolveTokenCipher(app.db, app.config.tokenEncryptionKey);
    const usage = new GraphUsage();
    app.decorate('meta', new MetaGateway(config, config ? new GraphMetaAdapter(config, usage) : null, cipher, usage));
  },
  { name: 'meta' },
);
