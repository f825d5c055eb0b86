import { z } from 'zod';
import { PASSWORD_MAX } from './constants.ts';
import { envelope } from './envelope.ts';

/** Calls of the teacher console under /api/teacher (issue I). Every id is checked against the caller's school. */

const id = z.string().uuid();
export const classIdParams = z.object({ classId: id });
export const pupilIdParams = z.object({ pupilId: id });
export const pupilBookParams = z.object({ pupilId: id, bookId: z.string().min(1).max(64) });

export const teacherMe = z.object({
  username: z.string(),
  name: z.string(),
  role: z.enum(['teacher', 'school_admin']),
  school: z.object({ id: z.string(), name: z.string(), point: z.number().int() }),
});
export type TeacherMe = z.infer<typeof teacherMe>;
export const teacherMeAnswer = envelope(teacherMe);

export const classSummary = z.object({
  id: z.string(),
  name: z.string(),
  pupil_count: z.number().int(),
  /** false for classes of other teachers that a school admin sees */
  mine: z.boolean(),
  /** 「需要關心」: safety records of the class's pupils in the last 90 days (in the class list only) */
  concerns: z.number().int().optional(),
});
export type ClassSummary = z.infer<typeof classSummary>;
export const classListAnswer = envelope(z.array(classSummary));
export const classNameBody = z.object({ name: z.string().trim().max(60).default('') });
export const classAnswer = envelope(classSummary);

/** One pupil row of the class page and the class overview. */
export const pupilOverview = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  point: z.number().int(),
  books: z.number().int(),
  /** content pages with text */
  pages_written: z.number().int(),
  /** Chinese characters plus English words typed on the pages */
  words_written: z.number().int(),
  last_written_at: z.string().nullable(),
  /**
   * The report analyser's reading of the pupil's latest book (issue U): the Chinese vocabulary level 0–10 (null
   * below the report's 150 words), one highlight quoting the book, and that book's title.
   */
  level_ch: z.number().nullable().optional(),
  highlight: z.string().nullable().optional(),
  highlight_book: z.string().nullable().optional(),
});
export const classDetail = z.object({
  class: classSummary,
  school: z.object({ name: z.string(), point: z.number().int() }),
  pupils: z.array(pupilOverview),
});
export type PupilOverview = z.infer<typeof pupilOverview>;
export type ClassDetail = z.infer<typeof classDetail>;
export const classDetailAnswer = envelope(classDetail);

export const addPupilBody = z.object({
  name: z.string().max(100).default(''),
  username: z.string().max(100).default(''),
  /** empty: a readable password is generated and shown once */
  password: z.string().max(PASSWORD_MAX).default(''),
});
/** A login card: the password only right after it was set (it is stored hashed). */
export const loginCard = z.object({ name: z.string(), username: z.string(), password: z.string() });
export type LoginCard = z.infer<typeof loginCard>;
export const addPupilResult = z.object({ pupil: z.object({ id: z.string() }), card: loginCard });
export type AddPupilResult = z.infer<typeof addPupilResult>;
export const addPupilAnswer = envelope(addPupilResult);

/** The file's bytes, base64: the server detects UTF-8 (with or without BOM) or Big5. */
export const importBody = z.object({ file_base64: z.string().min(1).max(1_000_000) });
export const importRowError = z.object({
  /** 1-based line number in the file */
  line: z.number().int(),
  name: z.string(),
  username: z.string(),
  reasons: z.array(z.string()),
});
export const importResult = z.object({
  encoding: z.enum(['utf-8', 'big5']),
  created: z.array(loginCard.extend({ id: z.string() })),
  errors: z.array(importRowError),
});
export type ImportResult = z.infer<typeof importResult>;
export const importAnswer = envelope(importResult);

export const setPasswordBody = z.object({ password: z.string().max(PASSWORD_MAX).default('') });
export const setPasswordResult = z.object({ card: loginCard });
export type SetPasswordResult = z.infer<typeof setPasswordResult>;
export const setPasswordAnswer = envelope(setPasswordResult);

export const givePointsBody = z.object({
  pupil_ids: z.array(id).max(200).default([]),
  /** points for each pupil */
  amount: z.coerce.number().int().default(0),
  /** the browser's idempotency key, so a retried click never gives twice */
  key: z.string().trim().min(8).max(64).optional(),
});
export const givePointsResult = z.object({
  school_point: z.number().int(),
  pupils: z.array(z.object({ id: z.string(), point: z.number().int() })),
});
export type GivePointsResult = z.infer<typeof givePointsResult>;
export const givePointsAnswer = envelope(givePointsResult);

export const pupilBook = z.object({
  book_id: z.string(),
  title: z.string(),
  pages: z.number().int(),
  words: z.number().int(),
  has_report: z.boolean(),
  updated_at: z.string(),
});
export type PupilBook = z.infer<typeof pupilBook>;
export const pupilBooks = z.object({
  pupil: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  books: z.array(pupilBook),
});
export type PupilBooks = z.infer<typeof pupilBooks>;
export const pupilBooksAnswer = envelope(pupilBooks);

export const cardsBody = z.object({ cards: z.array(loginCard).min(1).max(200) });
