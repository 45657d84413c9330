// Exposed as './app': the single-spa lifecycles the shell mounts.
import { createRemoteApp } from '@vitrina/shared';
import { QueryProvider } from '@vitrina/shared/query';
import { App } from '../app/App';
import { i18n } from '../app/i18n';

export const { bootstrap, mount, unmount } = createRemoteApp({ App, i18n, Providers: QueryProvider });
