import { sql } from 'kysely';
import type { Database } from '../kysely.ts';

/** Everything stored about one account, for the data download and for account deletion. */
export function accountRepository(db: Database) {
  return {
    async findAccountData(userId: string) {
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) return undefined;
      const books = await db
        .selectFrom('books')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      const bookIds = books.map((b) => b.id);
      const pages = bookIds.length
        ? await db
            .selectFrom('pages')
            .selectAll()
            .where('book_id', 'in', bookIds)
            .orderBy(['book_id', 'step', 'page'])
            .execute()
        : [];
      const ledger = await db
        .selectFrom('point_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const orders = await db.selectFrom('payment_orders').selectAll().where('user_id', '=', userId).execute();
      const redemptions = await db
        .selectFrom('promotion_redemptions')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      return { user, books, pages, ledger, orders, redemptions };
    },

    /**
     * Removes the account's rows: the user row (books, pages, sessions, ledger, orders … follow by ON DELETE
     * CASCADE) and the rate-limit counters named after the account.
     */
    async deleteAccount(userId: string, username: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('rate_limits')
          .where((eb) =>
            eb.or([
              eb('key', 'like', sql<string>`${'%:' + userId}`),
              eb('key', 'like', sql<string>`${'%:' + username.toLowerCase()}`),
            ]),
          )
          .execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
