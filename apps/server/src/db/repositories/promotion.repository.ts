import { sql } from 'kysely';
import type { Database } from '../kysely.ts';
import type { PromotionCode, PromotionKind } from '../schema.ts';
import { isUniqueViolation } from './user.repository.ts';

export function promotionRepository(db: Database) {
  return {
    /**
     * Takes one use of a live code: not expired, and for a single-use code not used yet. The row lock
     * makes concurrent redeemers of a single-use code queue, and only the first finds it unused.
     */
    takeCodeUse(code: string, trx: Database): Promise<Pick<PromotionCode, 'code' | 'point' | 'kind'> | undefined> {
      return trx
        .updateTable('promotion_codes')
        .set({ used_count: sql`used_count + 1` })
        .where('code', '=', code)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('kind', '=', 'once_per_user'), eb('used_count', '=', 0)]))
        .returning(['code', 'point', 'kind'])
        .executeTakeFirst();
    },
    /** false when this user has redeemed this code before */
    async insertRedemption(code: string, userId: string, trx: Database): Promise<boolean> {
      const r = await trx
        .insertInto('promotion_redemptions')
        .values({ code, user_id: userId })
        .onConflict((oc) => oc.columns(['code', 'user_id']).doNothing())
        .returning('code')
        .executeTakeFirst();
      return r !== undefined;
    },
    /** Inserts a code, or returns undefined when it exists already. */
    async insertCode(c: { code: string; point: number; kind: PromotionKind; expires_at: Date | null; note: string }) {
      try {
        return await db.insertInto('promotion_codes').values(c).returningAll().executeTakeFirstOrThrow();
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    },
    listCodes(limit = 100): Promise<PromotionCode[]> {
      return db.selectFrom('promotion_codes').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    },
  };
}
export type PromotionRepository = ReturnType<typeof promotionRepository>;
