import type { ComponentProps } from 'react';
import { QueryProvider } from '@vitrina/shared/query';
import { AppChrome } from './AppChrome';

/**
 * The signed-in chrome with the page's QueryClient (its menu reads the current user). Loaded only
 * for signed-in pages (../lazy.ts): this module brings react-query and the query cache.
 */
export default function SignedInChrome(props: ComponentProps<typeof AppChrome>) {
  return (
    <QueryProvider>
      <AppChrome {...props} />
    </QueryProvider>
  );
}
