import {
  MSG,
  commonChEnvelope,
  commonEnEnvelope,
  reportAbilityEnvelope,
  reportAnalysisEnvelope,
  reportCharacterEnvelope,
  reportLevelEnvelope,
  reportQuery,
  reportTraitsEnvelope,
  savedReportEnvelope,
  storyBasicEnvelope,
} from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { SectionName } from '../../services/report.service.ts';

const tags = ['report'];

/** The book id of ?book_id=, with the spec's message when it is missing. */
export function bookIdOf(req: FastifyRequest): string {
  const parsed = reportQuery.safeParse(req.query);
  if (!parsed.success) throw AppError.invalid(MSG.reportBookIdRequired);
  return parsed.data.book_id;
}

const SECTION_ANSWERS = {
  analysis: reportAnalysisEnvelope,
  level: reportLevelEnvelope,
  'common-ch': commonChEnvelope,
  'common-en': commonEnEnvelope,
  character: reportCharacterEnvelope,
  ability: reportAbilityEnvelope,
  traits: reportTraitsEnvelope,
} satisfies Record<SectionName, z.ZodTypeAny>;

/**
 * GET /api/report/<section>?book_id= (part 2 §7): each call computes its section from the book's text and
 * saves it into the book's report. Owner (or her teacher, access.canReadBook) only: anyone else gets 404 like an unknown book.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { report } = app.services;

  app.get('/story-basic', { schema: { tags, response: { 200: storyBasicEnvelope } } }, async (req) => {
    const user = requireUser(req);
    return ok(await report.storyBasic({ userId: user.id, bookId: bookIdOf(req) }));
  });

  for (const [section, answer] of Object.entries(SECTION_ANSWERS) as [SectionName, z.ZodTypeAny][]) {
    app.get(`/${section}`, { schema: { tags, response: { 200: answer } } }, async (req) => {
      const user = requireUser(req);
      return ok(await report.section({ userId: user.id, bookId: bookIdOf(req), section }));
    });
  }

  /** Our own call: the saved report and its PDF state (what GET /api/book/info will also carry). */
  app.get('/saved', { schema: { tags, response: { 200: savedReportEnvelope } } }, async (req) => {
    const user = requireUser(req);
    return ok(await report.savedReport({ userId: user.id, bookId: bookIdOf(req) }));
  });
};
