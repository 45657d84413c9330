import { render } from '@testing-library/react';
import { DEFAULT_LANGUAGE, isLanguage, languageStore } from '@vitrina/shared';
import { RemoteProviders, type RemoteAppOptions } from '../mf/create-remote-app';

/** Renders a remote as the shell mounts it (with its own `Providers`), at `path`, in the language of its first segment. */
export function renderRemoteRoute(path: string, { App, i18n, Providers }: RemoteAppOptions<object>) {
  const first = path.split('/')[1];
  languageStore.set(isLanguage(first) ? first : DEFAULT_LANGUAGE);
  window.history.pushState({}, '', path);
  return render(
    <RemoteProviders i18n={i18n} Providers={Providers}>
      <App />
    </RemoteProviders>,
  );
}
