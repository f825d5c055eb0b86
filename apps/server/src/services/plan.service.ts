import { MSG, type BonusEvent as BonusEventData, type PayPlan as PayPlanData } from '@storycat/contract';
import type { Database } from '../db/kysely.ts';
import type { PlanRepository } from '../db/repositories/plan.repository.ts';
import type { BonusEvent, PayPlan } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { bonusWindowEnd, endOfTaiwanDay, startOfTaiwanDay } from './bonus.ts';

export interface PlanOffer {
  plan: PayPlan;
  bonusPoint: number;
  eventId: number | null;
}

/**
 * Pay plans and the bonus event. A user joins the running event the first time she views it; for
 * time_limit_in_minutes after that, each plan carries its bonus once (until a paid order has used it).
 */
export function planService({ db, plans }: { db: Database; plans: PlanRepository }) {
  async function runningEvent(now: Date): Promise<BonusEvent | undefined> {
    return plans.findRunningEvent(now, startOfTaiwanDay(now));
  }

  /** The caller's view of every plan: bonus now (0 outside her window) and whether the bonus was used. */
  async function userPlans(userId: string | null, now: Date, event?: BonusEvent): Promise<PayPlanData[]> {
    const all = await plans.listActivePlans();
    let bonuses = new Map<number, number>();
    let used = new Set<number>();
    let open = false;
    if (event && userId) {
      const joinedAt = await plans.findJoinedAt(event.id, userId);
      open = !!joinedAt && now < bonusWindowEnd(joinedAt, event.time_limit_in_minutes, new Date(event.end_at));
      bonuses = await plans.mapEventBonuses(event.id);
      used = new Set(await plans.listBonusUsedPlanIds(event.id, userId));
    }
    return all.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      point: p.point,
      is_used: used.has(p.id),
      bonus_point: open && !used.has(p.id) ? (bonuses.get(p.id) ?? 0) : 0,
    }));
  }

  return {
    async listPlans(userId: string | null): Promise<PayPlanData[]> {
      const now = await plans.now();
      return userPlans(userId, now, await runningEvent(now));
    },

    /** The running event for this user (joining it on first view), or null when none runs. */
    async viewBonusEvent(userId: string): Promise<BonusEventData | null> {
      const now = await plans.now();
      const event = await runningEvent(now);
      if (!event) return null;
      const joinedAt = await plans.joinEvent(event.id, userId);
      const endAt = endOfTaiwanDay(new Date(event.end_at));
      return {
        id: event.id,
        name: event.name,
        begin_at: new Date(event.begin_at).toISOString(),
        end_at: endAt.toISOString(),
        joined_at: joinedAt.toISOString(),
        time_limit_in_minutes: event.time_limit_in_minutes,
        window_end_at: bonusWindowEnd(joinedAt, event.time_limit_in_minutes, endAt).toISOString(),
        user_plans: await userPlans(userId, now, event),
      };
    },

    /** What buying `planId` now gives this user; 404 for an unknown or retired plan. */
    async offerFor(userId: string, planId: number): Promise<PlanOffer> {
      const plan = await plans.findActivePlan(planId);
      if (!plan) throw AppError.notFound(MSG.unknownPlan);
      const now = await plans.now();
      const event = await runningEvent(now);
      const mine = (await userPlans(userId, now, event)).find((p) => p.id === planId);
      const bonusPoint = mine?.bonus_point ?? 0;
      return { plan, bonusPoint, eventId: bonusPoint > 0 && event ? event.id : null };
    },

    /** For the admin tool. */
    async createPlan(p: { name: string; price: number; point: number }) {
      if (!p.name.trim() || !Number.isInteger(p.price) || p.price <= 0 || !Number.isInteger(p.point) || p.point <= 0)
        throw AppError.invalid();
      return plans.insertPlan({ ...p, name: p.name.trim() });
    },
    /** For the admin tool: an event and its per-plan bonuses, all or nothing. */
    async createEvent(e: {
      name: string;
      beginAt: Date;
      endAt: Date;
      minutes: number;
      bonuses: Array<{ planId: number; bonusPoint: number }>;
    }) {
      if (!e.name.trim() || !(e.endAt > e.beginAt) || !Number.isInteger(e.minutes) || e.minutes <= 0)
        throw AppError.invalid();
      return db.transaction().execute(async (trx) => {
        const event = await plans.insertEvent(
          { name: e.name.trim(), begin_at: e.beginAt, end_at: e.endAt, time_limit_in_minutes: e.minutes },
          trx,
        );
        for (const b of e.bonuses) await plans.insertEventBonus(event.id, b.planId, b.bonusPoint, trx);
        return event;
      });
    },
    setPlanActive: (id: number, active: boolean) => plans.setPlanActive(id, active),
    listEvents: () => plans.listRecentEvents(),
  };
}
export type PlanService = ReturnType<typeof planService>;
