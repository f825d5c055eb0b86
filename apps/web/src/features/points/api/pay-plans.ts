import type { PayPlan } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pointKeys } from './query-keys.ts';

/** GET /api/tool/pay-plan, sorted by id descending as the spec wants (the first one is highlighted). */
export const payPlansQuery = queryOptions({
  queryKey: pointKeys.payPlans,
  queryFn: async ({ signal }) => {
    const plans = (await api.get<PayPlan[]>('/api/tool/pay-plan', undefined, signal)).data ?? [];
    return [...plans].sort((a, b) => b.id - a.id);
  },
});

/** `enabled` lets the page wait for the bonus event first: viewing it joins the child and opens her bonus. */
export function usePayPlans(enabled = true) {
  return useQuery({ ...payPlansQuery, enabled });
}
