import { CREATE_MSG, MSG, envelope, pageDataAnswer, pageKeyQuery } from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { fastSerializerCompiler as serializerCompiler } from '../../lib/fast-serializer.ts';
import { done, ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { field, readForm } from '../../plugins/form.ts';
import { readPageInput } from './page-form.ts';

const tags = ['book'];

/** Page data of the creation flow: GET/POST /api/book/data, POST /api/book/delete-page (spec part 2 §7). */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pages } = app.services;

  app.get(
    '/data',
    { schema: { tags, querystring: pageKeyQuery, response: { 200: pageDataAnswer } }, serializerCompiler },
    async (req) => ok(await pages.getPage(requireUser(req), req.query)),
  );

  app.post(
    '/data',
    {
      schema: {
        tags,
        description: 'multipart or url-encoded: book_id, step, page plus any of the page fields',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        response: { 200: pageDataAnswer },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const form = await readForm(req);
      const key = pageKeyQuery.safeParse({
        book_id: field(form, 'book_id'),
        step: field(form, 'step'),
        page: field(form, 'page'),
      });
      if (!key.success) throw AppError.invalid(CREATE_MSG.badPage);
      return ok(await pages.savePage(user, key.data, readPageInput(form)), CREATE_MSG.saved);
    },
  );

  app.post(
    '/delete-page',
    { schema: { tags, querystring: pageKeyQuery, response: { 200: envelope(z.undefined().optional()) } } },
    async (req) => {
      await pages.deletePage(requireUser(req), req.query);
      return done(CREATE_MSG.deleted ?? MSG.ok);
    },
  );
};
