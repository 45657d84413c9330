import React, { type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../query-client';
import { authStore } from '../auth/auth-store';
import { detectLanguage, languageStore } from '../i18n/language';
import type { RemoteProps } from './types';

interface ProvidersProps {
  i18n: I18n;
  children: ReactNode;
}

/** What every remote renders inside: the page's QueryClient, its own i18n, its own router. */
export function RemoteProviders({ i18n, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>{children}</BrowserRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function RemoteCrash({ error }: { error: Error }) {
  return (
    <div role="alert" style={{ padding: 24 }}>
      <p>Щось пішло не так / Something went wrong.</p>
      <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{error.message}</pre>
    </div>
  );
}

/** single-spa lifecycles of a remote (exposed as './app'). */
export function createRemoteApp({ App, i18n }: { App: ComponentType<RemoteProps>; i18n: I18n }) {
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: RemoteProps) => (
      <RemoteProviders i18n={i18n}>
        <App {...props} />
      </RemoteProviders>
    ),
    errorBoundary: (error: Error) => <RemoteCrash error={error} />,
  });
}

/** Standalone development of one remote: no shell, so restore auth and language here. */
export function renderStandalone({ App, i18n }: { App: ComponentType<RemoteProps>; i18n: I18n }) {
  authStore.restore();
  languageStore.set(detectLanguage(window.location.pathname));
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  ReactDOMClient.createRoot(element).render(
    <RemoteProviders i18n={i18n}>
      <App />
    </RemoteProviders>,
  );
}
