import { bookIdQuery, booklistAnswer, booklistQuery, bookReadAnswer } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compressAnswer as onSend } from '../../lib/compress-answer.ts';
import { fastSerializerCompiler as serializerCompiler } from '../../lib/fast-serializer.ts';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['book'];

/** Shelf, reader and share view (part 1 §7). Creation routes may live beside these in their own files. */
export const bookReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reader } = app.services;

  app.get(
    '/booklist',
    { schema: { tags, querystring: booklistQuery, response: { 200: booklistAnswer } }, serializerCompiler, onSend },
    async (req) => {
      const user = requireUser(req);
      return ok(await reader.listShelf({ userId: user.id, perPage: req.query.per_page }));
    },
  );

  app.get(
    '/read',
    { schema: { tags, querystring: bookIdQuery, response: { 200: bookReadAnswer } }, serializerCompiler, onSend },
    async (req) => {
      const user = requireUser(req);
      return ok(await reader.readBook({ userId: user.id, bookId: req.query.book_id }));
    },
  );

  /** Public: the share link `/share?book_id=` works without an account. */
  app.get(
    '/view',
    { schema: { tags, querystring: bookIdQuery, response: { 200: bookReadAnswer } }, serializerCompiler, onSend },
    async (req) => {
      return ok(await reader.viewBook({ bookId: req.query.book_id }));
    },
  );
};
