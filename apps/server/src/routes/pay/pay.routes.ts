import {
  bonusEventAnswer,
  ecpayOrderAnswer,
  ecpayOrderQuery,
  ecpayQueryAnswer,
  envelope,
  payPlanAnswer,
  tradeNoQuery,
} from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { formFields } from './form-fields.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

const tags = ['pay'];
const plain = envelope(z.undefined().optional());

/** Plans, the bonus event and ECPay checkout, under /api/tool (part 1 §7). */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans, payment } = app.services;

  // Open to visitors too; a signed-in child sees her own bonus.
  app.get('/pay-plan', { schema: { tags, response: { 200: payPlanAnswer } } }, async (req) => {
    return ok(await plans.listPlans(req.user?.id ?? null));
  });

  app.get('/bonus-event', { schema: { tags, response: { 200: bonusEventAnswer } } }, async (req) => {
    return ok(await plans.viewBonusEvent(requireUser(req).id));
  });

  app.get(
    '/ECPay',
    { schema: { tags, querystring: ecpayOrderQuery, response: { 200: ecpayOrderAnswer } } },
    async (req) => {
      return ok(await payment.createOrder(requireUser(req), req.query));
    },
  );

  app.get('/ECPayVisit', { schema: { tags, querystring: tradeNoQuery, response: { 200: plain } } }, async (req) => {
    await payment.visit(requireUser(req), req.query.MerchantTradeNo.trim());
    return done();
  });

  app.get(
    '/ECPayQuery',
    { schema: { tags, querystring: tradeNoQuery, response: { 200: ecpayQueryAnswer } } },
    async (req) => {
      return ok(await payment.query(requireUser(req), req.query.MerchantTradeNo.trim()));
    },
  );

  // ReturnURL: ECPay's server-to-server notification. It wants plain `1|OK`, also for a repeat.
  app.post(
    '/ECPay/notify',
    { schema: { tags, consumes: ['application/x-www-form-urlencoded'], hide: true } },
    async (req, reply) => {
      const outcome = await payment.notify(await formFields(req));
      reply.type('text/plain; charset=utf-8');
      if (!outcome.accepted) return reply.status(400).send(`0|${outcome.reason}`);
      return reply.send('1|OK');
    },
  );

  if (payment.account.mode === 'sandbox') await app.register(sandboxRoutes);
};
