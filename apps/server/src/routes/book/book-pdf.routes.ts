import { FINISH_MSG, bookIdQuery, envelope } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

/**
 * GET /api/book/send-pdf (spec part 2 §7): queues the e-book. The answer comes at once; book_pdf_status in
 * GET /api/book/info says 1 while the job renders and 0 with book_pdf_url when the file is ready.
 */
export const bookPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/send-pdf',
    { schema: { tags: ['book'], querystring: bookIdQuery, response: { 200: envelope(z.undefined().optional()) } } },
    async (req) => {
      await app.services.bookPdf.requestBookPdf(requireUser(req), req.query.book_id);
      return done(FINISH_MSG.ebookQueued);
    },
  );
};
