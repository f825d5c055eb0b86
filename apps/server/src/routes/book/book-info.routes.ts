import { CREATE_MSG, bookCreatedAnswer, bookIdQuery, bookInfoAnswer, envelope } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { field, readForm } from '../../plugins/form.ts';
import type { BookInfoPatch } from '../../services/book-info.service.ts';

const tags = ['book'];
const PATCHABLE = [
  'book_name_ch',
  'book_name_en',
  'book_author',
  'style',
  'book_frontcover',
  'book_backcover',
  'preface',
] as const;

/** GET/POST /api/book/info (spec part 2 §7): create a book (spending 10 points) or change its fields. */
export const bookInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookInfo } = app.services;

  app.get('/info', { schema: { tags, querystring: bookIdQuery, response: { 200: bookInfoAnswer } } }, async (req) => {
    return ok(await bookInfo.getBookInfo(requireUser(req), req.query.book_id));
  });

  app.post(
    '/info',
    {
      schema: {
        tags,
        description:
          'without book_id: create (style, book_name_ch, book_name_en, book_author) → data.book_id; with book_id: update any of the book fields',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        response: { 200: z.union([bookCreatedAnswer, envelope(z.undefined().optional())]) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const form = await readForm(req);
      const bookId = field(form, 'book_id');
      if (!bookId) {
        const book = await bookInfo.createBook(user, {
          book_name_ch: field(form, 'book_name_ch') ?? '',
          book_name_en: field(form, 'book_name_en') ?? '',
          book_author: field(form, 'book_author') ?? '',
          style: field(form, 'style') ?? '1',
        });
        return ok({ book_id: book.id });
      }
      const patch: BookInfoPatch = {};
      for (const k of PATCHABLE) {
        const v = field(form, k);
        if (v !== undefined) patch[k] = v;
      }
      await bookInfo.updateBook(user, bookId, patch);
      return done(CREATE_MSG.saved);
    },
  );
};
