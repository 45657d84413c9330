import { useLanguage, type Language } from '@vitrina/shared';

/** The picker's own words, in both interface languages (it serves the inbox and the settings). */
export const NP_PICKER_LABELS = {
  ua: {
    citySearch: 'Місто Нової пошти: перші літери',
    searching: 'Пошук…',
    searchError: 'Не вдалося виконати пошук у Новій пошті',
    noCity: 'У Нової пошти немає такого міста.',
    cities: 'Знайдені міста',
    city: 'Місто',
    otherCity: 'Інше місто',
    branch: 'Відділення чи поштомат: номер або адреса',
    branches: 'Знайдені відділення',
    closed: 'зачинено',
    maxWeight: (kg: number) => `до ${kg} кг`,
  },
  en: {
    citySearch: 'Nova Poshta city: first letters',
    searching: 'Searching…',
    searchError: 'Could not search Nova Poshta',
    noCity: 'Nova Poshta has no such city.',
    cities: 'Cities found',
    city: 'City',
    otherCity: 'Another city',
    branch: 'Branch or locker: number or address',
    branches: 'Branches found',
    closed: 'closed',
    maxWeight: (kg: number) => `up to ${kg} kg`,
  },
} satisfies Record<Language, Record<string, string | ((n: number) => string)>>;

export const useNpPickerLabels = () => NP_PICKER_LABELS[useLanguage()];
