/** Ukrainian texts of the settings remote (default language). Spec texts are verbatim. */
export const ua = {
  settings: {
    title: 'Налаштування',
    sections: 'Розділи налаштувань',
    profileTab: 'Особистий кабінет',
    tariffsTab: 'Тарифи і оплата',
  },
  tariffs: {
    current: 'Поточний тариф',
    trial: 'Trial',
    active: 'Активний',
    ended: 'Завершено',
    expires: 'Діє до: {{date}}',
    price: '0 грн / міс.',
    trialTerms: 'Перші {{chats}} чатів безкоштовно, без картки.',
    calculator: 'Калькулятор тарифів',
    calculatorText: 'Порахуйте вартість тарифу за кількістю діалогів на місяць.',
    toCalculator: 'Відкрити калькулятор',
    calculatorLoading: 'Завантаження калькулятора',
    usage: 'Чатів цього місяця: {{used}} з {{free}} безкоштовних',
    overLimit: 'Безкоштовні чати цього місяця використано: асистент відповідає далі, кожен наступний чат — $0,30.',
    usageLoading: 'Завантаження чатів',
    usageError: 'Помилка при отриманні данних',
    loading: 'Завантаження тарифу',
    loadError: 'Помилка при отриманні данних',
  },
  profile: {
    personal: 'Особисті дані',
    name: 'Ім’я',
    email: 'Email',
    emailReadOnly: 'Не доступно для редагування',
    saveName: 'Зберегти',
    password: 'Зміна пароля',
    oldPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    confirmPassword: 'Підтвердіть новий пароль',
    savePassword: 'Змінити пароль',
    nameChanged: "Ім'я змінено",
    passwordChanged: 'Пароль змінено',
    error: 'Сталася помилка',
    loading: 'Завантаження профілю',
    loadError: 'Помилка при отриманні данних',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
