import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { authStore, languageStore, type Language } from '@vitrina/shared';
import { App } from '../app/App';
import { i18n } from '../app/i18n';

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Fresh state per test: empty storage, logged out, the given language. */
export function resetState(lng: Language = 'ua') {
  localStorage.clear();
  authStore.logout();
  languageStore.set(lng);
}

/**
 * Renders the remote's routes (or `ui`) at `path` with the providers the shell gives it.
 * Use with jest fake timers: user events advance them. Resolves once the screen's lazy chunk
 * has arrived (the routes load their pages on demand).
 */
export async function renderAt(path: string, ui: ReactElement = <App />) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const utils = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await settle();
  return { ...utils, user, location: () => screen.getByTestId('location').textContent };
}

/** Lets pending dynamic imports (route pages, resolvers) and the renders they cause finish (inside act). */
export async function settle(rounds = 5) {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  });
}
