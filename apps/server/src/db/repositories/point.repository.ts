import { sql } from 'kysely';
import type { Database } from '../kysely.ts';
import type { PointLedgerRow } from '../schema.ts';

/** The point ledger and the balance column it keeps in step. Every function runs on the given transaction. */
export function pointRepository(db: Database) {
  return {
    /**
     * Claims a cause key with a ledger row whose balance is filled in by `setLedgerBalance` in the same
     * transaction. Returns undefined when the key is already taken; a concurrent claimer waits for the
     * first one to commit instead of failing, so the caller's transaction is never aborted.
     */
    async insertLedgerClaim(
      row: { userId: string; delta: number; causeKey: string; reason: string },
      trx: Database = db,
    ): Promise<number | undefined> {
      const r = await trx
        .insertInto('point_ledger')
        .values({
          user_id: row.userId,
          delta: row.delta,
          balance_after: 0,
          cause_key: row.causeKey,
          reason: row.reason,
        })
        .onConflict((oc) => oc.column('cause_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return r?.id;
    },
    async setLedgerBalance(id: number, balance: number, trx: Database = db) {
      await trx.updateTable('point_ledger').set({ balance_after: balance }).where('id', '=', id).execute();
    },
    async deleteLedgerRow(id: number, trx: Database = db) {
      await trx.deleteFrom('point_ledger').where('id', '=', id).execute();
    },
    /** Adds `delta` (may be negative) unless the balance would fall below 0; the new balance or undefined. */
    async addToBalance(userId: string, delta: number, trx: Database = db): Promise<number | undefined> {
      const r = await trx
        .updateTable('users')
        .set({ point: sql`point + ${delta}` })
        .where('id', '=', userId)
        .where('point', '>=', Math.max(0, -delta))
        .returning('point')
        .executeTakeFirst();
      return r?.point;
    },
    async findBalance(userId: string, trx: Database = db): Promise<number | undefined> {
      const r = await trx.selectFrom('users').select('point').where('id', '=', userId).executeTakeFirst();
      return r?.point;
    },
    findLedgerRowByCause(causeKey: string, trx: Database = db): Promise<PointLedgerRow | undefined> {
      return trx.selectFrom('point_ledger').selectAll().where('cause_key', '=', causeKey).executeTakeFirst();
    },
    listLedgerRowsOfUser(userId: string, limit = 100): Promise<PointLedgerRow[]> {
      return db
        .selectFrom('point_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type PointRepository = ReturnType<typeof pointRepository>;
