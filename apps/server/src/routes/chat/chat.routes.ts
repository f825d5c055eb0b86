import { MSG, chatAnswer, chatBody, errorEnvelope } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['chat'];

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;

  // Validation errors are attached rather than answered, so the child sees the schema's own clear message
  // (too long, unknown mode …) instead of a generic 400.
  app.post(
    '/',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: "One turn of the mascot's chat (title, character, page story or default mode)",
        security: [{ bearer: [] }],
        body: chatBody,
        response: { 200: chatAnswer, 400: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope, 502: errorEnvelope },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const parsed = chatBody.safeParse(req.body);
      if (!parsed.success) {
        const msg = parsed.error.issues[0]?.message ?? '';
        // Our schema messages are Chinese; zod's own (a wrong type sent by a broken client) are not.
        throw AppError.invalid(/\p{Script=Han}/u.test(msg) ? msg : MSG.badRequest);
      }
      return ok(await chat.turn(user, parsed.data));
    },
  );
};
