import { render } from '@testing-library/react';
import { DEFAULT_LANGUAGE, isLanguage, languageStore, RemoteProviders } from '@vitrina/shared';
import { App } from '../app/App';
import { i18n } from '../app/i18n';

/** Renders the remote as the shell mounts it, at `path`, in the language of its first segment. */
export function renderRoute(path: string) {
  const first = path.split('/')[1];
  languageStore.set(isLanguage(first) ? first : DEFAULT_LANGUAGE);
  window.history.pushState({}, '', path);
  return render(
    <RemoteProviders i18n={i18n}>
      <App />
    </RemoteProviders>,
  );
}
