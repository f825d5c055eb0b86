import { zhuyinAnswer, zhuyinBody } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { LIMITS } from '../../services/rate-limit.service.ts';
import { annotateZhuyin } from '../../zhuyin/zhuyin.ts';

/** Zhuyin for the reader and the share page (no login: a shared book is read by anyone with its link). */
export const zhuyinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/zhuyin',
    { schema: { tags: ['tool'], body: zhuyinBody, response: { 200: zhuyinAnswer } } },
    async (req) => {
      await app.services.limits.consume(LIMITS.zhuyinIp, req.ip);
      return ok(req.body.texts.map((t) => annotateZhuyin(t).map((r) => [r.char, r.zhuyin] as [string, string | null])));
    },
  );
};
