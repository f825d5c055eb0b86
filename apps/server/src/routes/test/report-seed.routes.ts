import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';

const storyBookBody = z.object({
  user_id: z.string().uuid(),
  book_name_ch: z.string().default('小兔子去河邊'),
  book_name_en: z.string().default('Little Rabbit Goes to the River'),
  book_author: z.string().default('小作者'),
  zh: z.array(z.string()).max(12),
  en: z.array(z.string()).max(12).default([]),
});

/**
 * POST /api/test/story-books: a book with its story pages written (step 3, pages 1…n), for the report's
 * browser test. Kept apart from the other seed routes (registered by seed.routes.ts, same token check).
 */
export function registerReportSeeds(app: FastifyInstance) {
  app.post('/story-books', { schema: { hide: true } }, async (req) => {
    const b = storyBookBody.parse(req.body);
    return ok(await app.services.seedStory.createStoryBook({ userId: b.user_id, ...b }));
  });
}
