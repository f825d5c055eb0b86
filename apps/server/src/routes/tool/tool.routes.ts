import {
  MSG,
  characterImgAnswer,
  characterImgQuery,
  imgSelfAnswer,
  imgSelfQuery,
  imgTrialAnswer,
  imgTrialQuery,
  storyToPromptAnswer,
  storyToPromptQuery,
  translateAnswer,
  translateQuery,
} from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['tool'];
const security = [{ bearer: [] }];

/** The spec's AI tool calls (part 2 §7), all GET with query fields, login required, rate-limited per user. */
export const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tool } = app.services;

  app.get(
    '/translate',
    { schema: { tags, security, querystring: translateQuery, response: { 200: translateAnswer } } },
    async (req) => ok(await tool.translate(requireUser(req), req.query), MSG.ok),
  );

  app.get(
    '/story-to-prompt',
    { schema: { tags, security, querystring: storyToPromptQuery, response: { 200: storyToPromptAnswer } } },
    async (req) => ok(await tool.storyToPrompt(requireUser(req), req.query)),
  );

  app.get(
    '/prompt-to-img-trial',
    { schema: { tags, security, querystring: imgTrialQuery, response: { 200: imgTrialAnswer } } },
    async (req) => ok(await tool.pictureTrial(requireUser(req), req.query)),
  );

  app.get(
    '/prompt-to-img-self',
    { schema: { tags, security, querystring: imgSelfQuery, response: { 200: imgSelfAnswer } } },
    async (req) => ok(await tool.picturePage(requireUser(req), req.query)),
  );

  app.get(
    '/character-img',
    {
      schema: {
        tags,
        security,
        description:
          'Our addition for the character step: the main character alone on a light background (owner only).',
        querystring: characterImgQuery,
        response: { 200: characterImgAnswer },
      },
    },
    async (req) => ok(await tool.characterPicture(requireUser(req), req.query)),
  );
};
