import { PRIVACY_MSG, deleteAccountBody, envelope } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

/** Our addition for privacy: download everything of my account as a zip; delete my account (password needed). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.services;

  app.get('/export', { schema: { tags, security, produces: ['application/zip'] } }, async (req, reply) => {
    const zip = await account.exportArchive(requireUser(req));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="storycat-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });

  app.post(
    '/delete',
    { schema: { tags, security, body: deleteAccountBody, response: { 200: envelope(z.undefined().optional()) } } },
    async (req) => {
      await account.deleteAccount(requireUser(req), req.body.password, req.ip);
      return done(PRIVACY_MSG.accountDeleted);
    },
  );
};
