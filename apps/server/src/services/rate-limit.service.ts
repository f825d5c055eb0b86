import { AppError } from '../lib/app-error.ts';
import type { RateLimitRepository } from '../db/repositories/rate-limit.repository.ts';

export interface Limit {
  /** e.g. 'login:ip' */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Limits shared by all server processes (counted in the database). */
export const LIMITS = {
  loginIp: { name: 'login:ip', max: 30, windowSeconds: 600 },
  loginAccount: { name: 'login:account', max: 10, windowSeconds: 600 },
  registerIp: { name: 'register:ip', max: 20, windowSeconds: 3600 },
  resetIp: { name: 'reset:ip', max: 10, windowSeconds: 3600 },
  resetEmail: { name: 'reset:email', max: 3, windowSeconds: 3600 },
  redeemUser: { name: 'redeem:user', max: 10, windowSeconds: 600 },
  redeemIp: { name: 'redeem:ip', max: 30, windowSeconds: 600 },
  aiUser: { name: 'ai:user', max: 120, windowSeconds: 600 },
  zhuyinIp: { name: 'zhuyin:ip', max: 600, windowSeconds: 600 },
  pdfUser: { name: 'pdf:user', max: 20, windowSeconds: 600 },
} satisfies Record<string, Limit>;

export function rateLimitService(repo: RateLimitRepository) {
  return {
    /** Counts one attempt and throws 429 once `max` is exceeded within the window. */
    async consume(limit: Limit, subject: string): Promise<void> {
      const n = await repo.hit(`${limit.name}:${subject.toLowerCase()}`, limit.windowSeconds);
      if (n > limit.max) throw AppError.tooMany();
    },
    async clear(limit: Limit, subject: string) {
      await repo.reset(`${limit.name}:${subject.toLowerCase()}`);
    },
  };
}
export type RateLimitService = ReturnType<typeof rateLimitService>;
