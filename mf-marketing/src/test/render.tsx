import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { languageStore, type Language } from '@vitrina/shared';
import { i18n } from '../app/i18n';

interface Options {
  route?: string;
  lng?: Language;
}

/**
 * Renders with what the remote runs inside: a fresh QueryClient, this remote's i18n, a router;
 * then lets the lazy chunks already asked for (forms, route pages) arrive.
 */
export async function renderWithProviders(ui: ReactElement, { route = '/ua', lng = 'ua' }: Options = {}) {
  languageStore.set(lng);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  await settle();
  return result;
}

/** Lets pending dynamic imports and the renders they cause finish (inside act). */
export async function settle(rounds = 5) {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  });
}

/** A fetch answer as the API client reads it. */
export function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

export function mockFetch(...answers: Array<Response | Error>) {
  const fn = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fn.mockRejectedValueOnce(answer);
    else fn.mockResolvedValueOnce(answer);
  }
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}
