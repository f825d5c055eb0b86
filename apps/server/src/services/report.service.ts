import { ERR, MSG, REPORT_MIN_WORDS, reportTooShortMsg, type ReportObject } from '@storycat/contract';
import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { ReportKey, ReportRepository } from '../db/repositories/report.repository.ts';
import type { SchoolRepository } from '../db/repositories/school.repository.ts';
import type { UserRepository } from '../db/repositories/user.repository.ts';
import { gradeOf } from '../report/analyser/grade.ts';
import type { Book } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { AppError } from '../lib/app-error.ts';
import { analyseStory, countWords, type StoryMetrics } from '../report/analyser/analyse.ts';
import { buildReport, type ReportInput } from '../report/analyser/report-builder.ts';
import type { Storage } from '../storage/storage.ts';
import type { BookAccess } from './book-access.ts';
import { PDF_GENERATING } from '../pdf/file-state.ts';
import type { AiEngine } from '../ai/provider.ts';
import { withRemoteTexts } from '../report/remote-texts.ts';

/** The calls /api/report/<section> and what each saves into books.report. */
export const SECTIONS = {
  analysis: { key: 'analysis', pick: (r) => r.analysis },
  level: { key: 'level', pick: (r) => r.level },
  'common-ch': { key: 'common', pick: (r) => ({ common_ch: r.common.common_ch }) },
  'common-en': { key: 'common', pick: (r) => ({ common_en: r.common.common_en }) },
  character: { key: 'character', pick: (r) => r.character },
  ability: { key: 'ability', pick: (r) => r.ability },
  traits: { key: 'traits', pick: (r) => r.traits },
} as const satisfies Record<string, { key: ReportKey; pick: (r: Required<ReportObject>) => object }>;
export type SectionName = keyof typeof SECTIONS;

interface Deps {
  books: BookRepository;
  reports: ReportRepository;
  users: UserRepository;
  /** the pupil's class name says the grade (三年二班) when it can (report/analyser/grade.ts) */
  schools?: Pick<SchoolRepository, 'findClassById'>;
  storage: Storage;
  jobs: JobQueue;
  /** writes the descriptive texts when a remote model is configured (numbers stay ours) */
  ai?: Pick<AiEngine, 'name' | 'reportTexts'>;
  log: { warn(o: object, m: string): void };
  /** the one book policy (services/book-access.ts): the owner, or her teacher / school admin (`read`) */
  access: BookAccess;
}

/** Whole years from a yyyy-mm-dd birthday; null when unknown. */
export function ageOn(birthday: string | null | undefined, today = new Date()): number | null {
  const m = birthday ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}

/** The main character's name from the character record (step 3, page 1), so the analyser keeps it whole. */
export function characterNames(pages: { step: number; page: number; ch_story_ai: string }[]): string[] {
  const record = pages.find((p) => p.step === 3 && p.page === 1)?.ch_story_ai;
  if (!record) return [];
  try {
    const name = (JSON.parse(record) as { character?: { name?: unknown } }).character?.name;
    return typeof name === 'string' && name.trim() ? [name.trim()] : [];
  } catch {
    return [];
  }
}

export const pdfUrl = (key: string | null) => (key ? `/files/${key}` : null);

export function reportService(deps: Deps) {
  const { books, reports, users } = deps;

  /** The owner's book, or a pupil's book for her teacher / school admin; anyone else gets 404 like unknown. */
  const ownBook = (userId: string, bookId: string): Promise<Book> =>
    deps.access.require({ id: userId }, bookId, 'read');

  async function storyOf(book: Book): Promise<ReportInput> {
    const [pages, owner] = await Promise.all([books.listPages(book.id), users.findUserById(book.user_id)]);
    const schoolClass = owner?.class_id ? await deps.schools?.findClassById(owner.class_id) : undefined;
    return {
      title_ch: book.book_name_ch,
      title_en: book.book_name_en,
      age: ageOn(owner?.birthday),
      grade: gradeOf({ className: schoolClass?.name, birthday: owner?.birthday }),
      zh: pages.map((p) => p.user_input),
      en: pages.map((p) => p.en_user_input),
      // rows from before decision 0022 have false: translated
      enOwn: pages.map((p) => p.en_own === true),
      titleEn: { text: book.book_name_en, own: book.book_name_en_own === true },
      names: characterNames(pages),
    };
  }

  /** The 150 gate: a clear refusal, and nothing is stored. */
  function requireLongEnough(m: Pick<StoryMetrics, 'wordCount'>) {
    if (m.wordCount < REPORT_MIN_WORDS)
      throw new AppError(ERR.invalid, reportTooShortMsg(m.wordCount), {
        status: 422,
        data: { word_count: m.wordCount },
      });
  }

  return {
    /** Fetched first by the report screen; answers under 150 words too, so the screen can say how many. */
    async storyBasic(o: { userId: string; bookId: string }) {
      const book = await ownBook(o.userId, o.bookId);
      const story = await storyOf(book);
      const word_count = countWords(story.zh);
      const basic = { title_ch: story.title_ch, title_en: story.title_en, age: story.age, word_count };
      if (word_count >= REPORT_MIN_WORDS) await reports.saveReportSections(book.id, { story_basic: basic });
      return { ...basic, author: book.book_author, img: book.book_frontcover };
    },

    /** Generates one section from the book's text and saves it into the report. */
    async section<N extends SectionName>(o: { userId: string; bookId: string; section: N }) {
      const book = await ownBook(o.userId, o.bookId);
      const story = await storyOf(book);
      const metrics = analyseStory(story);
      requireLongEnough(metrics);
      let report = buildReport(story, metrics);
      // Only the two sections with descriptive sentences ask the model, each for its own.
      if (o.section === 'analysis' || o.section === 'character')
        report = await withRemoteTexts(deps.ai, o.section, story.zh.join('\n'), report, deps.log);
      const { key, pick } = SECTIONS[o.section];
      const value = pick(report) as ReturnType<(typeof SECTIONS)[N]['pick']>;
      // The first section of a (re)generation also forgets the old report PDF: it no longer matches.
      const { staleKey } = await reports.saveReportSections(
        book.id,
        { story_basic: report.story_basic, [key]: value },
        { clearPdf: o.section === 'analysis' },
      );
      await deleteFile(deps.storage, staleKey);
      return value;
    },

    /** The saved report and the report PDF's state (also for GET /api/book/info, issue E). */
    async savedReport(o: { userId: string; bookId: string }) {
      const book = await ownBook(o.userId, o.bookId);
      return { report: (book.report ?? null) as ReportObject | null, ...getReportPdfState(book) };
    },

    /** GET /api/book/send-report: marks the PDF as generating and queues the render job. */
    async requestReportPdf(o: { userId: string; bookId: string }) {
      const book = await ownBook(o.userId, o.bookId);
      const saved = (book.report ?? {}) as ReportObject;
      if (!saved.analysis || !saved.traits) throw AppError.conflict(MSG.reportPdfNeedsReport);
      const oldKey = await reports.markReportPdfGenerating(book.id);
      try {
        await deps.jobs.send('report-pdf', { bookId: book.id });
      } catch (err) {
        await reports.setReportPdfResult(book.id, { status: 2 });
        throw err;
      }
      await deleteFile(deps.storage, oldKey);
      return { report_pdf_url: null, report_pdf_status: PDF_GENERATING };
    },
  };
}

/** report_pdf_url and report_pdf_status as the spec's book info gives them. */
export function getReportPdfState(book: Pick<Book, 'report_pdf_key' | 'report_pdf_status'>) {
  return { report_pdf_url: pdfUrl(book.report_pdf_key), report_pdf_status: book.report_pdf_status };
}

async function deleteFile(storage: Storage, key: string | null) {
  if (key) await storage.delete(key);
}
export type ReportService = ReturnType<typeof reportService>;
