import { REPORT_MIN_WORDS, type BookReadView } from '@storycat/contract';
import { analyseStory } from '../../report/analyser/analyse.ts';
import { pupilHighlight } from '../../report/analyser/highlight.ts';
import { characterNames } from '../report.service.ts';
import type { BookRepository } from '../../db/repositories/book.repository.ts';
import type { SchoolRepository } from '../../db/repositories/school.repository.ts';
import type { AccessService } from '../access.service.ts';
import { bookNotFound, checkBookId } from '../book-access.ts';
import { toReadView } from '../book-view.ts';

/** Chinese characters plus English words: what a teacher calls "words written" on a page. */
export function countWords(text: string): number {
  const han = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z0-9]+(?:'[A-Za-z]+)?/g)?.length ?? 0;
  return han + latin;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** What the class overview shows of a pupil's latest book: the Chinese level (from 150 words) and one highlight. */
interface Reading {
  level: number | null;
  highlight: string | null;
}
/** books whose reading is kept in memory (a school's classes, a few hundred books each) */
const READINGS_KEPT = 5000;

/** What a teacher sees of her pupils' work: the class overview, a pupil's books, one book read-only. */
export function pupilWorkService(deps: { schools: SchoolRepository; books: BookRepository; access: AccessService }) {
  const { schools, books, access } = deps;
  const readings = new Map<string, Reading>();

  /** Per book: content pages with text and the words on them, and the texts for the reading (readingOf). */
  async function bookStats(ownerIds: string[]) {
    const { books: list, pages } = await schools.listBooksWithTextsOfOwners(ownerIds);
    const stats = new Map(
      list.map((b) => [
        b.id,
        { ...b, pages: 0, words: 0, last: new Date(b.updated_at), texts: [] as string[], names: [] as string[] },
      ]),
    );
    for (const p of pages) {
      const s = stats.get(p.book_id);
      if (!s) continue;
      if (p.ch_story_ai) s.names = characterNames([p]);
      if (!p.user_input.trim()) continue;
      s.pages += 1;
      s.words += countWords(p.user_input);
      s.texts.push(p.user_input);
      if (new Date(p.updated_at) > s.last) s.last = new Date(p.updated_at);
    }
    return [...stats.values()];
  }

  /**
   * The report analyser's reading of a book (level and one highlight), kept per book and last change: a class of
   * 30 is analysed once, and again only for the books that changed (bench/class-overview in the report).
   */
  function readingOf(b: { id: string; last: Date; texts: string[]; names: string[] }): Reading {
    const key = `${b.id}:${b.last.getTime()}`;
    const kept = readings.get(key);
    if (kept) {
      readings.delete(key); // most recently used last
      readings.set(key, kept);
      return kept;
    }
    const m = analyseStory({ zh: b.texts, en: [], names: b.names });
    const reading: Reading = {
      level: m.wordCount >= REPORT_MIN_WORDS ? m.levelZh : null,
      highlight: pupilHighlight(m),
    };
    readings.set(key, reading);
    if (readings.size > READINGS_KEPT) readings.delete(readings.keys().next().value!);
    return reading;
  }

  return {
    async classDetail(o: { userId: string; classId: string }) {
      const staff = await access.staffOf(o.userId);
      const c = await access.classFor(staff, o.classId);
      const pupils = await schools.listPupilsOfClass(c.id);
      const school = await schools.findSchoolById(c.school_id);
      const stats = await bookStats(pupils.map((p) => p.id));
      return {
        class: { id: c.id, name: c.name, pupil_count: pupils.length, mine: c.teacher_id === staff.id },
        school: { name: school?.name ?? '', point: school?.point ?? 0 },
        pupils: pupils.map((p) => {
          const own = stats.filter((s) => s.user_id === p.id);
          const last = own.reduce<Date | null>((m, s) => (!m || s.last > m ? s.last : m), null);
          // the latest book with text speaks for the pupil: it is what she is writing now
          const latest = own.filter((s) => s.texts.length).sort((a, b) => b.last.getTime() - a.last.getTime())[0];
          const reading = latest ? readingOf(latest) : null;
          return {
            id: p.id,
            name: p.name,
            username: p.username,
            point: p.point,
            books: own.length,
            pages_written: own.reduce((n, s) => n + s.pages, 0),
            words_written: own.reduce((n, s) => n + s.words, 0),
            last_written_at: last ? last.toISOString() : null,
            level_ch: reading?.level ?? null,
            highlight: reading?.highlight ?? null,
            highlight_book: latest && reading?.highlight ? latest.book_name_ch : null,
          };
        }),
      };
    },

    async pupilBooks(o: { userId: string; pupilId: string }) {
      const { pupil } = await access.pupilFor(await access.staffOf(o.userId), o.pupilId);
      const list = await bookStats([pupil.id]);
      return {
        pupil: { id: pupil.id, name: pupil.name, username: pupil.username },
        books: list.map((b) => ({
          book_id: b.id,
          title: b.book_name_ch,
          pages: b.pages,
          words: b.words,
          has_report: b.has_report,
          updated_at: iso(b.last),
        })),
      };
    },

    /**
     * A pupil's book in the reader's view (the same shaping as the owner's /api/book/read); a book of anyone
     * else is answered like an unknown one.
     */
    async readPupilBook(o: { userId: string; pupilId: string; bookId: string }): Promise<BookReadView> {
      const { pupil } = await access.pupilFor(await access.staffOf(o.userId), o.pupilId);
      const book = await books.findBookForOwner(checkBookId(o.bookId), pupil.id);
      if (!book) throw bookNotFound();
      return toReadView(book, await books.listPages(book.id));
    },
  };
}
export type PupilWorkService = ReturnType<typeof pupilWorkService>;
