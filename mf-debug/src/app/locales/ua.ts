/** Ukrainian texts of the debug remote (default language). */
export const ua = {
  common: {
    empty: '—',
    // The pipeline's three roles (their codes stay in the API and the logs' JSON).
    roles: { DB_RETRIEVER: 'Пошук у каталозі', COMMUNICATOR: 'Співрозмовник', AUDITOR: 'Перевірка' },
  },
  debugger: {
    title: 'Налагоджувач AI-агента',
    startDate: 'Дата початку',
    endDate: 'Дата завершення',
    search: 'Пошук',
    historyTitle: 'Історія сесій',
    input: 'Запит клієнта',
    empty: 'Сесій за обраний період немає.',
    previous: 'Попередня',
    next: 'Наступна',
    pagination: 'Сторінки історії',
    toPipelines: 'Пайплайни',
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
    title: 'Пайплайни',
    assistantId: 'ID асистента',
    instructions: 'Інструкції: {{role}}',
    update: 'Оновити',
    toDebugger: 'Налагоджувач AI-агента',
    updated: 'Дані оновлено',
    updateError: 'Помилка при оновленні даних',
    loading: 'Завантаження налаштувань',
    loadError: 'Помилка при отриманні данних',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
