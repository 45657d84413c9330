/** Ukrainian texts of the inbox remote (default language). Spec texts are verbatim. */
export const ua = {
  platforms: {
    INSTAGRAM: 'Instagram',
    FACEBOOK: 'Facebook-сторінка',
  },
  channelTypes: {
    INSTAGRAM_BUSINESS: 'Instagram (бізнес-акаунт)',
    FACEBOOK_PAGE: 'Facebook-сторінка',
  },
  addChannel: {
    title: 'Новий канал',
    platform: 'Платформа',
    name: 'Назва каналу',
    popupHint:
      'Після натискання «Підключити» відкриється вікно входу платформи: дозвольте доступ, і канал з’явиться тут.',
    connect: 'Підключити',
    cancel: 'Скасувати',
    waiting: 'Завершіть вхід у вікні, що відкрилося…',
    popupBlocked:
      'Браузер заблокував вікно входу. Дозвольте спливаючі вікна для цього сайту й натисніть «Підключити» ще раз.',
    popupClosed: 'Вікно входу закрито до завершення. Канал не створено — спробуйте ще раз.',
    registerError: 'Не вдалося підключити канал',
  },
  reauth: {
    title: 'Увійдіть у платформу знову',
    text: 'Доступ до каналу закінчився або був відкликаний. Увійдіть знову, щоб продовжити роботу з повідомленнями.',
    signIn: 'Увійти знову',
    popupClosed: 'Вікно входу закрито до завершення. Спробуйте ще раз.',
  },
  selector: {
    label: 'Канал:',
    toggle: 'Канал: {{name}}. Змінити канал',
    channels: 'Канали',
    add: '+ Додати канал',
    settings: 'Налаштування',
    selectError: 'Помилка запиту',
  },
  sandbox: {
    label: 'Пісочниця Meta',
    notConnected:
      'Платформа зараз — пісочниця Meta. Підключіть тестовий Instagram-акаунт, а потім напишіть йому як клієнт у симуляторі.',
    connected: 'Діалогів ще немає. Напишіть як клієнт у симуляторі пісочниці — повідомлення прийде сюди.',
    open: 'Відкрити симулятор клієнта',
  },
  chats: {
    title: 'Повідомлення',
    loading: 'Завантаження каналів…',
    loadError: 'Помилка отримання даних',
    authReturned: 'Вхід завершено. Це вікно можна закрити.',
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
    loading: 'Завантаження каналів…',
    loadError: 'Помилка отримання даних',
    delete: 'Видалити',
    deleteNamed: 'Видалити канал {{name}}',
    confirmDelete: 'Видалити канал?',
    yes: 'Так',
    no: 'Ні',
    deleteError: 'Помилка запиту',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
