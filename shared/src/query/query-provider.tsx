import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * The page's QueryClient around a React tree: the signed-in chrome's, and each signed-in remote's
 * (`createRemoteApp({ …, Providers: QueryProvider })`).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
