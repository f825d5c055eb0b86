import type { StyleItem } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { createKeys } from './query-keys.ts';

/** GET /api/style: the art styles with a sample picture each; the same for everyone, so kept for long. */
export const stylesQuery = queryOptions({
  queryKey: createKeys.styles,
  queryFn: async ({ signal }) => (await api.get<StyleItem[]>('/api/style', undefined, signal)).data ?? [],
  staleTime: 60 * 60_000,
});

export function useStyles() {
  return useQuery(stylesQuery);
}
