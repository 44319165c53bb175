import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';

// No automatic retries, no refetch on window focus, no polling, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
