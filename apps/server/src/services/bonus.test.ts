import { describe, expect, it } from 'vitest';
import { bonusWindowEnd, endOfTaiwanDay, startOfTaiwanDay } from './bonus.ts';

describe('bonus event time rules', () => {
  it('runs the end date to the end of that day in Taiwan time', () => {
    // 2026-11-30 10:00 in Taipei is 02:00 UTC
    expect(endOfTaiwanDay(new Date('2026-11-30T02:00:00Z')).toISOString()).toBe('2026-11-30T15:59:59.999Z');
    // 2026-11-30 23:30 UTC is already 1 December in Taipei
    expect(endOfTaiwanDay(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-12-01T15:59:59.999Z');
    expect(startOfTaiwanDay(new Date('2026-11-30T15:59:59Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });

  it('gives joined_at + limit, cut at the end of the last day', () => {
    const end = new Date('2026-11-30T02:00:00Z');
    expect(bonusWindowEnd(new Date('2026-11-20T00:00:00Z'), 60, end).toISOString()).toBe('2026-11-20T01:00:00.000Z');
    expect(bonusWindowEnd(new Date('2026-11-30T15:30:00Z'), 60, end).toISOString()).toBe('2026-11-30T15:59:59.999Z');
  });
});
