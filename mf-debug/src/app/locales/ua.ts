/** Ukrainian texts of the debug remote (default language). */
export const ua = {
  common: {
    empty: '—',
  },
  debugger: {
    title: 'AI Agent Debugger',
    startDate: 'Дата початку',
    endDate: 'Дата завершення',
    search: 'Пошук',
    historyTitle: 'Історія сесій',
    input: 'Input',
    empty: 'Сесій за обраний період немає.',
    previous: 'Попередня',
    next: 'Наступна',
    pagination: 'Сторінки історії',
    toPipelines: 'Pipelines',
    searchLabel: 'Пошук запитів агента',
    rangeInvalid: 'Дата завершення має бути не раніше дати початку',
    loading: 'Завантаження історії',
    loadError: 'Помилка при отриманні данних',
    pageOf: 'Сторінка {{page}} з {{pages}}',
    duration: '{{ms}} мс',
    stepInput: 'Вхід',
    stepOutput: 'Результат',
    stepDuration: 'Тривалість',
  },
  pipelines: {
    title: 'Pipelines',
    assistantId: 'Assistant ID',
    instructions: 'Інструкції {{role}}',
    update: 'Оновити',
    toDebugger: 'AI Agent Debugger',
    updated: 'Дані оновлено',
    updateError: 'Помилка при оновленні даних',
    loading: 'Завантаження налаштувань',
    loadError: 'Помилка при отриманні данних',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
