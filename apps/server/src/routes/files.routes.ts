import type { FastifyPluginAsync } from 'fastify';
import { ERR, MSG } from '@storycat/contract';
import { thumbnail, thumbWidth } from '../storage/thumbnails.ts';

const KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;

/**
 * Stored files (pictures, avatars, PDFs). Keys are random and never reused, so they cache forever.
 * `?w=` answers a picture at that width (snapped to a few sizes), WebP when the browser accepts it.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>(
    '/files/*',
    { schema: { hide: true } },
    async (req, reply) => {
      const key = req.params['*'];
      if (!KEY.test(key) || key.includes('..'))
        return reply.status(404).send({ state: false, code: ERR.notFound, msg: MSG.notFound });
      const w = Number(req.query.w);
      const sized = Number.isInteger(w) && w > 0;
      const webp = /\bimage\/webp\b/.test(req.headers.accept ?? '');
      const file = sized
        ? await thumbnail(app.storage, { key, width: thumbWidth(w), webp })
        : await app.storage.get(key);
      if (!file) return reply.status(404).send({ state: false, code: ERR.notFound, msg: MSG.notFound });
      if (sized) reply.header('vary', 'Accept');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
