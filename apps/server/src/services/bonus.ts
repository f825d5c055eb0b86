/** Bonus-event time rules (part 1 §4, §9): pure, so they are unit-tested without a database. */

const TAIWAN_OFFSET_MS = 8 * 3_600_000; // UTC+8, no daylight saving
const DAY_MS = 86_400_000;

/** 00:00 Taiwan time of the day that contains `d`. */
export function startOfTaiwanDay(d: Date): Date {
  const local = d.getTime() + TAIWAN_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - TAIWAN_OFFSET_MS);
}

/** The event's end date runs to the end of that day: 23:59:59.999 Taiwan time. */
export function endOfTaiwanDay(d: Date): Date {
  return new Date(startOfTaiwanDay(d).getTime() + DAY_MS - 1);
}

/** A user's bonus window: joined_at + time_limit_in_minutes, never past the event's (extended) end. */
export function bonusWindowEnd(joinedAt: Date, minutes: number, eventEnd: Date): Date {
  return new Date(Math.min(joinedAt.getTime() + minutes * 60_000, endOfTaiwanDay(eventEnd).getTime()));
}
