import type { BonusEvent } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pointKeys } from './query-keys.ts';

/** GET /api/tool/bonus-event: the first view joins the child to the running event (null when none runs). */
export const bonusEventQuery = queryOptions({
  queryKey: pointKeys.bonusEvent,
  queryFn: async ({ signal }) =>
    (await api.get<BonusEvent | null>('/api/tool/bonus-event', undefined, signal)).data ?? null,
});

export function useBonusEvent() {
  return useQuery(bonusEventQuery);
}
