import { renderStandalone } from '@vitrina/shared';
import { StandaloneApp } from './app/StandaloneApp';
import { i18n } from './app/i18n';

renderStandalone({ App: StandaloneApp, i18n });
