import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { languageStore, type Language } from '@vitrina/shared';
import { i18n } from '../src/app/i18n';

/** Shows the router's current location, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** Renders a shell component with the shell's texts, a memory router at `path`, and the language of it. */
export function renderInShell(ui: ReactElement, { path = '/ua', lng }: { path?: string; lng?: Language } = {}) {
  const language = lng ?? (path.split('/')[1] === 'en' ? 'en' : 'ua');
  languageStore.set(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
