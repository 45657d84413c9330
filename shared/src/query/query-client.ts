import { QueryClient } from '@tanstack/react-query';
import { authStore } from '@vitrina/shared';

/**
 * One QueryClient for the whole page (docs/architecture.md §4): @vitrina/shared/query is a
 * federation singleton, so every remote gets this same instance. Only signed-in pages load it (and
 * react-query with it); the public pages make their calls without a query cache. Unused data is
 * kept 60 s (docs/product.md §5).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: 60_000, staleTime: 10_000, retry: 1, refetchOnWindowFocus: false },
  },
});

// Nothing of one account may outlive its session: signing out (Exit, failed refresh) empties the cache.
authStore.isAuth$.subscribe((isAuth) => {
  if (!isAuth) queryClient.clear();
});
