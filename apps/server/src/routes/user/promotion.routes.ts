import { promotionAnswer, redeemSuccessMsg } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { field, readForm } from '../../plugins/form.ts';

/** POST /api/user/promotionCode (form `promotion_code`): redeem an activity code (part 1 §7). */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotionCode',
    {
      schema: {
        tags: ['user'],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        response: { 200: promotionAnswer },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const code = field(await readForm(req), 'promotion_code');
      const balance = await app.services.promotions.redeem(user, { code, ip: req.ip });
      return ok([{ point: balance }], redeemSuccessMsg(balance));
    },
  );
};
