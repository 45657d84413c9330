import type { ReactElement } from 'react';
import type { Language } from '@vitrina/shared';
import { renderWithProviders } from '@vitrina/shared/testing';
import { i18n } from '../src/app/i18n';

/** Renders a shell component with the shell's texts, a memory router at `path`, and the language of it. */
export function renderInShell(ui: ReactElement, { path = '/ua', lng }: { path?: string; lng?: Language } = {}) {
  return renderWithProviders(ui, { i18n, path, lng });
}
