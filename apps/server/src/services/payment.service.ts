import { ECPAY_CHOOSE_PAYMENTS, ECPAY_LANGUAGES, ECPAY_TEXTS, MSG, type EcpayOrder } from '@storycat/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/kysely.ts';
import type { PaymentRepository } from '../db/repositories/payment.repository.ts';
import type { PlanRepository } from '../db/repositories/plan.repository.ts';
import type { PaymentOrder } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import {
  ecpayAccount,
  type EcpayParams,
  formatTradeDate,
  MERCHANT_TRADE_NO,
  newMerchantTradeNo,
  queryTradeInfo,
  sign,
  verifyCheckMacValue,
} from '../payment/ecpay.ts';
import type { AuthUser } from './auth.service.ts';
import type { PlanService } from './plan.service.ts';
import type { PointService } from './point.service.ts';

export const RETURN_PATH = '/api/tool/ECPay/notify';

export interface NotifyOutcome {
  /** true: answer `1|OK` (also for duplicates and genuine failed payments); false: a forged or foreign message */
  accepted: boolean;
  credited: boolean;
  reason: string;
}

interface Deps {
  db: Database;
  config: Config;
  payments: PaymentRepository;
  plans: PlanRepository;
  planService: PlanService;
  points: PointService;
  fetch?: typeof fetch;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
}

/** ECPay AIO card checkout: orders, the server-to-server notification, the visit and the status query. */
export function paymentService({ db, config, payments, plans, planService, points, log, ...deps }: Deps) {
  const account = ecpayAccount(config);

  /**
   * PUBLIC_URL's origin only — never the request's Host header, which the client writes — so the checkout cannot be
   * made to send a child elsewhere. A path is taken on PUBLIC_URL; anything else falls back to the profile page.
   */
  function safeBackUrl(wanted: string | undefined): string {
    const fallback = `${config.publicUrl}/profile`;
    if (!wanted) return fallback;
    if (wanted.startsWith('/') && !wanted.startsWith('//') && !wanted.includes('\\'))
      return `${config.publicUrl}${wanted}`;
    try {
      const u = new URL(wanted);
      if (u.origin === new URL(config.publicUrl).origin && !u.username && !u.password) return u.toString();
    } catch {
      /* not a URL: fall back */
    }
    return fallback;
  }

  /** Marks the order paid and credits plan + bonus points, once, in one transaction. */
  async function applyPaid(no: string, info: { tradeNo: string; rtnCode: string; rtnMsg: string }) {
    return db.transaction().execute(async (trx) => {
      const order = await payments.findOrder(no, trx);
      if (!order) return false;
      // A bonus is given once per plan and event: a second paid order of the same plan gets none — also when both
      // are paid at the same instant (the lock makes the second wait for the first's commit, then see it).
      await payments.lockBuyer(order.user_id, trx);
      let bonus = order.bonus_point;
      if (bonus > 0 && order.event_id !== null) {
        const used = await plans.listBonusUsedPlanIds(order.event_id, order.user_id, trx);
        if (used.includes(order.plan_id)) bonus = 0;
      }
      const paid = await payments.markPaid(no, { ...info, bonusPoint: bonus }, trx);
      if (!paid) return false;
      const r = await points.credit(
        { userId: paid.user_id, amount: paid.point + bonus, causeKey: `pay:${no}`, reason: 'payment' },
        trx,
      );
      return r.applied;
    });
  }

  async function ownOrder(user: AuthUser, no: string): Promise<PaymentOrder> {
    if (!no) throw AppError.invalid(MSG.tradeNoNotSet);
    const order = MERCHANT_TRADE_NO.test(no) ? await payments.findOrderOfUser(no, user.id) : undefined;
    if (!order) throw AppError.notFound(MSG.orderNotFound);
    return order;
  }

  return {
    account,

    async createOrder(
      user: AuthUser,
      q: { PayPlanId?: number; ChoosePayment?: string; Language?: string; ClientBackURL?: string },
    ): Promise<EcpayOrder> {
      if (!q.PayPlanId) throw AppError.invalid(MSG.unknownPlan);
      const { plan, bonusPoint, eventId } = await planService.offerFor(user.id, q.PayPlanId);
      const no = newMerchantTradeNo();
      const clientBackUrl = safeBackUrl(q.ClientBackURL);
      const choose = (ECPAY_CHOOSE_PAYMENTS as readonly string[]).includes(q.ChoosePayment ?? '')
        ? q.ChoosePayment!
        : 'ALL';
      const language = (ECPAY_LANGUAGES as readonly string[]).includes(q.Language ?? '') ? q.Language : undefined;
      const total = bonusPoint > 0 ? `${plan.point}+${bonusPoint}` : `${plan.point}`;
      await payments.insertOrder({
        merchant_trade_no: no,
        user_id: user.id,
        plan_id: plan.id,
        amount: plan.price,
        point: plan.point,
        bonus_point: bonusPoint,
        event_id: eventId,
        mode: account.mode,
        client_back_url: clientBackUrl,
      });
      const fields: EcpayParams = {
        MerchantID: account.merchantId,
        MerchantTradeNo: no,
        MerchantTradeDate: formatTradeDate(new Date()),
        PaymentType: 'aio',
        TotalAmount: String(plan.price),
        // Set here from the plan, not from the browser, so the payer never sees a mislabelled item.
        TradeDesc: ECPAY_TEXTS.tradeDesc,
        ItemName: ECPAY_TEXTS.itemName(plan.name, total),
        ReturnURL: `${config.publicUrl}${RETURN_PATH}`,
        ChoosePayment: choose,
        EncryptType: '1',
        ClientBackURL: clientBackUrl,
        ...(language ? { Language: language } : {}),
      };
      const signed = sign(fields, account);
      log.info({ merchantTradeNo: no, plan: plan.id, amount: plan.price, mode: account.mode }, 'payment order created');
      return {
        ...(signed as Omit<EcpayOrder, 'TotalAmount' | 'EncryptType' | 'PayPlanId' | 'post_url' | 'PaymentType'>),
        PaymentType: 'aio',
        TotalAmount: plan.price,
        EncryptType: 1,
        PayPlanId: plan.id,
        post_url: account.checkoutUrl,
      };
    },

    async visit(user: AuthUser, no: string) {
      await ownOrder(user, no);
      await payments.markVisited(no, user.id);
    },

    /**
     * ReturnURL: verified in this order — CheckMacValue (constant time), MerchantID, known trade number,
     * amount, RtnCode "1", SimulatePaid "0" — then credited once.
     */
    async notify(params: EcpayParams): Promise<NotifyOutcome> {
      const reject = (reason: string): NotifyOutcome => {
        log.warn({ merchantTradeNo: params.MerchantTradeNo, reason }, 'payment notification refused');
        return { accepted: false, credited: false, reason };
      };
      if (!verifyCheckMacValue(params, account.hashKey, account.hashIv)) return reject('CheckMacValue Error');
      if (params.MerchantID !== account.merchantId) return reject('MerchantID Error');
      const no = params.MerchantTradeNo ?? '';
      const order = MERCHANT_TRADE_NO.test(no) ? await payments.findOrder(no) : undefined;
      if (!order) return reject('MerchantTradeNo Error');
      if (!/^\d+$/.test(params.TradeAmt ?? '') || Number(params.TradeAmt) !== order.amount)
        return reject('TradeAmt Error');
      const info = { tradeNo: params.TradeNo ?? '', rtnCode: params.RtnCode ?? '', rtnMsg: params.RtnMsg ?? '' };
      if (params.RtnCode !== '1') {
        await payments.markFailed(no, info);
        return { accepted: true, credited: false, reason: 'payment failed' };
      }
      // ECPay's back office can simulate a payment: it must never give points.
      if (params.SimulatePaid !== '0') return { accepted: true, credited: false, reason: 'simulated payment' };
      const credited = await applyPaid(no, info);
      log.info({ merchantTradeNo: no, credited }, 'payment notification accepted');
      return { accepted: true, credited, reason: credited ? 'credited' : 'already credited' };
    },

    /** TradeStatus of the caller's order; asks ECPay when still pending outside sandbox mode. */
    async query(user: AuthUser, no: string) {
      let order = await ownOrder(user, no);
      if (order.status !== 'paid' && order.mode !== 'sandbox' && account.mode !== 'sandbox') {
        const info = await queryTradeInfo(account, no, deps.fetch).catch(() => undefined);
        if (info?.TradeStatus === '1' && Number(info.TradeAmt) === order.amount) {
          await applyPaid(no, { tradeNo: info.TradeNo, rtnCode: '1', rtnMsg: 'QueryTradeInfo' });
          order = (await payments.findOrder(no)) ?? order;
        }
      }
      const paid = order.status === 'paid';
      return {
        MerchantTradeNo: order.merchant_trade_no,
        PayPlanId: order.plan_id,
        TradeStatus: (paid ? 1 : 0) as 0 | 1,
        point: paid ? order.point + order.bonus_point : 0,
        balance: await points.balance(user.id),
      };
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
