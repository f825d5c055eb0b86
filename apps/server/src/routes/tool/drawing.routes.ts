import {
  DRAWING_MAX_BYTES,
  DRAWING_MSG,
  ERR,
  STICKER_IDS,
  STICKER_LABELS,
  STICKER_MSG,
  drawingAnswer,
  drawingFields,
  stickerListAnswer,
  type StickerId,
} from '@storycat/contract';
import { z } from 'zod';
import { stickerPng } from '../../ai/builtin/illustrator/stickers.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { field, readForm } from '../../plugins/form.ts';

/** 「自己畫」 (issue 24): POST /api/tool/drawing, multipart with the PNG in `drawing` (owner only). */
export const drawingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drawing } = app.services;

  app.post(
    '/drawing',
    {
      schema: {
        tags: ['tool'],
        security: [{ bearer: [] }],
        description:
          'Our addition: the child’s own drawing (PNG ≤ 3 MB, re-encoded at 1024×768) for a page (target page, ' +
          'step, page: joins story_pic_ai without counting a generation), the main character (target character: ' +
          'answers the picture for the character record) or a cover (target cover: joins the cover carousels).',
        consumes: ['multipart/form-data'],
        response: { 200: drawingAnswer },
      },
    },
    async (req) => {
      const user = requireUser(req);
      let form;
      try {
        // one byte over the limit is enough to know it is too big
        form = await readForm(req, ['drawing'], { fileSize: DRAWING_MAX_BYTES + 1 });
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 413)
          throw new AppError(ERR.invalid, DRAWING_MSG.tooLarge, { status: 413 });
        throw err;
      }
      const q = drawingFields.safeParse({
        book_id: field(form, 'book_id'),
        target: field(form, 'target'),
        step: field(form, 'step'),
        page: field(form, 'page'),
      });
      if (!q.success) throw AppError.invalid(DRAWING_MSG.badTarget);
      return ok(await drawing.saveDrawing(user, q.data, form.files.drawing), DRAWING_MSG.saved);
    },
  );

  // 「自己畫」 stickers from the built-in illustrator (login needed: the auth hook refuses a stranger first)
  app.get(
    '/stickers',
    {
      schema: {
        tags: ['tool'],
        security: [{ bearer: [] }],
        description: 'Our addition: the drawing canvas’s sticker catalogue (id, Traditional-Chinese label, PNG url).',
        response: { 200: stickerListAnswer },
      },
    },
    async (req) => {
      requireUser(req);
      return ok({
        stickers: STICKER_IDS.map((id) => ({ id, label: STICKER_LABELS[id], url: `/api/tool/stickers/${id}.png` })),
      });
    },
  );

  app.get(
    '/stickers/:file',
    {
      schema: {
        tags: ['tool'],
        security: [{ bearer: [] }],
        description: 'Our addition: one sticker, a transparent PNG ≤ 256×256 drawn by the built-in illustrator.',
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (req, reply) => {
      requireUser(req);
      const id = /^([a-z]+)\.png$/.exec(req.params.file)?.[1];
      if (!id || !Object.hasOwn(STICKER_LABELS, id)) throw AppError.notFound(STICKER_MSG.notFound);
      const png = await stickerPng(id as StickerId);
      // private: it needs a login; the drawing changes only with a release
      return reply.type('image/png').header('cache-control', 'private, max-age=604800').send(png);
    },
  );
};
