import type { FastifyPluginAsync } from 'fastify';
import { checkoutPage, errorPage } from '../../payment/sandbox.ts';
import { RETURN_PATH } from '../../services/payment.service.ts';
import { formFields } from './form-fields.ts';

/**
 * ECPAY_MODE=sandbox only: the local checkout page (the order's post_url) and its submit, which delivers
 * the signed notification to our ReturnURL exactly as ECPay would, then sends the browser back.
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const { sandboxCheckout } = app.services;
  const html = { schema: { hide: true, consumes: ['application/x-www-form-urlencoded'] } };

  app.post('/ECPay/sandbox', html, async (req, reply) => {
    const opened = await sandboxCheckout.open(await formFields(req));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if ('refused' in opened) return reply.status(400).send(errorPage(opened.refused));
    return reply.send(checkoutPage(opened.view));
  });

  app.post('/ECPay/sandbox/pay', html, async (req, reply) => {
    const f = await formFields(req);
    const result = await sandboxCheckout.pay(f);
    reply.header('cache-control', 'no-store');
    if (result.kind === 'error')
      return reply.status(400).type('text/html; charset=utf-8').send(errorPage(result.message));
    if (result.kind === 'retry')
      return reply.status(400).type('text/html; charset=utf-8').send(checkoutPage(result.view));
    if (result.kind === 'notify') {
      // Through the real ReturnURL route, so the sandbox exercises every check a real notification meets.
      const res = await app.inject({
        method: 'POST',
        url: RETURN_PATH,
        payload: new URLSearchParams(result.notification).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (res.body !== '1|OK') req.log.error({ answer: res.body }, 'sandbox notification refused');
    }
    return reply.redirect(result.backUrl, 303);
  });
};
