// Shell texts, Ukrainian (default). Keys mirror en.ts.
export const ua = {
  header: {
    promo: 'Перші 2 місяці безкоштовно на будь-якому тарифі, а перші 50 чатів — без картки',
    promoLabel: 'Пропозиція',
    home: 'Vitrina — на головну',
    navigation: 'Основна навігація',
    social: 'Соцмережі',
    solutions: 'Рішення',
    pricing: 'Ціни',
    demo: 'Замовити демо',
    tryFree: 'Спробувати безкоштовно',
    login: 'Увійти',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    language: 'Мова інтерфейсу',
  },
  footer: {
    heading: 'Замініть менеджера AI-асистентом',
    text: 'Vitrina відповідає клієнтам у Direct і коментарях менш ніж за хвилину, 24/7: ціни, наявність, розміри та замовлення. Підключення займає 2–3 хвилини.',
    try: 'Спробувати',
    copyright: '© {{year}} Vitrina. Усі права захищено.',
    support: 'Підтримка',
  },
  desktopOnly: {
    title: 'Доступно лише на комп’ютері',
    login: 'Вхід у Vitrina доступний лише в повній версії для комп’ютера. Відкрийте сервіс на ПК, щоб увійти.',
    registration:
      'Реєстрація у Vitrina доступна лише в повній версії для комп’ютера. Відкрийте сервіс на ПК, щоб зареєструватися.',
    close: 'Закрити',
  },
  menu: {
    label: 'Меню застосунку',
    chats: 'Повідомлення',
    channels: 'Канали',
    orders: 'Замовлення',
    knowledge: 'База знань',
    settings: 'Налаштування',
    analytics: 'Аналітика',
    support: 'Підтримка',
    exit: 'Вихід',
  },
  mobileNotice: {
    title: 'Мобільна версія в розробці',
    text: 'Будь ласка, відкрийте сервіс на ПК.',
    home: 'На головну',
  },
  notFound: {
    title: 'Сторінку не знайдено',
    home: 'На головну',
  },
  remote: {
    loading: 'Завантаження розділу…',
    failed: 'Не вдалося завантажити цей розділ.',
    hint: 'Перевірте з’єднання та спробуйте ще раз. Решта сервісу працює.',
    retry: 'Спробувати ще раз',
  },
  notDeployed: {
    title: 'Цей розділ тут не розгорнуто',
    hint: 'Ця копія Vitrina обслуговує лише частину розділів.',
    available: 'Доступно тут',
  },
  /** Names of the routes the 'not deployed here' panel links to. */
  routes: {
    home: 'Головна',
    pricing: 'Ціни',
    privacyPolicy: 'Політика конфіденційності',
    login: 'Вхід',
    registration: 'Реєстрація',
    forgotPassword: 'Відновлення пароля',
    chats: 'Повідомлення',
    channels: 'Канали',
    knowledge: 'База знань',
    settings: 'Налаштування',
    aiAgent: 'Налагоджувач AI-агента',
    pipelines: 'Пайплайни',
    orders: 'Замовлення',
    order: 'Замовлення',
  },
};

export type ShellTexts = typeof ua;
