import type { EcpayQueryData } from '@storycat/contract';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@storycat/contract/constants';
import { api, ApiError } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';
import { profileKeys } from './query-keys.ts';

export type TradeResult = EcpayQueryData;

const TRIES = 3;
const PAUSE_MS = 1500;

/**
 * GET /api/tool/ECPayQuery for the stored trade number. The provider's notification can reach the server a moment
 * after the browser returns, so an unpaid answer is asked again a few times before it counts as failed.
 */
async function queryTrade(no: string, signal: AbortSignal): Promise<TradeResult | null> {
  let last: TradeResult | undefined;
  try {
    for (let i = 0; i < TRIES; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
      last = (await api.get<TradeResult>('/api/tool/ECPayQuery', { MerchantTradeNo: no }, signal)).data;
      if (last.TradeStatus === 1) break;
    }
  } catch (err) {
    // An unknown or foreign trade number is forgotten without a word.
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
      forgetTrade();
      return null;
    }
    throw err;
  }
  return last!;
}

/** Drops the stored order once its result has been shown (or cannot be). */
export function forgetTrade() {
  store.remove(STORAGE_KEYS.merchantTradeNo);
  store.remove(STORAGE_KEYS.payPlanId);
}

export function useTradeResult(no: string | null) {
  return useQuery({
    queryKey: profileKeys.trade(no),
    queryFn: ({ signal }) => queryTrade(no!, signal),
    enabled: Boolean(no),
    retry: false,
    staleTime: Infinity,
  });
}
