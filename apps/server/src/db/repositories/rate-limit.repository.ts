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
    /**
     * One more failure for `key` at `now` (the caller's clock, so tests need not wait): the row keeps the count and
     * the time of the last failure; a count whose last failure is older than `memorySeconds` starts again at 1.
     */
    async recordFailure(key: string, now: Date, memorySeconds: number): Promise<number> {
      const forgetBefore = new Date(now.getTime() - memorySeconds * 1000);
      const row = await sql<{ count: number }>`
        insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start < ${forgetBefore} then 1 else rate_limits.count + 1 end,
          window_start = ${now}
        returning count`.execute(db);
      return Number(row.rows[0]?.count ?? 1);
    },
    /** The failure counts of `keys` (in that order) with their last failure; none when older than `since`. */
    async readFailures(keys: string[], since: Date): Promise<Array<{ failures: number; lastFailureAt: Date | null }>> {
      const rows = await db
        .selectFrom('rate_limits')
        .select(['key', 'window_start', 'count'])
        .where('key', 'in', keys)
        .where('window_start', '>=', since)
        .execute();
      return keys.map((k) => {
        const r = rows.find((x) => x.key === k);
        return r
          ? { failures: Number(r.count), lastFailureAt: new Date(r.window_start) }
          : { failures: 0, lastFailureAt: null };
      });
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
