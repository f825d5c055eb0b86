import {
  bookIdQuery,
  commonChEnvelope,
  commonEnEnvelope,
  reportAbilityEnvelope,
  reportAnalysisEnvelope,
  reportCharacterEnvelope,
  reportLevelEnvelope,
  reportTraitsEnvelope,
  savedReportEnvelope,
  storyBasicEnvelope,
} from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { SectionName } from '../../services/report.service.ts';

const tags = ['report'];

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
 * saves it into the book's report. The owner or her teacher / school admin (the book policy's `read`): anyone else
 * gets 404 like an unknown book, and a missing or malformed id the policy's 400.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { report } = app.services;

  app.get(
    '/story-basic',
    { schema: { tags, querystring: bookIdQuery, response: { 200: storyBasicEnvelope } } },
    async (req) => {
      const user = requireUser(req);
      return ok(await report.storyBasic({ userId: user.id, bookId: req.query.book_id }));
    },
  );

  for (const [section, answer] of Object.entries(SECTION_ANSWERS) as [SectionName, z.ZodTypeAny][]) {
    app.get(`/${section}`, { schema: { tags, querystring: bookIdQuery, response: { 200: answer } } }, async (req) => {
      const user = requireUser(req);
      return ok(await report.section({ userId: user.id, bookId: req.query.book_id, section }));
    });
  }

  /** Our own call: the saved report and its PDF state (what GET /api/book/info will also carry). */
  app.get(
    '/saved',
    { schema: { tags, querystring: bookIdQuery, response: { 200: savedReportEnvelope } } },
    async (req) => {
      const user = requireUser(req);
      return ok(await report.savedReport({ userId: user.id, bookId: req.query.book_id }));
    },
  );
};
