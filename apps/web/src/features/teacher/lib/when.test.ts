import { describe, expect, it } from 'vitest';
import { formatWhen } from './when.ts';

describe('the console’s date format', () => {
  it('is year/month/day and a 24-hour time, whatever the hour', () => {
    expect(formatWhen('2026-11-25T04:06:32Z')).toMatch(/^2026\/11\/25 \d{2}:06$/);
    expect(formatWhen('2026-01-05T16:30:00Z')).toMatch(/^2026\/01\/0[56] \d{2}:30$/);
    expect(formatWhen('2026-11-25T04:06:32Z')).not.toMatch(/上午|下午/);
  });
  it('shows a dash when there is no date', () => {
    expect(formatWhen(null)).toBe('—');
    expect(formatWhen('not a date')).toBe('—');
  });
});
