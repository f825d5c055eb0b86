import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** The app's one query cache: the provider hands it to the screens, the router fills it ahead of a screen. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by retrying; a network blip might.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
