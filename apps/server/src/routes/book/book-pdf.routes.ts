import { FINISH_MSG, envelope, sendPdfQuery } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

/**
 * GET /api/book/send-pdf (spec part 2 §7): queues the e-book. The answer comes at once; book_pdf_status in
 * GET /api/book/info says 1 while the job renders and 0 with book_pdf_url when the file is ready. Optional:
 * zhuyin=true, layout=book|bilingual, paper=A4|A5 (the bilingual print layout).
 */
export const bookPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/send-pdf',
    { schema: { tags: ['book'], querystring: sendPdfQuery, response: { 200: envelope(z.undefined().optional()) } } },
    async (req) => {
      const { book_id, ...options } = req.query;
      await app.services.bookPdf.requestBookPdf(requireUser(req), book_id, options);
      return done(FINISH_MSG.ebookQueued);
    },
  );
};
