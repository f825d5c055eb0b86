import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * The query cache's provider, around the screens that use it. It is not at the root: the landing and the login
 * use no query, so TanStack Query (≈ 15 KB gzip, parsed and run before the first paint) stays out of their
 * JavaScript (decision 0024). Every scope hands out the one client, so the cache is shared across screens.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A screen inside its own query scope (for the public screens that load data; the signed-in frames have one). */
export function withQueries(Screen: ComponentType): ComponentType {
  return function WithQueries() {
    return (
      <QueryScope>
        <Screen />
      </QueryScope>
    );
  };
}
