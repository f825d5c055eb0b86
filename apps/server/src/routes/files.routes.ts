import type { FastifyPluginAsync } from 'fastify';
import { ERR, MSG } from '@storycat/contract';

/** Stored files (pictures, avatars, PDFs). Keys are random and never reused, so they cache forever. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    if (!/^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) || key.includes('..'))
      return reply.status(404).send({ state: false, code: ERR.notFound, msg: MSG.notFound });
    const file = await app.storage.get(key);
    if (!file) return reply.status(404).send({ state: false, code: ERR.notFound, msg: MSG.notFound });
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
};
