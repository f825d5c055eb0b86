import { MSG, bookIdQuery, reportPdfEnvelope } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

/** GET /api/book/send-report?book_id= (part 2 §7): starts the report PDF; the answer carries its state. */
export const reportPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/send-report',
    { schema: { tags: ['report'], querystring: bookIdQuery, response: { 200: reportPdfEnvelope } } },
    async (req) => {
      const user = requireUser(req);
      return ok(
        await app.services.report.requestReportPdf({ userId: user.id, bookId: req.query.book_id }),
        MSG.reportPdfStarted,
      );
    },
  );
};
