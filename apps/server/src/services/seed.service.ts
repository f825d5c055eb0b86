import type { CornerName } from '@storycat/contract';
import type { Database } from '../db/kysely.ts';
import { bookRepository } from '../db/repositories/book.repository.ts';
import { hashPassword, randomToken, sha256 } from '../lib/crypto.ts';
import type { Storage } from '../storage/storage.ts';
import type { PointService } from './point.service.ts';
import type { SchoolAdminService } from './teacher/school-admin.service.ts';
import type { SchoolPointsService } from './teacher/school-points.service.ts';
import { scenePng } from './seed-pictures.ts';

export interface SeedUser {
  username?: string;
  password: string;
  name: string;
  email: string;
  acc_type: 'personal' | 'school';
  is_trial: boolean;
  point: number;
  guide_done: boolean;
}

export interface SeedBook {
  userId: string;
  book_name_ch: string;
  book_name_en: string;
  book_author: string;
  preface: string;
  /** content pages, all on step 3 as the creation flow writes them first */
  pages: number;
  /** text of each page; missing ones get a numbered sentence */
  texts?: { ch: string; en: string }[];
  /** corner of each page's text block; cycles when shorter than pages */
  positions?: CornerName[];
  /** front cover = first page's picture, back cover = last page's (Step7 picks covers from the pages) */
  covers: boolean;
  /** the English is the child's own (decision 0022); false = the translator's drafts */
  en_own?: boolean;
}

/** Factories behind the e2e seed routes (routes/test/seed.routes.ts, registered only with NODE_ENV=test). */
export function seedService(db: Database, points: PointService, storage: Storage) {
  const books = bookRepository(db);
  const service = {
    /** Through the ledger, like every other change of points. */
    async grant(userId: string, amount: number) {
      await points.credit({ userId, amount, causeKey: `seed:${randomToken(9)}`, reason: 'seed' });
    },

    /** A user with a live session, as if they had registered and logged in. */
    async createUser(b: SeedUser) {
      const username = b.username ?? `kid${randomToken(6).replace(/[^a-zA-Z0-9]/g, 'x')}`;
      const user = await db
        .insertInto('users')
        .values({
          username,
          password_hash: await hashPassword(b.password),
          name: b.name,
          email: b.email,
          acc_type: b.acc_type,
          is_trial: b.is_trial,
          guide_done: b.guide_done,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (b.point > 0) await service.grant(user.id, b.point);
      const token = randomToken();
      await db
        .insertInto('sessions')
        .values({ user_id: user.id, token_hash: sha256(token), expires_at: new Date(Date.now() + 86_400_000) })
        .execute();
      return { id: user.id, username, password: b.password, token };
    },

    /** A finished book: title, author, preface, N pages with text and a real PNG picture, and covers. */
    async createBook(b: SeedBook) {
      const urls: string[] = [];
      const prefix = `pictures/seed-${randomToken(9)}`;
      for (let n = 1; n <= b.pages; n++) {
        const key = `${prefix}/page-${n}.png`;
        await storage.put(key, await scenePng(n), 'image/png');
        urls.push(`/files/${key}`);
      }
      return db.transaction().execute(async (trx) => {
        const book = await books.insertBook({ ...b, style: '1', book_name_en_own: b.en_own ?? false }, trx);
        for (let n = 1; n <= b.pages; n++) {
          const text = b.texts?.[n - 1] ?? {
            ch: `第${n}頁：小貓在森林裡散步。`,
            en: `Page ${n}: The kitten walks in the forest.`,
          };
          await books.upsertPage(
            book.id,
            3,
            n,
            {
              user_input: text.ch,
              en_user_input: text.en,
              en_own: b.en_own ?? false,
              user_pic_input: [{ who: '小貓', where: '森林', what: '散步' }],
              story_pic_ai: [urls[n - 1]!],
              user_pic_select: urls[n - 1]!,
              pic_generated: 1,
              ...(b.positions?.length ? { position_input: b.positions[(n - 1) % b.positions.length] } : {}),
            },
            trx,
          );
        }
        const covers = b.covers && urls.length ? { book_frontcover: urls[0]!, book_backcover: urls.at(-1)! } : {};
        await books.updateBook(book.id, { preface: b.preface, ...covers }, trx);
        return { book_id: book.id, pictures: urls };
      });
    },
  };
  return service;
}

/**
 * Schools for the e2e seed route: a school with a points pool and a signed-in teacher (kept apart from the
 * user factories above so other issues' seeds merge cleanly).
 */
export function schoolSeedService(deps: {
  db: Database;
  schoolAdmin: SchoolAdminService;
  schoolPoints: SchoolPointsService;
}) {
  return {
    async createSchoolWithTeacher(b: {
      school: string;
      username: string;
      password: string;
      name: string;
      point: number;
    }) {
      const school = await deps.schoolAdmin.createSchool(b.school);
      if (b.point > 0)
        await deps.schoolPoints.grantSchool({ schoolId: school.id, amount: b.point, key: `seed:${school.id}` });
      const teacher = await deps.schoolAdmin.createTeacher({
        school: school.id,
        username: b.username,
        name: b.name,
        password: b.password,
      });
      return {
        school: { id: school.id, name: school.name },
        teacher: { username: teacher.username, password: b.password },
      };
    },
  };
}
