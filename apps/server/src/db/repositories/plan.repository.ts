import { sql } from 'kysely';
import type { Database } from '../kysely.ts';
import type { BonusEvent, PayPlan } from '../schema.ts';

/** Pay plans and the bonus event with its per-plan bonuses and the users who joined it. */
export function planRepository(db: Database) {
  return {
    listActivePlans(): Promise<PayPlan[]> {
      return db.selectFrom('pay_plans').selectAll().where('active', '=', true).orderBy('id', 'desc').execute();
    },
    findActivePlan(id: number): Promise<PayPlan | undefined> {
      return db.selectFrom('pay_plans').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
    },
    insertPlan(p: { name: string; price: number; point: number }): Promise<PayPlan> {
      return db.insertInto('pay_plans').values(p).returningAll().executeTakeFirstOrThrow();
    },
    async setPlanActive(id: number, active: boolean): Promise<boolean> {
      const r = await db.updateTable('pay_plans').set({ active }).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /**
     * The running event: begun, and not past the end of its last day (the caller passes that cut-off as
     * `endedBefore`, because "end of day" is a Taiwan-time rule). The latest-begun wins.
     */
    findRunningEvent(now: Date, endedBefore: Date): Promise<BonusEvent | undefined> {
      return db
        .selectFrom('bonus_events')
        .selectAll()
        .where('begin_at', '<=', now)
        .where('end_at', '>=', endedBefore)
        .orderBy('begin_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },
    listRecentEvents(limit = 20): Promise<BonusEvent[]> {
      return db.selectFrom('bonus_events').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
    insertEvent(e: { name: string; begin_at: Date; end_at: Date; time_limit_in_minutes: number }, trx: Database = db) {
      return trx.insertInto('bonus_events').values(e).returningAll().executeTakeFirstOrThrow();
    },
    async insertEventBonus(eventId: number, planId: number, bonusPoint: number, trx: Database = db) {
      await trx
        .insertInto('bonus_event_plans')
        .values({ event_id: eventId, plan_id: planId, bonus_point: bonusPoint })
        .execute();
    },
    /** plan id → bonus points of an event */
    async mapEventBonuses(eventId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('bonus_event_plans')
        .select(['plan_id', 'bonus_point'])
        .where('event_id', '=', eventId)
        .execute();
      return new Map(rows.map((r) => [r.plan_id, r.bonus_point]));
    },
    /** Joins the user to the event on first call; later calls return the first joined_at. */
    async joinEvent(eventId: number, userId: string): Promise<Date> {
      await db
        .insertInto('bonus_event_joins')
        .values({ event_id: eventId, user_id: userId })
        .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
        .execute();
      const r = await db
        .selectFrom('bonus_event_joins')
        .select('joined_at')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return new Date(r.joined_at as unknown as Date);
    },
    async findJoinedAt(eventId: number, userId: string): Promise<Date | undefined> {
      const r = await db
        .selectFrom('bonus_event_joins')
        .select('joined_at')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return r ? new Date(r.joined_at as unknown as Date) : undefined;
    },
    /** Plan ids whose bonus this user already received in this event (a paid order carrying a bonus). */
    async listBonusUsedPlanIds(eventId: number, userId: string, trx: Database = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('payment_orders')
        .select('plan_id')
        .distinct()
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .where('status', '=', 'paid')
        .where('bonus_point', '>', 0)
        .execute();
      return rows.map((r) => r.plan_id);
    },
    now: async (): Promise<Date> => {
      const r = await sql<{ now: Date }>`select now() as now`.execute(db);
      return new Date(r.rows[0]!.now);
    },
  };
}
export type PlanRepository = ReturnType<typeof planRepository>;
