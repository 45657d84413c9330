import { renderStandalone } from '@vitrina/shared';
import { QueryProvider } from '@vitrina/shared/query';
import { App } from './app/App';
import { i18n } from './app/i18n';

renderStandalone({ App, i18n, Providers: QueryProvider });
