import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas of the routes: UI at /docs, JSON at /docs/json. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Vitrina API',
          description:
            'Envelopes: `{data}` on success, `{error_message}` on errors, `{error, error_description}` on /oauth. ' +
            'Server messages follow Accept-Language (uk/ua or en; default Ukrainian).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            clientBasic: { type: 'http', scheme: 'basic' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'docs' },
);
