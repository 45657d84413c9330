/** Ukrainian texts of the inbox remote (default language). Spec texts are verbatim. */
export const ua = {
  addChannel: {
    title: 'Новий канал',
    notReady: 'Підключення каналів з’явиться разом із вхідними повідомленнями. Поки що канал створити не можна.',
    close: 'Зрозуміло',
  },
  chats: {
    title: 'Повідомлення',
    noChannels: 'Додайте канали спілкування',
    noChannelsText: 'Підключіть Instagram, щоб бачити діалоги з клієнтами та відповіді AI-асистента.',
    createChannel: 'Створити новий канал',
    conversations: 'Діалоги',
    search: 'Пошук',
    sort: 'Сортування',
    sortNew: 'Нові',
    sortOld: 'Старі',
    noConversations: 'Немає відкритих діалогів',
    chat: 'Чат',
    paneEmpty: 'Діалоги з’являться тут після підключення каналу.',
  },
  channels: {
    title: 'Канали',
    chats: 'Чати',
    add: '+ Додати новий канал',
    name: 'Назва',
    channel: 'Канал',
    actions: 'Дії',
    empty: 'Каналів ще немає.',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
