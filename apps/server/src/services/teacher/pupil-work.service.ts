import { CREATE_MSG, type BookReadView } from '@storycat/contract';
import type { BookRepository } from '../../db/repositories/book.repository.ts';
import type { SchoolRepository } from '../../db/repositories/school.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccessService } from '../access.service.ts';
import { toReadView } from '../book-view.ts';

/** Chinese characters plus English words: what a teacher calls "words written" on a page. */
export function countWords(text: string): number {
  const han = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z0-9]+(?:'[A-Za-z]+)?/g)?.length ?? 0;
  return han + latin;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** What a teacher sees of her pupils' work: the class overview, a pupil's books, one book read-only. */
export function pupilWorkService(deps: { schools: SchoolRepository; books: BookRepository; access: AccessService }) {
  const { schools, books, access } = deps;

  /** Per book: content pages with text and the words on them. */
  async function bookStats(ownerIds: string[]) {
    const { books: list, pages } = await schools.listBooksWithTextsOfOwners(ownerIds);
    const stats = new Map(list.map((b) => [b.id, { ...b, pages: 0, words: 0, last: new Date(b.updated_at) }]));
    for (const p of pages) {
      const s = stats.get(p.book_id);
      if (!s || !p.user_input.trim()) continue;
      s.pages += 1;
      s.words += countWords(p.user_input);
      if (new Date(p.updated_at) > s.last) s.last = new Date(p.updated_at);
    }
    return [...stats.values()];
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
          return {
            id: p.id,
            name: p.name,
            username: p.username,
            point: p.point,
            books: own.length,
            pages_written: own.reduce((n, s) => n + s.pages, 0),
            words_written: own.reduce((n, s) => n + s.words, 0),
            last_written_at: last ? last.toISOString() : null,
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
      const book = await books.findBookForOwner(o.bookId, pupil.id);
      if (!book) throw AppError.notFound(CREATE_MSG.bookNotFound);
      return toReadView(book, await books.listPages(book.id));
    },
  };
}
export type PupilWorkService = ReturnType<typeof pupilWorkService>;
