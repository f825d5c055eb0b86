import { ERR, MSG } from '@storycat/contract';
import type { Database } from '../db/kysely.ts';
import type { PointRepository } from '../db/repositories/point.repository.ts';
import { AppError } from '../lib/app-error.ts';

export interface PointMove {
  userId: string;
  /** a positive number of points */
  amount: number;
  /** unique per cause: 'pay:<MerchantTradeNo>', 'redeem:<code>:<userId>', 'book:<bookId>', 'trial:<userId>' … */
  causeKey: string;
  /** short machine word: 'payment', 'redeem', 'book', 'trial', 'admin' */
  reason: string;
}

export interface PointResult {
  /** false when this cause key was applied before: nothing moved this time */
  applied: boolean;
  balance: number;
}

/**
 * The only way points move. Each move is one ledger row with a unique cause key and the balance change, in
 * one transaction; a repeated cause key is a no-op that reports `applied: false`, never a second move.
 * Pass `trx` to take part in the caller's transaction (book creation debits inside its own).
 */
export function pointService({ db, points }: { db: Database; points: PointRepository }) {
  async function move(m: PointMove, sign: 1 | -1, trx: Database): Promise<PointResult> {
    if (!Number.isInteger(m.amount) || m.amount <= 0) throw AppError.invalid();
    if (!m.causeKey) throw AppError.invalid();
    const delta = sign * m.amount;
    const claim = await points.insertLedgerClaim(
      { userId: m.userId, delta, causeKey: m.causeKey, reason: m.reason },
      trx,
    );
    if (claim === undefined) {
      const balance = await points.findBalance(m.userId, trx);
      return { applied: false, balance: balance ?? 0 };
    }
    const balance = await points.addToBalance(m.userId, delta, trx);
    if (balance === undefined) {
      // Undo the claim first, so a caller that catches this error leaves nothing half-written behind.
      await points.deleteLedgerRow(claim, trx);
      if ((await points.findBalance(m.userId, trx)) === undefined) throw new AppError(ERR.noUser, MSG.sessionExpired);
      throw new AppError(ERR.insufficientPoints, MSG.insufficientPoints);
    }
    await points.setLedgerBalance(claim, balance, trx);
    return { applied: true, balance };
  }

  const run = (m: PointMove, sign: 1 | -1, trx?: Database) =>
    trx ? move(m, sign, trx) : db.transaction().execute((t) => move(m, sign, t));

  return {
    credit: (m: PointMove, trx?: Database) => run(m, 1, trx),
    /** Throws ERR.insufficientPoints (HTTP 402) when the balance is smaller than the amount. */
    debit: (m: PointMove, trx?: Database) => run(m, -1, trx),
    async balance(userId: string): Promise<number> {
      return (await points.findBalance(userId)) ?? 0;
    },
    history: (userId: string, limit?: number) => points.listLedgerRowsOfUser(userId, limit),
  };
}
export type PointService = ReturnType<typeof pointService>;
