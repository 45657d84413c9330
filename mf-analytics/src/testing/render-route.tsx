import { QueryProvider } from '@vitrina/shared/query';
import { renderRemoteRoute } from '@vitrina/shared/testing';
import { App } from '../app/App';
import { i18n } from '../app/i18n';

/** Renders this remote as the shell mounts it, at `path`. */
export const renderRoute = (path: string) => renderRemoteRoute(path, { App, i18n, Providers: QueryProvider });
