import { sql } from 'kysely';
import type { Database } from '../kysely.ts';

export function sessionRepository(db: Database) {
  return {
    async insertSession(s: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db
        .insertInto('sessions')
        .values({ user_id: s.userId, token_hash: s.tokenHash, expires_at: s.expiresAt })
        .execute();
    },
    /** The live session for a token hash with its user, or undefined (expired, revoked or unknown). */
    findLiveSession(tokenHash: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.expires_at',
          'users.id',
          'users.username',
          'users.acc_type',
          'users.role',
          'users.is_trial',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },
    async revokeSession(sessionId: string) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: sql`now()` })
        .where('id', '=', sessionId)
        .execute();
    },
    /** Revokes every session of the user except `keep` (the one that changed the password). */
    async revokeOtherSessions(userId: string, keep: string | null, trx: Database = db) {
      let q = trx
        .updateTable('sessions')
        .set({ revoked_at: sql`now()` })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keep) q = q.where('id', '!=', keep);
      await q.execute();
    },
    /** Stores a new reset link and revokes (deletes) every older one of the user: only the newest link works. */
    async replacePasswordReset(r: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('password_resets').where('user_id', '=', r.userId).execute();
        await trx
          .insertInto('password_resets')
          .values({ user_id: r.userId, token_hash: r.tokenHash, expires_at: r.expiresAt })
          .execute();
      });
    },
    /** Forgets the user's other reset links (after one was used, none of the others may work). */
    async deletePasswordResets(userId: string, trx: Database = db) {
      await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    },
    /** Marks a reset token used and returns its user id, atomically: a token works once. */
    async consumePasswordReset(tokenHash: string, trx: Database = db): Promise<string | undefined> {
      const row = await trx
        .updateTable('password_resets')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
