import type { ReactElement } from 'react';
import { installFetch, renderWithProviders, resetBrowserState, settle, type FetchMock } from '@vitrina/shared/testing';
import { App } from '../app/App';
import { i18n } from '../app/i18n';

/**
 * Renders this remote's routes (or `ui`) at `path`, in the path's language. Use with jest fake
 * timers: the user events advance them. Resolves once the screen's lazy chunk has arrived.
 */
export async function renderAt(path: string, ui: ReactElement = <App />) {
  const result = renderWithProviders(ui, { i18n, path });
  await settle();
  return result;
}

/**
 * The set-up of every screen test: fake timers, empty storage, signed out, ua, and a fresh fetch
 * mock per test (queue the server's answers on it), which the returned function gives.
 */
export function setUpScreenTests(): () => FetchMock {
  let current: FetchMock;
  beforeEach(() => {
    jest.useFakeTimers();
    resetBrowserState('ua');
    current = installFetch();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  return () => current;
}
