import { sql } from 'kysely';
import type { Database } from '../kysely.ts';

export function rateLimitRepository(db: Database) {
  return {
    /**
     * Counts one hit for `key` in a fixed window of `windowSeconds` and returns the count so far. Kept in
     * the database so that several server processes share one limit.
     */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const row = await sql<{ count: number }>`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
        returning count`.execute(db);
      return Number(row.rows[0]?.count ?? 1);
    },
    async reset(key: string) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    async purgeOlderThan(seconds: number) {
      await db
        .deleteFrom('rate_limits')
        .where('window_start', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
