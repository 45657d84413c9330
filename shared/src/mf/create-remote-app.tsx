import React, { Fragment, startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { authStore } from '../auth/auth-store';
import { detectLanguage, languageStore } from '../i18n/language';
import type { RemoteProps } from './types';

/** A remote's own providers around its app (a signed-in remote's: `QueryProvider` of `@vitrina/shared/query`). */
export type RemoteProvidersComponent = ComponentType<{ children: ReactNode }>;

/** What makes a remote: its app, its i18n, and the providers it needs beyond i18n and the router. */
export interface RemoteAppOptions<P = RemoteProps> {
  App: ComponentType<P>;
  i18n: I18n;
  /**
   * Signed-in remotes pass `QueryProvider` (`@vitrina/shared/query`): the page's QueryClient.
   * The public remotes pass nothing, so a public page never loads react-query (docs/architecture.md §4).
   */
  Providers?: RemoteProvidersComponent;
}

interface ProvidersProps {
  i18n: I18n;
  Providers?: RemoteProvidersComponent;
  children: ReactNode;
}

/** What every remote renders inside: its own providers (if any), its own i18n, its own router. */
export function RemoteProviders({ i18n, Providers = Fragment, children }: ProvidersProps) {
  return (
    <Providers>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>{children}</BrowserRouter>
      </I18nextProvider>
    </Providers>
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

/**
 * react-dom's client whose roots render as transitions: React yields to the browser every few
 * milliseconds while it renders a remote's page, so mounting a remote (the hidden render of a
 * prerendered page's take-over, docs/architecture.md §3) is no long task, and input is answered
 * meanwhile. Suspense fallbacks of a first render still show (`aria-busy`), as before.
 */
export const interruptibleClient = {
  createRoot(container: Element | DocumentFragment): Root {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/** single-spa lifecycles of a remote (exposed as './app'). */
export function createRemoteApp({ App, i18n, Providers }: RemoteAppOptions) {
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: interruptibleClient as unknown as typeof ReactDOMClient,
    rootComponent: (props: RemoteProps) => (
      <RemoteProviders i18n={i18n} Providers={Providers}>
        <App {...props} />
      </RemoteProviders>
    ),
    errorBoundary: (error: Error) => <RemoteCrash error={error} />,
  });
}

/** Standalone development of one remote: no shell, so restore auth and language here. */
export function renderStandalone({ App, i18n, Providers }: RemoteAppOptions) {
  authStore.restore();
  languageStore.set(detectLanguage(window.location.pathname));
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  ReactDOMClient.createRoot(element).render(
    <RemoteProviders i18n={i18n} Providers={Providers}>
      <App />
    </RemoteProviders>,
  );
}
