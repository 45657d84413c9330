import { setReauthHandler } from '@vitrina/shared';
import { QueryProvider, queryClient } from '@vitrina/shared/query';
import { renderRemoteRoute } from '@vitrina/shared/testing';
import { App } from '../app/App';
import { i18n } from '../app/i18n';

/** Renders this remote as the shell mounts it, at `path`. */
export const renderRoute = (path: string) => renderRemoteRoute(path, { App, i18n, Providers: QueryProvider });

/**
 * Each route test starts from a clean slate: no retries or stale data in the query cache, and
 * no re-login handler or spies left from the last test. Call once at the top of a test file.
 */
export function isolateRouteTests(): void {
  beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } }));
  afterEach(() => {
    queryClient.clear();
    setReauthHandler(null);
    jest.restoreAllMocks();
  });
}
