import { ERR, MSG } from '@storycat/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** One error handler: AppError → its status and message; validation → 400; anything else → 500 without details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      return reply.status(err.status).send({
        state: false,
        code: err.code,
        msg: err.message,
        ...(err.data !== undefined ? { data: err.data } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      req.log.info({ issues: err.validation.map((v) => v.instancePath + ' ' + v.message) }, 'invalid request');
      return reply.status(400).send({ state: false, code: ERR.invalid, msg: MSG.badRequest });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ state: false, code: ERR.tooMany, msg: MSG.tooManyRequests });
    if (status === 413) return reply.status(413).send({ state: false, code: ERR.invalid, msg: MSG.avatarTooLarge });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ state: false, code: ERR.invalid, msg: MSG.badRequest });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ state: false, code: ERR.server, msg: MSG.serverError });
  });
}
