/**
 * Realistic data for the API benchmark, written with bulk SQL through the app's database handle (not HTTP):
 * users with a live session each, books of 12 pages (steps 3–6 × pages 1–3) with texts, prompts and picture URLs.
 */
import type { Database } from '../../apps/server/src/db/kysely.ts';
import { newBookId } from '../../apps/server/src/db/repositories/book.repository.ts';
import { hashPassword, randomToken, sha256 } from '../../apps/server/src/lib/crypto.ts';

export interface SeededUser {
  id: string;
  token: string;
  bookIds: string[];
}

const TEXTS = [
  ['小兔子在森林裡找到一顆會發光的紅蘿蔔。', 'The little rabbit found a glowing carrot in the forest.'],
  ['牠帶著紅蘿蔔去海邊，想送給好朋友小魚。', 'It took the carrot to the beach for its friend the fish.'],
  ['天空突然下起大雨，大家一起躲進山洞裡。', 'Suddenly it rained, and everyone hid in a cave.'],
  ['最後彩虹出來了，小兔子開心地回家睡覺。', 'At last a rainbow came out and the rabbit went home happy.'],
];

function pageRow(bookId: string, step: number, page: number, n: number) {
  const [zh, en] = TEXTS[n % TEXTS.length]!;
  const pics = [`/files/pictures/${bookId}/${randomToken(8)}.png`, `/files/pictures/${bookId}/${randomToken(8)}.png`];
  return {
    book_id: bookId,
    step,
    page,
    user_input: zh,
    en_user_input: en,
    user_pic_input: JSON.stringify([{ who: '小兔子', where: '森林', what: '找紅蘿蔔' }]),
    story_pic_ai: JSON.stringify(pics),
    user_pic_select: pics[n % 2]!,
    position_input: 'bottom-left' as const,
    pic_generated: 2,
    ch_story_ai:
      step === 3 && page === 1 ? JSON.stringify({ character: { name: '小兔子', features: '白色長耳朵' } }) : '',
  };
}

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** `users` × `books` × 12 pages; returns each user's bearer token and book ids. */
export async function seedLibrary(db: Database, o: { users: number; books: number; prefix: string }) {
  const passwordHash = await hashPassword('secret123'); // one scrypt for all: the bench never logs in
  const users: SeededUser[] = [];
  const userRows = [];
  const sessionRows = [];
  const bookRows = [];
  const pageRows = [];
  for (let u = 0; u < o.users; u++) {
    const id = crypto.randomUUID();
    const token = randomToken();
    const user: SeededUser = { id, token, bookIds: [] };
    users.push(user);
    userRows.push({
      id,
      username: `${o.prefix}${u}`,
      password_hash: passwordHash,
      name: `學生${u}`,
      email: `${o.prefix}${u}@example.tw`,
      acc_type: 'school' as const,
    });
    sessionRows.push({ user_id: id, token_hash: sha256(token), expires_at: new Date(Date.now() + 86_400_000) });
    for (let b = 0; b < o.books; b++) {
      const bookId = newBookId();
      user.bookIds.push(bookId);
      // created_at spread over time so "newest first" has something to sort
      const created = new Date(Date.now() - (u * o.books + b) * 60_000);
      bookRows.push({
        id: bookId,
        user_id: id,
        book_name_ch: `小兔子的冒險${b + 1}`,
        book_name_en: `Rabbit Adventure ${b + 1}`,
        book_author: `學生${u}`,
        style: String((b % 6) + 1),
        preface: '希望大家喜歡我的書！',
        created_at: created,
        updated_at: created,
      });
      let n = 0;
      for (let step = 3; step <= 6; step++)
        for (let page = 1; page <= 3; page++) pageRows.push(pageRow(bookId, step, page, n++));
    }
  }
  await insertChunked(userRows, 500, (c) => db.insertInto('users').values(c).execute());
  await insertChunked(sessionRows, 500, (c) => db.insertInto('sessions').values(c).execute());
  await insertChunked(bookRows, 1000, (c) => db.insertInto('books').values(c).execute());
  await insertChunked(pageRows, 2000, (c) => db.insertInto('pages').values(c).execute());
  return { users, pages: pageRows.length };
}
