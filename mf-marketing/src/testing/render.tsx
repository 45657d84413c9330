import type { ReactElement } from 'react';
import type { Language } from '@vitrina/shared';
import { renderWithProviders as render, settle } from '@vitrina/shared/testing';
import { i18n } from '../app/i18n';

/** Renders `ui` with this remote's texts at `route`, then lets the lazy chunks it asked for arrive. */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/ua', lng }: { route?: string; lng?: Language } = {},
) {
  const result = render(ui, { i18n, path: route, lng, probe: false });
  await settle();
  return result;
}
