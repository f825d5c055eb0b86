import {
  COVER_DRAWINGS_KEPT,
  CREATE_MSG,
  DRAWINGS_KEPT_PER_PAGE,
  DRAWING_HEIGHT,
  DRAWING_MAX_BYTES,
  DRAWING_MSG,
  DRAWING_WIDTH,
  ERR,
  MSG,
  isPageNumber,
  isStoryStep,
  pageQuota,
  type DrawingTarget,
} from '@storycat/contract';
import type { BookAccess } from './book-access.ts';
import type { PictureRepository } from '../db/repositories/picture.repository.ts';
import { AppError } from '../lib/app-error.ts';
import { randomToken } from '../lib/crypto.ts';
import type { Storage } from '../storage/storage.ts';
import type { AnswerCaches } from './answer-cache.ts';
import type { AuthUser } from './auth.service.ts';
import { hasTrailingData } from './image-trailer.ts';
import type { Limit, RateLimitService } from './rate-limit.service.ts';
import { sharp } from '../lib/native.ts';

/** Saving drawings: generous for a child redrawing a page, a ceiling for automation only. */
export const DRAWING_LIMIT: Limit = { name: 'draw:user', max: 60, windowSeconds: 600 };
/** a canvas larger than 4096×4096 is no drawing of ours; it also stops a decompression bomb early */
const MAX_INPUT_PIXELS = 4096 * 4096;

/**
 * The child's PNG as the book's picture: decoded by sharp (PNG only, nothing after IEND), flattened on white,
 * cropped to 4:3 and re-encoded at 1024×768. Metadata and anything hidden in the file are dropped.
 */
export async function reencodeDrawing(input: Buffer): Promise<Buffer> {
  if (input.length > DRAWING_MAX_BYTES) throw new AppError(ERR.invalid, DRAWING_MSG.tooLarge, { status: 413 });
  let meta: { format?: string; width?: number; height?: number };
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw AppError.invalid(DRAWING_MSG.notPng);
  }
  if (meta.format !== 'png' || hasTrailingData(input, 'png')) throw AppError.invalid(DRAWING_MSG.notPng);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .flatten({ background: '#ffffff' })
      .resize(DRAWING_WIDTH, DRAWING_HEIGHT, { fit: 'cover' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    // a cut-short or corrupt PNG passes metadata() (header only) and fails here
    throw AppError.invalid(DRAWING_MSG.notPng);
  }
}

export interface DrawingServiceDeps {
  /** the one book policy (services/book-access.ts): only the owner draws in her book */
  access: BookAccess;
  pictures: PictureRepository;
  storage: Storage;
  limits: RateLimitService;
  answers?: Pick<AnswerCaches, 'changed'>;
}

export interface DrawingInput {
  book_id: string;
  target: DrawingTarget;
  step: number;
  page: number;
}

/**
 * 「自己畫」 (issue 24): stores the child's drawing like a generated picture — a page's picture choices, the main
 * character's picture, or the book's cover drawings — without points and without using up a generation.
 */
export function drawingService(d: DrawingServiceDeps) {
  return {
    async saveDrawing(user: AuthUser, q: DrawingInput, png: Buffer | undefined) {
      const book = await d.access.require(user, q.book_id, 'own');
      if (q.target === 'page' && (!isStoryStep(q.step) || !isPageNumber(q.page)))
        throw AppError.invalid(MSG.invalidStep);
      if (!png?.length) throw AppError.invalid(DRAWING_MSG.notPng);
      await d.limits.consume(DRAWING_LIMIT, user.id);
      const picture = await reencodeDrawing(png);
      const key = `pictures/${book.id}/drawn-${randomToken(12)}.png`;
      const url = `/files/${key}`;
      await d.storage.put(key, picture, 'image/png');
      try {
        if (q.target === 'page') {
          const saved = await d.pictures.addDrawnPicture({
            bookId: book.id,
            step: q.step,
            page: q.page,
            url,
            keep: DRAWINGS_KEPT_PER_PAGE,
            quota: pageQuota(user.is_trial),
          });
          if (!saved) throw AppError.invalid(user.is_trial ? CREATE_MSG.trialPageLimit : CREATE_MSG.pageLimit);
          d.answers?.changed({ userId: user.id, bookId: book.id });
          return { image: url, story_pic_ai: saved.pictures, pic_generated: saved.picGenerated };
        }
        if (q.target === 'cover') {
          const drawings = await d.pictures.addCoverDrawing({ bookId: book.id, url, keep: COVER_DRAWINGS_KEPT });
          d.answers?.changed({ userId: user.id, bookId: book.id });
          return { image: url, drawings };
        }
        // the character: the picture is kept when the child confirms the character record (as a generated one)
        return { image: url };
      } catch (e) {
        await d.storage.delete(key).catch(() => undefined);
        throw e;
      }
    },
  };
}
export type DrawingService = ReturnType<typeof drawingService>;
