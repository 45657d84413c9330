import type { ReactElement, ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { authStore, isLanguage, languageStore, type Language } from '@vitrina/shared';

/** Shows the router's current location, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

export interface RenderOptions {
  /** The app's i18next instance (the shell's or a remote's). */
  i18n: I18n;
  /** Where the memory router starts (default /ua). */
  path?: string;
  /** The interface language; default the path's first segment when it is one. */
  lng?: Language;
  /** Render the location probe (default true); off where a test needs the app's output alone. */
  probe?: boolean;
}

/**
 * Renders `ui` with what every app runs inside: a fresh QueryClient (no retries), the app's
 * i18n, a memory router at `path` and a location probe; the language follows the path. A user
 * event instance that advances jest's fake timers comes with it.
 */
export function renderWithProviders(ui: ReactElement, { i18n, path = '/ua', lng, probe = true }: RenderOptions) {
  const first = path.split('/')[1];
  const language = lng ?? (isLanguage(first) ? first : undefined);
  if (language) languageStore.set(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          {probe && <LocationProbe />}
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const utils = render(ui, { wrapper });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...utils, user, location: () => screen.getByTestId('location').textContent };
}

/** Lets pending dynamic imports (lazy pages, resolvers) and the renders they cause finish (inside act). */
export async function settle(rounds = 5) {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  });
}

/** Fresh state per test: empty storage, signed out, the given language. */
export function resetBrowserState(lng: Language = 'ua') {
  localStorage.clear();
  sessionStorage.clear();
  authStore.logout();
  languageStore.set(lng);
}

/**
 * Expected texts of both languages from `[ua, en]` pairs, so a test lists each text once:
 * `textsByLanguage({ title: ['База знань', 'Knowledge base'] }).en.title === 'Knowledge base'`.
 */
export function textsByLanguage<T extends Record<string, readonly [unknown, unknown]>>(
  pairs: T,
): Record<Language, { [K in keyof T]: T[K][0] }> {
  const pick = (index: 0 | 1) =>
    Object.fromEntries(Object.entries(pairs).map(([key, pair]) => [key, pair[index]])) as { [K in keyof T]: T[K][0] };
  return { ua: pick(0), en: pick(1) };
}
