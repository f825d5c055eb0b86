import { AppError } from '../lib/app-error.ts';
import type { RateLimitRepository } from '../db/repositories/rate-limit.repository.ts';

export interface Limit {
  /** e.g. 'login:ip' */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Limits shared by all server processes (counted in the database). Which ASVS 5.0 requirement each one meets:
 * docs/security.md.
 */
export const LIMITS = {
  // Every password check (login, change password, delete account) from one address, all accounts together. A
  // whole class behind one school address signs in within minutes, so this is a ceiling for automation only.
  loginIp: { name: 'login:ip', max: 100, windowSeconds: 600 },
  registerIp: { name: 'register:ip', max: 20, windowSeconds: 3600 },
  resetIp: { name: 'reset:ip', max: 10, windowSeconds: 3600 },
  resetEmail: { name: 'reset:email', max: 3, windowSeconds: 3600 },
  redeemUser: { name: 'redeem:user', max: 10, windowSeconds: 600 },
  redeemIp: { name: 'redeem:ip', max: 30, windowSeconds: 600 },
  aiUser: { name: 'ai:user', max: 120, windowSeconds: 600 },
  zhuyinIp: { name: 'zhuyin:ip', max: 600, windowSeconds: 600 },
  pdfUser: { name: 'pdf:user', max: 20, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/**
 * Password guessing against one account: failures are counted per (account, address) and per account, and answered
 * with a growing wait, never with a lock of the account. An address that has not failed on an account is never
 * refused by that account's counters, so a classmate who tries a child's password from many tablets slows herself
 * down but cannot lock the child out of her own tablet (docs/decisions/0016-privacy-and-account-security.md).
 */
export const GUESSING = {
  /** wrong passwords of one account from one address that cost no wait */
  freeFailures: 3,
  /** once the account has this many failures from all addresses together, a failing address gets fewer free tries */
  accountBusyFailures: 10,
  freeFailuresWhenBusy: 1,
  /** the first wait; each further failure doubles it */
  baseDelaySeconds: 2,
  maxDelaySeconds: 900,
  /** failures are forgotten this long after the last one */
  memorySeconds: 86_400,
} as const;

export interface FailureCount {
  failures: number;
  lastFailureAt: Date | null;
}

export type GuessDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait owed after `failures` wrong passwords of which `free` cost nothing: 0, …, 2 s, 4 s, 8 s … 15 min. */
export function guessDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(GUESSING.maxDelaySeconds, GUESSING.baseDelaySeconds * 2 ** Math.min(failures - free, 30));
}

/**
 * Whether a password check for an account from an address may run now. Pure: the counts and the clock come in,
 * so the rule is tested without waiting.
 */
export function guessDecision(o: { now: Date; pair: FailureCount; account: FailureCount }): GuessDecision {
  const { pair, account } = o;
  // An address with no failure on this account is always let through: the account is never locked.
  if (pair.failures === 0 || !pair.lastFailureAt) return { allowed: true };
  const busy = account.failures >= GUESSING.accountBusyFailures;
  const delay = guessDelaySeconds(pair.failures, busy ? GUESSING.freeFailuresWhenBusy : GUESSING.freeFailures);
  const waitMs = pair.lastFailureAt.getTime() + delay * 1000 - o.now.getTime();
  return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
}

const guessKey = (address: string, subject: string) => `guess:${address}:${subject.trim().toLowerCase()}`;
/** the account's failures from every address together */
const ANY_ADDRESS = '*';

export function rateLimitService(repo: RateLimitRepository, clock: () => Date = () => new Date()) {
  return {
    /** Counts one attempt and throws 429 once `max` is exceeded within the window. */
    async consume(limit: Limit, subject: string): Promise<void> {
      const n = await repo.hit(`${limit.name}:${subject.toLowerCase()}`, limit.windowSeconds);
      if (n > limit.max) throw AppError.tooMany();
    },
    async clear(limit: Limit, subject: string) {
      await repo.reset(`${limit.name}:${subject.toLowerCase()}`);
    },

    /**
     * Before a password check (login, change password, delete account): the address's limit, then the wait this
     * (account, address) owes. Throws 429 with Retry-After.
     */
    async beforePasswordCheck(account: string, address: string): Promise<void> {
      await this.consume(LIMITS.loginIp, address);
      const now = clock();
      const since = new Date(now.getTime() - GUESSING.memorySeconds * 1000);
      const counts = await repo.readFailures([guessKey(address, account), guessKey(ANY_ADDRESS, account)], since);
      const [pair, total] = counts;
      const decision = guessDecision({ now, pair: pair!, account: total! });
      if (!decision.allowed) throw AppError.tooMany(undefined, decision.retryAfterSeconds);
    },
    /** A wrong password: one more failure for the (account, address) pair and for the account. */
    async passwordFailed(account: string, address: string): Promise<void> {
      const now = clock();
      for (const key of [guessKey(address, account), guessKey(ANY_ADDRESS, account)])
        await repo.recordFailure(key, now, GUESSING.memorySeconds);
    },
    /** The right password: this address owes nothing any more (the account's total stays, for other addresses). */
    async passwordAccepted(account: string, address: string): Promise<void> {
      await repo.reset(guessKey(address, account));
    },
  };
}
export type RateLimitService = ReturnType<typeof rateLimitService>;
