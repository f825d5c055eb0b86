import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../src/db/kysely.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import type { SeedBook } from '../../src/services/seed.service.ts';
import { client } from './app.ts';

let seq = 0;
// One hash for every factory user: scrypt is deliberately slow.
let cachedHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'secret123';

export interface FactoryUser {
  id: string;
  username: string;
  password: string;
  token: string;
  api: ReturnType<typeof client>;
}

/** Inserts a user directly and logs in through the real login call. */
export async function makeUser(
  app: FastifyInstance,
  db: Database,
  opts: {
    username?: string;
    acc_type?: 'personal' | 'school';
    is_trial?: boolean;
    point?: number;
    email?: string;
    name?: string;
  } = {},
): Promise<FactoryUser> {
  // A local copy: concurrent factory calls must not share the address below.
  const n = ++seq;
  const username = opts.username ?? `user${process.pid}x${n}`;
  cachedHash ??= hashPassword(FACTORY_PASSWORD);
  const row = await db
    .insertInto('users')
    .values({
      username,
      password_hash: await cachedHash,
      name: opts.name ?? `小朋友${n}`,
      email: opts.email ?? `${username}@example.com`,
      acc_type: opts.acc_type ?? 'personal',
      is_trial: opts.is_trial ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Tests may start users with points; real code changes points only through the ledger service.
  if (opts.point) await sql`update users set point = ${opts.point} where id = ${row.id}`.execute(db);
  // Each factory login comes from its own loopback address so that the per-IP login limit is not what a test measures.
  const res = await client(app).call({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password: FACTORY_PASSWORD, acc_type: opts.acc_type ?? 'personal' },
    remoteAddress: `127.1.${(n >> 8) & 255}.${n & 255}`,
  });
  if (!res.body.state) throw new Error(`factory login failed: ${res.body.msg}`);
  const token = res.body.data.token as string;
  return { id: row.id, username, password: FACTORY_PASSWORD, token, api: client(app, token) };
}

/** A user's ledger rows, oldest first. */
export function ledgerRows(db: Database, userId: string) {
  return db.selectFrom('point_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** A book of `owner`, optionally with its main character saved the way the character step saves it. */
export async function makeBook(
  db: Database,
  owner: { id: string },
  opts: { style?: string; character?: { name: string; features: string } } = {},
): Promise<{ id: string }> {
  const { bookRepository } = await import('../../src/db/repositories/book.repository.ts');
  const repo = bookRepository(db);
  const book = await repo.insertBook({
    userId: owner.id,
    book_name_ch: '小貓去旅行',
    book_name_en: 'Kitty Travels',
    book_author: '小明',
    style: opts.style ?? '1',
  });
  if (opts.character)
    await repo.upsertPage(book.id, 3, 1, {
      ch_story_ai: JSON.stringify({ character: { ...opts.character, image: '', prompt: '' } }),
    });
  return { id: book.id };
}

/**
 * A finished book for a user, made by the same seed service the e2e tests use: pages with text and real PNG
 * pictures in the test app's storage, front and back covers, preface.
 */
export async function makeFinishedBook(
  app: FastifyInstance,
  owner: { id: string },
  opts: Partial<Omit<SeedBook, 'userId'>> = {},
): Promise<{ book_id: string; pictures: string[] }> {
  return app.services.seed.createBook({
    userId: owner.id,
    book_name_ch: '小貓去冒險',
    book_name_en: 'The Kitten Adventure',
    book_author: '王小明',
    preface: '希望大家喜歡我的書！',
    pages: 3,
    covers: true,
    ...opts,
  });
}

/** A book of the user with one story page per Chinese text (step 3, pages 1…n) and its English text. */
export async function makeStoryBook(
  db: Database,
  userId: string,
  opts: {
    title?: string;
    title_en?: string;
    author?: string;
    zh?: string[];
    en?: string[];
    /** the English (pages and title) is the child's own; default false, as for the translator's drafts */
    en_own?: boolean;
  } = {},
): Promise<{ id: string }> {
  const { bookRepository } = await import('../../src/db/repositories/book.repository.ts');
  const books = bookRepository(db);
  const book = await books.insertBook({
    userId,
    book_name_ch: opts.title ?? '小兔子的冒險',
    book_name_en: opts.title_en ?? "Little Rabbit's Adventure",
    book_author: opts.author ?? '小作者',
    style: '1',
    book_name_en_own: opts.en_own ?? false,
  });
  const zh = opts.zh ?? [];
  for (const [i, text] of zh.entries())
    await books.upsertPage(book.id, 3, i + 1, {
      user_input: text,
      en_user_input: opts.en?.[i] ?? '',
      en_own: opts.en_own ?? false,
    });
  return { id: book.id };
}
