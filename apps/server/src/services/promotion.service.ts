import { MSG, PROMOTION_CODE_MAX } from '@storycat/contract';
import type { Database } from '../db/kysely.ts';
import type { PromotionRepository } from '../db/repositories/promotion.repository.ts';
import type { PromotionKind } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { randomInt } from 'node:crypto';
import type { AuthUser } from './auth.service.ts';
import type { PointService } from './point.service.ts';
import { LIMITS, type RateLimitService } from './rate-limit.service.ts';

const CODE_PATTERN = /^[A-Z0-9_-]+$/;
// No 0/O or 1/I/L: children copy codes off paper.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function randomCode(length = 10): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

interface Deps {
  db: Database;
  promotions: PromotionRepository;
  points: PointService;
  limits: RateLimitService;
}

/** Activity codes: points, an optional expiry, single-use or once per user; each redemption atomic. */
export function promotionService({ db, promotions, points, limits }: Deps) {
  return {
    /** Returns the new balance. Every failure gives the spec's one message, so codes cannot be probed. */
    async redeem(user: AuthUser, input: { code: string | undefined; ip: string }): Promise<number> {
      const code = normalizeCode(input.code ?? '');
      if (!code) throw AppError.invalid(MSG.redeemEmpty);
      await limits.consume(LIMITS.redeemIp, input.ip);
      await limits.consume(LIMITS.redeemUser, user.id);
      if (code.length > PROMOTION_CODE_MAX || !CODE_PATTERN.test(code)) throw AppError.invalid(MSG.redeemInvalid);
      return db.transaction().execute(async (trx) => {
        const taken = await promotions.takeCodeUse(code, trx);
        if (!taken) throw AppError.invalid(MSG.redeemInvalid);
        // Throwing rolls back the use taken above, so a refused second try costs the code nothing.
        if (!(await promotions.insertRedemption(code, user.id, trx))) throw AppError.invalid(MSG.redeemInvalid);
        const r = await points.credit(
          { userId: user.id, amount: taken.point, causeKey: `redeem:${code}:${user.id}`, reason: 'redeem' },
          trx,
        );
        if (!r.applied) throw AppError.invalid(MSG.redeemInvalid);
        return r.balance;
      });
    },

    /** For the admin tool: `count` random codes, or the one given `code`. */
    async createCodes(o: {
      point: number;
      kind: PromotionKind;
      expiresAt: Date | null;
      code?: string;
      count?: number;
      note?: string;
    }) {
      if (!Number.isInteger(o.point) || o.point <= 0) throw AppError.invalid('point must be a positive integer');
      const wanted = o.code ? [normalizeCode(o.code)] : Array.from({ length: o.count ?? 1 }, () => randomCode());
      const created = [];
      for (const code of wanted) {
        if (!code || code.length > PROMOTION_CODE_MAX || !CODE_PATTERN.test(code))
          throw AppError.invalid(`bad code "${code}": letters, digits, - and _ only`);
        const row = await promotions.insertCode({
          code,
          point: o.point,
          kind: o.kind,
          expires_at: o.expiresAt,
          note: o.note ?? '',
        });
        if (!row) throw AppError.conflict(`code ${code} exists already`);
        created.push(row);
      }
      return created;
    },
    listCodes: () => promotions.listCodes(),
  };
}
export type PromotionService = ReturnType<typeof promotionService>;
