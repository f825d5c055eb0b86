import { z } from 'zod';
import { envelope } from './envelope.ts';

/** GET /api/tool/pay-plan: a plan with the caller's bonus (0 and is_used false when not signed in). */
export const payPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  /** New Taiwan dollars */
  price: z.number().int(),
  point: z.number().int(),
  /** true when the caller already received this plan's bonus in the current event */
  is_used: z.boolean(),
  /** extra points if bought now (0 outside the caller's bonus window) */
  bonus_point: z.number().int(),
});
export type PayPlan = z.infer<typeof payPlan>;
export const payPlanAnswer = envelope(z.array(payPlan));

/** GET /api/tool/bonus-event: null when no event runs. Times are ISO-8601. */
export const bonusEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  begin_at: z.string(),
  /** the event's last day, run to 23:59:59 Taiwan time */
  end_at: z.string(),
  /** when the caller first opened the event; the window is joined_at + time_limit_in_minutes */
  joined_at: z.string(),
  time_limit_in_minutes: z.number().int(),
  /** the caller's window end (joined_at + limit, never after end_at) */
  window_end_at: z.string(),
  user_plans: z.array(payPlan),
});
export type BonusEvent = z.infer<typeof bonusEvent>;
export const bonusEventAnswer = envelope(bonusEvent.nullable());

/** GET /api/tool/ECPay query (part 1 §7). ItemName and TradeDesc are set by the server from the plan. */
export const ecpayOrderQuery = z.object({
  PayPlanId: z.coerce.number().int().positive().optional(),
  TradeDesc: z.string().max(200).optional(),
  ItemName: z.string().max(400).optional(),
  ChoosePayment: z.string().max(20).optional(),
  Language: z.string().max(3).optional(),
  ClientBackURL: z.string().max(200).optional(),
});

/**
 * The order: every field the browser posts to `post_url`, signed. `post_url` and `PayPlanId` are not
 * posted. No key ever appears here.
 */
export const ecpayOrder = z.object({
  MerchantTradeNo: z.string(),
  PayPlanId: z.number().int(),
  post_url: z.string(),
  ChoosePayment: z.string(),
  Language: z.string().optional(),
  MerchantID: z.string(),
  MerchantTradeDate: z.string(),
  PaymentType: z.literal('aio'),
  ClientBackURL: z.string(),
  ReturnURL: z.string(),
  EncryptType: z.literal(1),
  CheckMacValue: z.string(),
  TotalAmount: z.number().int(),
  TradeDesc: z.string(),
  ItemName: z.string(),
});
export type EcpayOrder = z.infer<typeof ecpayOrder>;
export const ecpayOrderAnswer = envelope(ecpayOrder.optional());

export const tradeNoQuery = z.object({ MerchantTradeNo: z.string().max(40).default('') });

export const ecpayQueryData = z.object({
  MerchantTradeNo: z.string(),
  PayPlanId: z.number().int(),
  /** 1 paid, 0 not (yet) */
  TradeStatus: z.union([z.literal(0), z.literal(1)]),
  /** points credited by this payment (plan + bonus) */
  point: z.number().int(),
  /** the caller's balance now */
  balance: z.number().int(),
});
export type EcpayQueryData = z.infer<typeof ecpayQueryData>;
export const ecpayQueryAnswer = envelope(ecpayQueryData.optional());

/** POST /api/user/promotionCode answer: data[0].point is the new balance (part 1 §3). */
export const promotionData = z.array(z.object({ point: z.number().int() }));
export type PromotionData = z.infer<typeof promotionData>;
export const promotionAnswer = envelope(promotionData.optional());
