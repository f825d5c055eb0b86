import {
  CORNERS,
  CREATE_MSG,
  DEFAULT_CORNER,
  STORY_TEXT_MAX,
  STORY_TEXT_MIN,
  charLength,
  characterRecord,
  isStoryStep,
  pageQuota,
  type CornerName,
  type PageData,
  validateCharacter,
  validatePicFields,
} from '@storycat/contract';
import type { Database } from '../db/kysely.ts';
import type { BookRepository, PagePatch } from '../db/repositories/book.repository.ts';
import type { Page, PicInput } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { ownEnglish } from '../report/english-ownership.ts';
import type { AuthUser } from './auth.service.ts';
import { requireOwnEntry, type BookAccess } from './book-access.ts';
import { bookTag, type AnswerCaches } from './answer-cache.ts';
import type { GuardedTexts, SafetyGuard } from './safety.service.ts';

export interface PageKey {
  book_id: string;
  step: number;
  page: number;
}

/** The fields a client may send to POST /api/book/data; undefined = leave as it is. */
export interface PageInput {
  user_input?: string;
  en_user_input?: string;
  user_pic_input?: PicInput[];
  story_pic_ai?: string[];
  user_pic_select?: string;
  position_input?: string;
  ch_story_ai?: string;
}

const EN_MAX = 400;

const isPageNumber = (page: number) => Number.isInteger(page) && page >= 1 && page <= 12;
const isPageKey = (k: PageKey) => isStoryStep(k.step) && isPageNumber(k.page);

export function checkPageKey(k: PageKey) {
  if (!isStoryStep(k.step)) throw AppError.invalid(CREATE_MSG.badStep);
  if (!isPageNumber(k.page)) throw AppError.invalid(CREATE_MSG.badPage);
}

function toPageData(k: PageKey, p: Page | undefined, pageCount: number): PageData {
  return {
    book_id: k.book_id,
    step: k.step,
    page: k.page,
    user_input: p?.user_input ?? '',
    en_user_input: p?.en_user_input ?? '',
    user_pic_input: p?.user_pic_input ?? [],
    story_pic_ai: p?.story_pic_ai ?? [],
    user_pic_select: p?.user_pic_select ?? '',
    position_input: p?.position_input ?? DEFAULT_CORNER,
    pic_generated: p?.pic_generated ?? 0,
    page_count: pageCount,
    ch_story_ai: p?.ch_story_ai ?? '',
    exists: Boolean(p),
  };
}

/** Validates what the child sent against the page as it is; returns only the fields to change. */
function checkInput(k: PageKey, input: PageInput, current: Page | undefined, bookId: string): PagePatch {
  const patch: PagePatch = {};
  if (input.user_input !== undefined) {
    const text = input.user_input.trim();
    if (charLength(text) < STORY_TEXT_MIN) throw AppError.invalid(CREATE_MSG.storyTooShort);
    if (charLength(text) > STORY_TEXT_MAX) throw AppError.invalid(CREATE_MSG.storyTooLong);
    patch.user_input = text;
  }
  if (input.en_user_input !== undefined) {
    if (input.en_user_input.length > EN_MAX) throw AppError.invalid(CREATE_MSG.englishTooLong);
    patch.en_user_input = input.en_user_input.trim();
  }
  if (input.user_pic_input !== undefined) {
    const items = input.user_pic_input.map((i) => ({ who: i.who.trim(), where: i.where.trim(), what: i.what.trim() }));
    if (items.length === 0 || items.length > 4) throw AppError.invalid(CREATE_MSG.picFieldsRequired);
    for (const i of items) {
      const bad = validatePicFields(i);
      if (bad) throw AppError.invalid(bad);
    }
    patch.user_pic_input = items;
  }
  const generated = current?.story_pic_ai ?? [];
  if (input.story_pic_ai !== undefined) {
    // Pictures are added only by generation; a client may drop some, never add one.
    if (!input.story_pic_ai.every((u) => generated.includes(u))) throw AppError.invalid(CREATE_MSG.pictureNotOfPage);
    patch.story_pic_ai = [...new Set(input.story_pic_ai)];
  }
  if (input.user_pic_select !== undefined) {
    const choices = patch.story_pic_ai ?? generated;
    if (input.user_pic_select && !choices.includes(input.user_pic_select))
      throw AppError.invalid(CREATE_MSG.pictureNotOfPage);
    patch.user_pic_select = input.user_pic_select;
  }
  if (input.position_input !== undefined) {
    if (!(CORNERS as readonly string[]).includes(input.position_input)) throw AppError.invalid(CREATE_MSG.badPosition);
    patch.position_input = input.position_input as CornerName;
  }
  if (input.ch_story_ai !== undefined) patch.ch_story_ai = checkCharacter(k, input.ch_story_ai, bookId);
  return patch;
}

/** Every text of a page save the child typed, for the safety guard (a broken character record is refused later). */
function typedTexts(input: PageInput): GuardedTexts {
  let character: { name?: unknown; features?: unknown } | undefined;
  try {
    character = input.ch_story_ai ? JSON.parse(input.ch_story_ai)?.character : undefined;
  } catch {
    character = undefined;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    'page.text': input.user_input,
    'page.english': input.en_user_input,
    'page.picture': input.user_pic_input?.flatMap((i) => [i.who, i.where, i.what]),
    'character.name': text(character?.name),
    'character.features': text(character?.features),
  };
}

/** The main character record lives in step 3, page 1, as JSON text (spec part 2 §3). */
function checkCharacter(k: PageKey, text: string, bookId: string): string {
  if (k.step !== 3 || k.page !== 1) throw AppError.invalid(CREATE_MSG.characterRecordInvalid);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw AppError.invalid(CREATE_MSG.characterRecordInvalid);
  }
  const r = characterRecord.safeParse(parsed);
  if (!r.success) throw AppError.invalid(CREATE_MSG.characterRecordInvalid);
  const c = r.data.character;
  const bad = validateCharacter(c);
  if (bad) throw AppError.invalid(bad);
  if (!c.image.startsWith(`/files/pictures/${bookId}/`)) throw AppError.invalid(CREATE_MSG.characterConfirmRequired);
  return JSON.stringify({
    character: { name: c.name.trim(), features: c.features.trim(), image: c.image, prompt: c.prompt.slice(0, 300) },
  });
}

export function pageService({
  db,
  books,
  access,
  answers,
  safety,
}: {
  db: Database;
  books: BookRepository;
  /** the one book policy (services/book-access.ts): pages are their owner's only */
  access: BookAccess;
  answers: AnswerCaches;
  /** the page's texts pass it before the transaction: a refused save writes nothing */
  safety: SafetyGuard;
}) {
  return {
    /** From memory until the book changes (docs/decisions/0005-answer-cache.md); another child's book is 404. */
    async getPage(user: AuthUser, k: PageKey): Promise<PageData> {
      access.checkBookId(k.book_id);
      if (!isPageKey(k)) {
        await access.require(user, k.book_id, 'own'); // another child's book stays a 404, whatever the key
        checkPageKey(k);
      }
      const entry = await answers.page.get(`${k.book_id}:${k.step}:${k.page}`, [bookTag(k.book_id)], async () => {
        const book = await books.findBookById(k.book_id);
        if (!book) return undefined;
        const pages = await books.listPages(book.id);
        const page = pages.find((p) => p.step === k.step && p.page === k.page);
        return { ownerId: book.user_id, data: toPageData(k, page, pages.length) };
      });
      return requireOwnEntry(entry, user.id).data;
    },

    /** Saves any subset of the page's fields; a new page must fit the quota (12, or 4 on a trial account). */
    async savePage(user: AuthUser, k: PageKey, input: PageInput): Promise<PageData> {
      const book = await access.require(user, k.book_id, 'own');
      checkPageKey(k);
      await safety.guard(user.id, typedTexts(input));
      // whose English: decided here from the drafts the translator served, never taken from the client
      const enOwn =
        input.en_user_input !== undefined ? await ownEnglish(books, user.id, input.en_user_input) : undefined;
      const data = await db.transaction().execute(async (trx) => {
        // two tabs adding the 12th page at once cannot both pass the quota check
        await books.lockBook(book.id, trx);
        const current = await books.findPage(book.id, k.step, k.page, trx);
        const patch = checkInput(k, input, current, book.id);
        if (enOwn !== undefined) patch.en_own = enOwn;
        if (!current) {
          const count = await books.countPages(book.id, trx);
          if (count >= pageQuota(user.is_trial))
            throw AppError.invalid(user.is_trial ? CREATE_MSG.trialPageLimit : CREATE_MSG.pageLimit);
        }
        const saved = await books.upsertPage(book.id, k.step, k.page, patch, trx);
        return toPageData(k, saved, await books.countPages(book.id, trx));
      });
      answers.changed({ userId: user.id, bookId: book.id }); // committed: this process's next read sees it at once
      return data;
    },

    /**
     * Deletes a page. The page holding the main character record (step 3, page 1) keeps that record: only its
     * story, picture and layout are cleared, so the character survives for the other pages.
     */
    async deletePage(user: AuthUser, k: PageKey) {
      const book = await access.require(user, k.book_id, 'own');
      checkPageKey(k);
      const current = await books.findPage(book.id, k.step, k.page);
      if (!current) throw AppError.notFound(CREATE_MSG.pageNotFound);
      if (current.ch_story_ai && k.step === 3 && k.page === 1) {
        await books.clearPageContent(book.id, 3, 1);
      } else {
        await books.deletePage(book.id, k.step, k.page);
      }
      answers.changed({ userId: user.id, bookId: book.id });
    },
  };
}
export type PageService = ReturnType<typeof pageService>;
