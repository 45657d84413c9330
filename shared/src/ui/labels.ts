// Through the package name, not a relative path: '@vitrina/shared' and '@vitrina/shared/ui' are
// separate federation singletons, and a relative import would give the kit its own languageStore.
import { useLanguage, type Language } from '@vitrina/shared';

/** The kit's own words (accessible names of its controls), in both interface languages. */
export const UI_LABELS = {
  ua: {
    closeDialog: 'Закрити вікно',
    loading: 'Завантаження…',
    pagination: 'Сторінки',
    firstPage: 'Перша сторінка',
    lastPage: 'Остання сторінка',
    page: (n: number) => `Сторінка ${n}`,
    empty: 'Немає даних',
    scrollTable: 'Таблиця гортається вбік',
  },
  en: {
    closeDialog: 'Close dialog',
    loading: 'Loading…',
    pagination: 'Pages',
    firstPage: 'First page',
    lastPage: 'Last page',
    page: (n: number) => `Page ${n}`,
    empty: 'No data',
    scrollTable: 'The table scrolls sideways',
  },
} satisfies Record<Language, Record<string, string | ((n: number) => string)>>;

export type UiLabels = (typeof UI_LABELS)[Language];

/** The labels in the language the shell owns; re-renders when it changes. */
export function useUiLabels(): UiLabels {
  return UI_LABELS[useLanguage()];
}
