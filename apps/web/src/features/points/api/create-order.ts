import { STORAGE_KEYS } from '@storycat/contract/constants';
import type { EcpayOrder } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';

/**
 * Part 1 §4: an order is requested (GET /api/tool/ECPay), its trade number and plan id are stored for the
 * result modal on /profile, and a visit call is made (GET /api/tool/ECPayVisit). The caller then posts the form.
 */
export async function createOrder(plan: { id: number; name: string }): Promise<EcpayOrder> {
  const order = (
    await api.get<EcpayOrder>('/api/tool/ECPay', {
      PayPlanId: plan.id,
      ItemName: plan.name,
      ChoosePayment: 'ALL',
      ClientBackURL: `${window.location.origin}/profile`,
    })
  ).data;
  store.set(STORAGE_KEYS.merchantTradeNo, order.MerchantTradeNo);
  store.set(STORAGE_KEYS.payPlanId, String(order.PayPlanId));
  await api.get('/api/tool/ECPayVisit', { MerchantTradeNo: order.MerchantTradeNo });
  return order;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
