import type { ReactElement } from 'react';
import { renderWithProviders, settle } from '@vitrina/shared/testing';
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
