import type { Database } from '../kysely.ts';

export interface NewSafetyEvent {
  userId: string | null;
  category: string;
  field: string;
  text: string | null;
}

/** The safety record: one row per refused text (docs/decisions/0011-safety-record.md). */
export function safetyEventRepository(db: Database) {
  return {
    async insertEvent(e: NewSafetyEvent) {
      return db
        .insertInto('safety_events')
        .values({ user_id: e.userId, category: e.category, field: e.field, text: e.text })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    findEventById(id: number) {
      return db.selectFrom('safety_events').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Events of these users since `since`, newest first. */
    async listEventsOfUsers(userIds: string[], since: Date) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('safety_events')
        .selectAll()
        .where('user_id', 'in', userIds)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** How many events of this category the user had since `since` (the notice mail is sent once an hour at most). */
    async countEventsOfUser(userId: string, category: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('safety_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('category', '=', category)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Per class: how many records its pupils have since `since` (the console's class cards). */
    async countEventsByClass(classIds: string[], since: Date): Promise<Map<string, number>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('safety_events')
        .innerJoin('users', 'users.id', 'safety_events.user_id')
        .select(['users.class_id'])
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('users.class_id', 'in', classIds)
        .where('safety_events.created_at', '>=', since)
        .groupBy('users.class_id')
        .execute();
      return new Map(rows.map((r) => [r.class_id!, Number(r.n)]));
    },
    /** Retention: deletes every event older than `before`; answers how many went. */
    async deleteEventsBefore(before: Date): Promise<number> {
      const r = await db.deleteFrom('safety_events').where('created_at', '<', before).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
export type SafetyEventRepository = ReturnType<typeof safetyEventRepository>;
