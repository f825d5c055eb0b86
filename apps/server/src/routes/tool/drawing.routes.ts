import { DRAWING_MAX_BYTES, DRAWING_MSG, ERR, drawingAnswer, drawingFields } from '@storycat/contract';
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
};
