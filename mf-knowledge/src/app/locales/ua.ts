/** Ukrainian texts of the knowledge remote (default language). Spec texts are verbatim. */
export const ua = {
  knowledge: {
    title: 'База знань',
    sections: 'Розділи бази знань',
    tabs: {
      upload: 'Завантаження',
      question: 'Питання',
      content: 'Content & Product',
      test: 'Тестування',
      settings: 'Налаштування',
    },
  },
  upload: {
    title: 'Завантаження файлу',
    text: 'Завантажте файл з наявністю та характеристиками товарів (Excel або CSV), і асистент зможе називати клієнтам ціни, наявність та інші деталі.',
    file: 'Файл з товарами (.xls, .xlsx)',
    submit: 'Завантажити',
    notConnected: 'Завантаження файлів ще не підключене: воно з’явиться разом з базою знань на сервері.',
  },
  question: {
    text: 'Тут асистент пропонуватиме питання, які клієнти ймовірно поставлять, і питання, на які він не зміг відповісти.',
    list: 'Запропоновані питання',
    empty: 'Питань поки немає.',
  },
  content: {
    period: 'Період',
    periods: {
      week: 'Цей тиждень',
      month: 'Цей місяць',
      year: 'Цей рік',
      last3Days: 'Останні 3 дні',
      last7Days: 'Останні 7 днів',
    },
    type: 'Тип контенту',
    types: {
      publications: 'Публікації',
      stories: 'Сторіс',
      product: 'Продукт',
    },
    columns: {
      post: 'Пост',
      type: 'Тип',
      date: 'Дата публікації',
      link: 'Посилання на товар',
      code: 'Артикул',
      name: 'Назва',
      color: 'Колір',
      otherColors: 'Товари в інших кольорах',
      otherLining: 'Товари в іншій підкладці',
      actions: 'Дії',
    },
    publicationsEmpty: 'Публікацій ще немає: вони з’являться після підключення каналу.',
    productsEmpty: 'Товарів ще немає: вони з’являться після завантаження файлу з наявністю.',
    storiesPlaceholder: 'Сторіс з’являться тут згодом.',
  },
  replySettings: {
    title: 'Налаштування',
    scenario: 'Сценарій відповіді на коментарі',
    scenarios: {
      COMMENT_ONLY: 'Лише відповідь у коментарі',
      PRIVATE_REPLY_ONLY: 'Лише приватне повідомлення в Direct',
      PRIVATE_REPLY_WITH_COMMENT: 'Приватне повідомлення в Direct і коментар',
    },
    autoComment: 'Текст автокоментаря',
    autoCommentPlaceholder: 'Ми написали вам у Direct',
    save: 'Зберегти',
    notConnected: 'Налаштування відповідей ще не підключені: вони з’являться разом з профілем користувача на сервері.',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
