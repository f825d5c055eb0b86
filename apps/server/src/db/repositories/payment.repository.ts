import { sql } from 'kysely';
import type { Database } from '../kysely.ts';
import type { PaymentOrder, PaymentStatus } from '../schema.ts';

export function paymentRepository(db: Database) {
  return {
    async insertOrder(o: {
      merchant_trade_no: string;
      user_id: string;
      plan_id: number;
      amount: number;
      point: number;
      bonus_point: number;
      event_id: number | null;
      mode: string;
      client_back_url: string;
    }): Promise<PaymentOrder> {
      return db.insertInto('payment_orders').values(o).returningAll().executeTakeFirstOrThrow();
    },
    findOrder(no: string, trx: Database = db): Promise<PaymentOrder | undefined> {
      return trx.selectFrom('payment_orders').selectAll().where('merchant_trade_no', '=', no).executeTakeFirst();
    },
    /**
     * Locks the buyer's user row until `trx` ends, so that two of her orders paid at the same instant are settled
     * one after the other: the second then sees the first as paid (a bonus is given once per plan and event).
     */
    async lockBuyer(userId: string, trx: Database): Promise<void> {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },
    findOrderOfUser(no: string, userId: string): Promise<PaymentOrder | undefined> {
      return db
        .selectFrom('payment_orders')
        .selectAll()
        .where('merchant_trade_no', '=', no)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    async markVisited(no: string, userId: string): Promise<boolean> {
      const r = await db
        .updateTable('payment_orders')
        .set({ visited_at: sql`coalesce(visited_at, now())`, updated_at: sql`now()` })
        .where('merchant_trade_no', '=', no)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /**
     * Moves an unpaid order to paid, once: the row lock makes a concurrent second notification wait and
     * then find it paid. Returns the order as paid now, or undefined when it was already paid.
     */
    markPaid(
      no: string,
      info: { tradeNo: string; rtnCode: string; rtnMsg: string; bonusPoint: number },
      trx: Database,
    ): Promise<PaymentOrder | undefined> {
      return trx
        .updateTable('payment_orders')
        .set({
          status: 'paid',
          trade_no: info.tradeNo,
          rtn_code: info.rtnCode,
          rtn_msg: info.rtnMsg,
          bonus_point: info.bonusPoint,
          paid_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where('merchant_trade_no', '=', no)
        .where('status', '<>', 'paid')
        .returningAll()
        .executeTakeFirst();
    },
    async markFailed(no: string, info: { rtnCode: string; rtnMsg: string }) {
      await db
        .updateTable('payment_orders')
        .set({
          status: 'failed' as PaymentStatus,
          rtn_code: info.rtnCode,
          rtn_msg: info.rtnMsg,
          updated_at: sql`now()`,
        })
        .where('merchant_trade_no', '=', no)
        .where('status', '=', 'pending')
        .execute();
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
