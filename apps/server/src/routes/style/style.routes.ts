import { styleAnswer } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';

/** GET /api/style: the art styles with a sample picture each (public: the list is the same for everyone). */
export const styleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['style'], response: { 200: styleAnswer } } }, async () =>
    ok(await app.services.styles.listStyles()),
  );
};
