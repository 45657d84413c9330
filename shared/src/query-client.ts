import { QueryClient } from '@tanstack/react-query';
import { authStore } from './auth/auth-store';

/**
 * One QueryClient for the whole page (docs/architecture.md §4): @vitrina/shared is a federation
 * singleton, so every remote gets this same instance. Unused data is kept 60 s (docs/product.md §5).
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
