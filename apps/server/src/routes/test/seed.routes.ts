import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGES, cornerSchema } from '@storycat/contract';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';

/**
 * Test factories for the browser tests (e2e/): registered only when NODE_ENV=test and E2E_SEED_TOKEN is set,
 * and every call must carry that token. They let a test start from "a user with 30 points" without clicking
 * through screens that other tests already walk.
 */
export const seedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (req) => {
    if (req.headers['x-seed-token'] !== app.config.E2E_SEED_TOKEN) throw AppError.forbidden();
  });

  const seedUserBody = z.object({
    username: z.string().min(6).max(40).optional(),
    password: z.string().min(6).default('secret123'),
    name: z.string().default('測試小朋友'),
    email: z.string().default('kid@example.com'),
    acc_type: z.enum(['personal', 'school']).default('personal'),
    is_trial: z.boolean().default(false),
    point: z.number().int().min(0).default(0),
    guide_done: z.boolean().default(false),
  });

  app.post('/users', { schema: { hide: true, body: seedUserBody } }, async (req) => {
    return ok(await app.services.seed.createUser(req.body));
  });

  const seedBookBody = z.object({
    user_id: z.uuid(),
    book_name_ch: z.string().max(10).default('小貓去冒險'),
    book_name_en: z.string().max(60).default('The Kitten Adventure'),
    book_author: z.string().max(10).default('王小明'),
    preface: z.string().max(15).default('希望大家喜歡我的書！'),
    pages: z.number().int().min(0).max(MAX_PAGES).default(4),
    texts: z
      .array(z.object({ ch: z.string().max(50), en: z.string().max(300) }))
      .max(MAX_PAGES)
      .optional(),
    positions: z.array(cornerSchema).max(MAX_PAGES).optional(),
    covers: z.boolean().default(true),
    /** the English (pages and title) is the child's own, not the translator's draft (decision 0022) */
    en_own: z.boolean().default(false),
  });

  /** A finished book for a user (pictures are real PNGs in storage, served under /files/). */
  app.post('/books', { schema: { hide: true, body: seedBookBody } }, async (req) => {
    const { user_id, ...book } = req.body;
    return ok(await app.services.seed.createBook({ userId: user_id, ...book }));
  });

  const seedCodeBody = z.object({
    code: z.string().min(1).max(40),
    point: z.number().int().min(1),
    kind: z.enum(['single_use', 'once_per_user']).default('single_use'),
  });

  app.post('/codes', { schema: { hide: true, body: seedCodeBody } }, async (req) => {
    const [code] = await app.services.promotions.createCodes({ ...req.body, expiresAt: null });
    return ok({ code: code!.code });
  });

  const seedSchoolBody = z.object({
    school: z.string().min(1).max(60),
    username: z.string().min(6).max(40),
    password: z.string().min(6).default('teacher123'),
    name: z.string().default('王老師'),
    point: z.number().int().min(0).default(0),
  });

  /** A school with a points pool and its teacher (log in at /login?isSchool=true). */
  app.post('/schools', { schema: { hide: true, body: seedSchoolBody } }, async (req) => {
    return ok(await app.services.schoolSeed.createSchoolWithTeacher(req.body));
  });
};
