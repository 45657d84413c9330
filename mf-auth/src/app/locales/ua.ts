/** Ukrainian texts of the auth remote (default language). Spec texts are verbatim. */
export const ua = {
  brand: {
    name: 'Vitrina',
    tagline: 'AI-асистент продажів для вашого Instagram і Messenger',
    points: {
      speed: 'Відповідає клієнтам менше ніж за хвилину, 24/7',
      share: 'Обробляє до 90% запитів без менеджера',
      setup: 'Підключення займає 2–3 хвилини',
    },
  },
  common: {
    email: 'Email',
    password: 'Пароль',
    error: 'Сталася помилка',
    passwordHint: 'Щонайменше {{min}} символів',
    privacy: 'Політика конфіденційності',
    backToLogin: 'Повернутися до входу',
  },
  login: {
    title: 'Вхід',
    subtitle: 'Раді бачити вас знову',
    rememberMe: 'Запам’ятати мене',
    forgot: 'Забули пароль?',
    submit: 'Увійти',
    noAccount: 'Немає акаунта?',
    toRegistration: 'Зареєструватися',
    success: 'Авторизація успішна',
    failure: 'Помилка авторизації',
  },
  registration: {
    title: 'Реєстрація',
    subtitle: 'Перші 50 чатів безкоштовно, без картки',
    name: 'Ім’я',
    submit: 'Зареєструватися',
    hasAccount: 'Вже маєте акаунт?',
    toLogin: 'Увійти',
    success: 'Реєстрація успішна',
    agreement: 'Реєструючись, ви погоджуєтесь з',
    privacyLink: 'Політикою конфіденційності',
  },
  forgot: {
    title: 'Відновлення пароля',
    subtitle: 'Вкажіть email, і ми надішлемо інструкції для зміни пароля',
    submit: 'Надіслати інструкції',
    success: 'Інструкції надіслані на email.',
  },
  reset: {
    title: 'Зміна пароля',
    subtitle: 'Придумайте новий пароль для входу',
    password: 'Новий пароль',
    submit: 'Змінити пароль',
    success: 'Пароль змінено',
  },
  join: {
    title: 'Запрошення до команди',
    subtitle: 'Задайте ім’я та пароль, щоб відповідати клієнтам магазину',
    loading: 'Перевіряємо запрошення',
    invitedBy: '{{shop}} запрошує {{email}} до команди як менеджера.',
    invited: 'Вас ({{email}}) запрошено до команди магазину як менеджера.',
    name: 'Ім’я',
    password: 'Пароль',
    submit: 'Приєднатися',
    success: 'Готово: увійдіть зі своїм email і паролем',
  },
  newUser: {
    title: 'Ласкаво просимо до Vitrina!',
    intro: 'Залиште контакти — ми допоможемо підключити Instagram і налаштувати асистента.',
    phone: 'Номер телефону',
    instagram: 'Назва сторінки Instagram',
    instagramPlaceholder: '@your_shop',
    timeSlot: 'Зручний час для дзвінка',
    timeSlotPlaceholder: 'Оберіть час',
    submit: 'Надіслати',
    close: 'Закрити',
    success: 'Дякуємо! Ми зв’яжемося з вами найближчим часом.',
  },
};

/** Same keys in every language (checked by the compiler through `satisfies`). */
export type Locale = { [K in keyof typeof ua]: DeepStrings<(typeof ua)[K]> };
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
