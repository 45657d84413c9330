/** Ukrainian texts of the debug remote (default language). */
export const ua = {
  common: {
    notConnected: 'Дані агента ще не підключені: вони з’являться разом з AI-агентом на сервері.',
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
  },
  pipelines: {
    title: 'Pipelines',
    assistantId: 'Assistant ID',
    instructions: 'Інструкції {{role}}',
    update: 'Оновити',
    toDebugger: 'AI Agent Debugger',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
