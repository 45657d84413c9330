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
    expires: 'Діє до: дата з’явиться після підключення оплати',
    price: '0 грн / міс.',
    trialTerms: 'Перші {{chats}} чатів безкоштовно, без картки.',
    calculator: 'Калькулятор тарифів',
    calculatorText: 'Порахуйте вартість тарифу за кількістю діалогів на місяць.',
    toCalculator: 'Відкрити калькулятор',
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
    notConnected: 'Зміна імені та пароля ще не підключена: вона з’явиться разом з профілем користувача на сервері.',
  },
};

export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
