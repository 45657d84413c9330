import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageStore } from '@vitrina/shared';
import { RemoteProviders } from '../mf/create-remote-app';

/** Renders a remote as the shell mounts it, at `path`, in the language of its first segment. */
export function renderRemoteRoute(path: string, { App, i18n }: { App: ComponentType; i18n: I18n }) {
  const first = path.split('/')[1];
  languageStore.set(isLanguage(first) ? first : DEFAULT_LANGUAGE);
  window.history.pushState({}, '', path);
  return render(
    <RemoteProviders i18n={i18n}>
      <App />
    </RemoteProviders>,
  );
}
