import {
  CREATE_MSG,
  ERR,
  MSG,
  PIC_GENERATIONS_PER_PAGE,
  PIC_KEPT_PER_PAGE,
  isPageNumber,
  isStoryStep,
  validateCharacter,
  validatePicFields,
} from '@storycat/contract';
import { sceneText, type AiEngine } from '../ai/index.ts';
import { findArtStyle } from '../ai/styles.ts';
import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { PictureRepository } from '../db/repositories/picture.repository.ts';
import { AppError } from '../lib/app-error.ts';
import { randomToken } from '../lib/crypto.ts';
import { DRAFT_KEEP_DAYS, draftDigest } from '../report/english-ownership.ts';
import type { AnswerCaches } from './answer-cache.ts';
import type { AuthUser } from './auth.service.ts';
import type { BookAccess } from './book-access.ts';
import { LIMITS, type RateLimitService } from './rate-limit.service.ts';
import type { SafetyGuard } from './safety.service.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * The AI tool calls (spec part 2 §7): translation, picture prompts, pictures, the character picture.
 * Every call: rate limit per user → validation with the spec's messages → safety check → engine.
 */
export interface ToolServiceDeps {
  ai: AiEngine;
  books: BookRepository;
  pictures: PictureRepository;
  storage: Storage;
  limits: RateLimitService;
  log: { warn(o: object, m: string): void; error(o: object, m: string): void };
  /** kept answers of the page data: told of a new picture at once (the change feed follows) */
  answers?: Pick<AnswerCaches, 'changed'>;
  /** the one book policy (services/book-access.ts): pictures go into the caller's own books only */
  access: BookAccess;
  /** the child's texts and the picture prompt (which a remote model may have written) pass it before any engine */
  safety: SafetyGuard;
}

export function toolService(d: ToolServiceDeps) {
  const ownBook = (user: AuthUser, bookId: string) => d.access.require(user, bookId, 'own');

  function checkStyle(style: string) {
    if (!style.trim()) throw AppError.invalid(CREATE_MSG.styleRequired);
    if (!findArtStyle(style)) throw AppError.invalid(CREATE_MSG.unknownStyle);
  }

  async function checkPrompt(user: AuthUser, prompt: string) {
    if (!prompt.trim()) throw AppError.invalid(MSG.picPromptRequired);
    await d.safety.guard(user.id, { 'tool.prompt': prompt });
  }

  /** Runs the engine; an engine failure is a kind 500 the child can retry, never a stack trace. */
  async function draw(req: Parameters<AiEngine['generateImage']>[0], msg: string): Promise<Buffer> {
    try {
      return await d.ai.generateImage(req);
    } catch (err) {
      if (err instanceof AppError) throw err; // the busy answer of a full queue (lib/cpu-gate.ts)
      d.log.error({ err }, 'picture generation failed');
      throw new AppError(ERR.server, msg, { status: 500 });
    }
  }

  async function store(folder: string, png: Buffer): Promise<{ key: string; url: string }> {
    const key = `pictures/${folder}/${randomToken(12)}.png`;
    await d.storage.put(key, png, 'image/png');
    return { key, url: `/files/${key}` };
  }

  async function characterOf(bookId: string) {
    const c = await d.pictures.findCharacter(bookId);
    return c ? { name: c.name, features: c.features } : undefined;
  }

  /** The character's portrait (character step), sent with every page to engines that take a reference picture. */
  async function portraitOf(bookId: string): Promise<Buffer | undefined> {
    const url = (await d.pictures.findCharacter(bookId))?.image;
    const key = url?.startsWith('/files/') ? url.slice('/files/'.length) : undefined;
    return key ? (await d.storage.get(key).catch(() => undefined))?.body : undefined;
  }

  return {
    async translate(user: AuthUser, q: { translate_language: string; input_text: string; book_id?: string }) {
      if (q.translate_language !== 'ch_en') throw AppError.invalid(MSG.translateLanguage);
      if (!q.input_text.trim()) throw AppError.invalid(MSG.translateNeedsText);
      // the book's own names (main character, author) stay names: only the owner's book is read
      const book = q.book_id ? await ownBook(user, q.book_id) : undefined;
      await d.limits.consume(LIMITS.aiUser, user.id);
      await d.safety.guard(user.id, { 'page.text': q.input_text });
      const names = book ? [(await characterOf(book.id))?.name ?? '', book.book_author].filter((n) => n.trim()) : [];
      const english = await d.ai.translate(q.input_text, { names });
      if (!english) throw new AppError(ERR.server, MSG.translateFailed, { status: 500 });
      // the server remembers its draft, so a save of it untouched is known as translated (decision 0022)
      await d.books.recordTranslationDraft(user.id, draftDigest(english), DRAFT_KEEP_DAYS);
      return { translate_text: english };
    },

    async storyToPrompt(user: AuthUser, q: { who: string; where: string; what: string; book_id?: string }) {
      const bad = validatePicFields(q);
      if (bad) throw AppError.invalid(bad);
      await d.limits.consume(LIMITS.aiUser, user.id);
      // each field, and the three read together as the prompt writes them (a harm split over who and what is one
      // sentence; the prompt's own labels keep the fields' edges apart, as in the prompt the picture call used to check)
      await d.safety.guard(user.id, { 'page.picture': [q.who, q.where, q.what, sceneText(q)] });
      const character = q.book_id ? await characterOf((await ownBook(user, q.book_id)).id) : undefined;
      const prompt = await d.ai.storyToPrompt(q, character);
      // the prompt is the server's own text from the texts just checked (or a remote answer the engine has checked):
      // the picture call that sends it back unchanged is not checked again (decision 0024, session g)
      d.safety.vouch(prompt);
      return { story_pic_prompt: prompt };
    },

    /**
     * The intro tour's picture: stored under pictures/trial/<user id>, so it belongs to the child who drew it and is
     * deleted with her account; counted by the rate limit only.
     */
    async pictureTrial(user: AuthUser, q: { story_pic_prompt: string; style: string }) {
      checkStyle(q.style);
      await checkPrompt(user, q.story_pic_prompt);
      await d.limits.consume(LIMITS.aiUser, user.id);
      const png = await draw(
        { prompt: q.story_pic_prompt, style: q.style, seed: Math.floor(Math.random() * 1e6) },
        MSG.picGenerationFailed,
      );
      return { story_pic_ai: (await store(`trial/${user.id}`, png)).url };
    },

    /**
     * A page picture: at most 2 generations per page, 2 pictures kept. A refused request costs nothing:
     * the counter is read first (no engine call when used up) and raised atomically with the picture.
     */
    async picturePage(
      user: AuthUser,
      q: { story_pic_prompt: string; style: string; book_id: string; step: number; page: number },
    ) {
      if (!isStoryStep(q.step)) throw AppError.invalid(MSG.invalidStep);
      if (!isPageNumber(q.page)) throw AppError.invalid(MSG.invalidStep);
      checkStyle(q.style);
      await checkPrompt(user, q.story_pic_prompt);
      const book = await ownBook(user, q.book_id);
      const before = await d.pictures.findPicState(book.id, q.step, q.page);
      if (before.picGenerated >= PIC_GENERATIONS_PER_PAGE)
        throw new AppError(ERR.limitReached, MSG.picGenerationUsedUp);
      await d.limits.consume(LIMITS.aiUser, user.id);
      const character = await characterOf(book.id);
      const reference = character ? await portraitOf(book.id) : undefined;
      const png = await draw(
        { prompt: q.story_pic_prompt, style: q.style, seed: before.picGenerated + 1, character, reference },
        MSG.picGenerationFailed,
      );
      const file = await store(book.id, png);
      const saved = await d.pictures.addGeneratedPicture({
        bookId: book.id,
        step: q.step,
        page: q.page,
        url: file.url,
        max: PIC_GENERATIONS_PER_PAGE,
        keep: PIC_KEPT_PER_PAGE,
      });
      if (!saved) {
        // Another request took the last generation meanwhile: undo our file, change nothing else.
        await d.storage.delete(file.key);
        throw new AppError(ERR.limitReached, MSG.picGenerationUsedUp);
      }
      d.answers?.changed({ userId: user.id, bookId: book.id });
      return { story_pic_ai: saved.pictures, pic_generated: saved.picGenerated };
    },

    /** The main character alone on a light background (character step, issue E). */
    async characterPicture(
      user: AuthUser,
      q: { name: string; features: string; style: string; book_id: string; seed?: number },
    ) {
      const bad = validateCharacter(q);
      if (bad) throw AppError.invalid(bad);
      const book = await ownBook(user, q.book_id);
      const style = q.style.trim() || book.style;
      checkStyle(style);
      await d.limits.consume(LIMITS.aiUser, user.id);
      await d.safety.guard(user.id, { 'character.name': q.name, 'character.features': q.features });
      const character = { name: q.name.trim(), features: q.features.trim() };
      const prompt = await d.ai.characterPrompt(character);
      const png = await draw(
        { prompt, style, seed: q.seed ?? 1, character, portrait: true },
        CREATE_MSG.imageFailedGoBack,
      );
      return { image: (await store(book.id, png)).url, prompt };
    },
  };
}
export type ToolService = ReturnType<typeof toolService>;
