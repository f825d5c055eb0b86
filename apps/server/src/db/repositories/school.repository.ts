import { sql } from 'kysely';
import type { Database } from '../kysely.ts';
import type { NewUser, School, SchoolClass, User } from '../schema.ts';
import { isUniqueViolation } from './user.repository.ts';

export type Pupil = Pick<User, 'id' | 'username' | 'name' | 'point' | 'class_id'>;

/** Schools, classes, teachers and pupils, and the school points pool with its ledger. */
export function schoolRepository(db: Database) {
  return {
    /** Inserts, or undefined when a school of that name (any case) exists. */
    async insertSchool(name: string): Promise<School | undefined> {
      try {
        return await db.insertInto('schools').values({ name }).returningAll().executeTakeFirstOrThrow();
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    },
    findSchoolById(id: string, trx: Database = db): Promise<School | undefined> {
      return trx.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findSchoolByName(name: string): Promise<School | undefined> {
      return db
        .selectFrom('schools')
        .selectAll()
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
    },

    /** Inserts, or undefined when the school already has a class of that name. */
    async insertClass(c: { schoolId: string; teacherId: string | null; name: string }) {
      try {
        return await db
          .insertInto('classes')
          .values({ school_id: c.schoolId, teacher_id: c.teacherId, name: c.name })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    },
    /** Renamed class, undefined for an unknown one, 'taken' when the name is in use. */
    async renameClass(id: string, name: string): Promise<SchoolClass | 'taken' | undefined> {
      try {
        return await db.updateTable('classes').set({ name }).where('id', '=', id).returningAll().executeTakeFirst();
      } catch (e) {
        if (isUniqueViolation(e)) return 'taken';
        throw e;
      }
    },
    /** A teacher's or school admin's school and role; undefined for everyone else. */
    findStaffById(id: string) {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'name', 'role', 'school_id'])
        .where('id', '=', id)
        .where('role', 'in', ['teacher', 'school_admin'])
        .where('school_id', 'is not', null)
        .executeTakeFirst();
    },
    findClassById(id: string): Promise<SchoolClass | undefined> {
      return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Classes of a school (teacherId null: all of them) with their pupil counts, by name. */
    listClassesOfSchool(schoolId: string, teacherId: string | null) {
      let q = db
        .selectFrom('classes')
        .leftJoin('users', 'users.class_id', 'classes.id')
        .select(['classes.id', 'classes.name', 'classes.teacher_id', 'classes.created_at'])
        .select((eb) => eb.fn.count<string>('users.id').as('pupil_count'))
        .where('classes.school_id', '=', schoolId)
        .groupBy('classes.id')
        .orderBy('classes.name');
      if (teacherId) q = q.where('classes.teacher_id', '=', teacherId);
      return q.execute();
    },

    listPupilsOfClass(classId: string): Promise<Pupil[]> {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'name', 'point', 'class_id'])
        .where('class_id', '=', classId)
        .orderBy('username')
        .execute();
    },
    findPupilById(id: string): Promise<Pupil | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'name', 'point', 'class_id'])
        .where('id', '=', id)
        .where('class_id', 'is not', null)
        .executeTakeFirst();
    },
    /** Which of these usernames (any case) already exist, lower-cased. */
    async listTakenUsernames(usernames: string[]): Promise<Set<string>> {
      if (usernames.length === 0) return new Set();
      const rows = await db
        .selectFrom('users')
        .select(sql<string>`lower(username)`.as('u'))
        .where(
          sql<string>`lower(username)`,
          'in',
          usernames.map((u) => u.toLowerCase()),
        )
        .execute();
      return new Set(rows.map((r) => r.u));
    },
    /** Inserts the accounts all together; throws (rolling back the caller's transaction) on any conflict. */
    async insertUsers(users: NewUser[], trx: Database) {
      if (users.length === 0) return [];
      return trx.insertInto('users').values(users).returning(['id', 'username', 'name']).execute();
    },

    /** Adds delta to the pool unless it would fall below 0; the new balance or undefined. */
    async addToSchoolPool(schoolId: string, delta: number, trx: Database): Promise<number | undefined> {
      const r = await trx
        .updateTable('schools')
        .set({ point: sql`point + ${delta}` })
        .where('id', '=', schoolId)
        .where('point', '>=', Math.max(0, -delta))
        .returning('point')
        .executeTakeFirst();
      return r?.point;
    },
    /** A school ledger row, or undefined when the cause key was used before (waits for a concurrent claimer). */
    async insertSchoolLedgerRow(
      row: {
        schoolId: string;
        delta: number;
        balanceAfter: number;
        causeKey: string;
        reason: string;
        by: string | null;
      },
      trx: Database,
    ): Promise<number | undefined> {
      const r = await trx
        .insertInto('school_point_ledger')
        .values({
          school_id: row.schoolId,
          delta: row.delta,
          balance_after: row.balanceAfter,
          cause_key: row.causeKey,
          reason: row.reason,
          created_by: row.by,
        })
        .onConflict((oc) => oc.column('cause_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return r?.id;
    },
    listSchoolLedgerRows(schoolId: string, limit = 50) {
      return db
        .selectFrom('school_point_ledger')
        .selectAll()
        .where('school_id', '=', schoolId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Books of these owners with their content pages' texts (for counts), newest change first. */
    async listBooksWithTextsOfOwners(ownerIds: string[]): Promise<{
      books: { id: string; user_id: string; book_name_ch: string; updated_at: Date; has_report: boolean }[];
      /** ch_story_ai only on step 3 page 1 (the character record, for the hero's name), '' elsewhere */
      pages: {
        book_id: string;
        step: number;
        page: number;
        user_input: string;
        ch_story_ai: string;
        updated_at: Date;
      }[];
    }> {
      if (ownerIds.length === 0) return { books: [], pages: [] };
      const books = await db
        .selectFrom('books')
        .select([
          'id',
          'user_id',
          'book_name_ch',
          sql<Date>`updated_at`.as('updated_at'),
          sql<boolean>`report is not null`.as('has_report'),
        ])
        .where('user_id', 'in', ownerIds)
        .orderBy('updated_at', 'desc')
        .execute();
      const pages = books.length
        ? await db
            .selectFrom('pages')
            .select([
              'book_id',
              'step',
              'page',
              'user_input',
              sql<string>`case when step = 3 and page = 1 then ch_story_ai else '' end`.as('ch_story_ai'),
              sql<Date>`updated_at`.as('updated_at'),
            ])
            .orderBy('book_id')
            .orderBy('step')
            .orderBy('page')
            .where(
              'book_id',
              'in',
              books.map((b) => b.id),
            )
            .execute()
        : [];
      return { books, pages };
    },
  };
}
export type SchoolRepository = ReturnType<typeof schoolRepository>;
