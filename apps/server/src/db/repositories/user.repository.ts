import { sql } from 'kysely';
import type { Database } from '../kysely.ts';
import type { NewUser, User, UserUpdate } from '../schema.ts';

export function userRepository(db: Database) {
  return {
    findUserById(id: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findUserByUsername(username: string): Promise<User | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },
    /** Accounts with this e-mail, newest first (an e-mail may hold several accounts, e.g. siblings). */
    listUsersByEmail(email: string): Promise<User[]> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .orderBy('created_at', 'desc')
        .execute();
    },
    /** Inserts, or returns undefined when the username is taken (unique index, race-free). */
    async insertUser(user: NewUser, trx: Database = db): Promise<User | undefined> {
      try {
        return await trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    },
    updateUser(id: string, patch: Omit<UserUpdate, 'point' | 'id'>, trx: Database = db) {
      return trx
        .updateTable('users')
        .set({ ...patch, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';
}

export type UserRepository = ReturnType<typeof userRepository>;
