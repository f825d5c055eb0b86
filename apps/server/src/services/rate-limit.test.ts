import { describe, expect, it } from 'vitest';
import { GUESSING, guessDecision, guessDelaySeconds } from './rate-limit.service.ts';

const T0 = new Date('2026-11-25T08:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const none = { failures: 0, lastFailureAt: null };

describe('password guessing: the wait owed', () => {
  it('costs nothing for the first free failures, then doubles up to 15 minutes', () => {
    const waits = Array.from({ length: 14 }, (_, n) => guessDelaySeconds(n, GUESSING.freeFailures));
    expect(waits).toEqual([0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(guessDelaySeconds(10_000, 1)).toBe(900);
  });

  it('lets an address that has not failed on the account through, however many failures the account has', () => {
    for (const total of [0, 9, 10, 500, 100_000])
      expect(guessDecision({ now: T0, pair: none, account: { failures: total, lastFailureAt: T0 } })).toEqual({
        allowed: true,
      });
  });

  it('makes a failing address wait after its free failures, and lets it try again once the wait is over', () => {
    const pair = { failures: 5, lastFailureAt: T0 };
    const account = { failures: 5, lastFailureAt: T0 };
    // 5 failures, 3 free: 2 × 2² = 8 s
    expect(guessDecision({ now: at(0), pair, account })).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(guessDecision({ now: at(7.2), pair, account })).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(guessDecision({ now: at(8), pair, account })).toEqual({ allowed: true });
    expect(guessDecision({ now: at(2), pair: { failures: 2, lastFailureAt: T0 }, account })).toEqual({
      allowed: true,
    });
  });

  it('gives a failing address fewer free tries while the account is under attack from elsewhere', () => {
    const pair = { failures: 2, lastFailureAt: T0 };
    const quiet = guessDecision({ now: at(1), pair, account: { failures: 9, lastFailureAt: T0 } });
    const busy = guessDecision({ now: at(1), pair, account: { failures: 10, lastFailureAt: T0 } });
    expect(quiet).toEqual({ allowed: true });
    // 2 failures, 1 free while busy: 2 × 2¹ = 4 s after the last failure, 3 s to go
    expect(busy).toEqual({ allowed: false, retryAfterSeconds: 3 });
    // a child who mistyped once is never kept waiting long, even on a busy account
    const busyAccount = { failures: 10, lastFailureAt: T0 };
    expect(guessDecision({ now: at(2), pair: { failures: 1, lastFailureAt: T0 }, account: busyAccount })).toEqual({
      allowed: true,
    });
  });

  it('never asks for more than the longest wait', () => {
    const d = guessDecision({ now: T0, pair: { failures: 1e6, lastFailureAt: T0 }, account: none });
    expect(d).toEqual({ allowed: false, retryAfterSeconds: GUESSING.maxDelaySeconds });
  });
});
