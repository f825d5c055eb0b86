import type { PaymentRepository } from '../db/repositories/payment.repository.ts';
import { type EcpayAccount, type EcpayParams, MERCHANT_TRADE_NO, verifyCheckMacValue } from '../payment/ecpay.ts';
import { type CardInput, type CheckoutView, cardProblem, sandboxNotification } from '../payment/sandbox.ts';

export type SandboxPayResult =
  | { kind: 'notify'; notification: EcpayParams; backUrl: string }
  | { kind: 'back'; backUrl: string }
  | { kind: 'retry'; view: CheckoutView }
  | { kind: 'error'; message: string };

/**
 * The sandbox checkout (ECPAY_MODE=sandbox): checks the posted order like ECPay does, then turns the card
 * form into the notification ECPay would send. The route delivers it to our ReturnURL.
 */
export function sandboxCheckoutService({ account, payments }: { account: EcpayAccount; payments: PaymentRepository }) {
  async function pendingOrder(no: string) {
    const order = MERCHANT_TRADE_NO.test(no) ? await payments.findOrder(no) : undefined;
    return order && order.status !== 'paid' ? order : undefined;
  }

  return {
    /** The posted AIO form → the card page, or an error text (bad signature, unknown or paid order). */
    async open(fields: EcpayParams): Promise<{ view: CheckoutView } | { refused: string }> {
      if (!verifyCheckMacValue(fields, account.hashKey, account.hashIv)) return { refused: 'CheckMacValue Error' };
      if (fields.MerchantID !== account.merchantId) return { refused: 'MerchantID Error' };
      const order = await pendingOrder(fields.MerchantTradeNo ?? '');
      if (!order) return { refused: '訂單不存在或已付款' };
      if (Number(fields.TotalAmount) !== order.amount) return { refused: 'TotalAmount Error' };
      return {
        view: { merchantTradeNo: order.merchant_trade_no, itemName: fields.ItemName ?? '', amount: order.amount },
      };
    },

    async pay(input: CardInput & { MerchantTradeNo?: string; action?: string }): Promise<SandboxPayResult> {
      const order = await pendingOrder(input.MerchantTradeNo ?? '');
      if (!order) return { kind: 'error', message: '訂單不存在或已付款' };
      if (input.action === 'cancel') return { kind: 'back', backUrl: order.client_back_url };
      const problem = cardProblem(input);
      if (problem) {
        return {
          kind: 'retry',
          view: {
            merchantTradeNo: order.merchant_trade_no,
            itemName: `故事貓點數 ${order.point}${order.bonus_point ? `+${order.bonus_point}` : ''}點`,
            amount: order.amount,
            error: problem,
            cardNumber: input.card_number,
          },
        };
      }
      return {
        kind: 'notify',
        notification: sandboxNotification(account, order, input.card_number ?? ''),
        backUrl: order.client_back_url,
      };
    },
  };
}
export type SandboxCheckoutService = ReturnType<typeof sandboxCheckoutService>;
