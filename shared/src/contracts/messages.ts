/**
 * Validation message catalogue shared by the client forms and the server.
 *
 * Every zod schema in `@vitrina/shared/contracts` reports a message KEY from this catalogue
 * (e.g. `validation.phone.invalid`). Clients show `translateValidationMessage(key, lng)`; the
 * server uses the same table for `error_message` (language from `Accept-Language`).
 * Texts as in docs/product.md §4.
 */
import { DEFAULT_LANGUAGE, type Language } from './constants/languages';
import { ORDER_VALIDATION_MESSAGES } from './orders-messages';
import { AUTOPILOT_VALIDATION_MESSAGES } from './autopilot-messages';
import { PUSH_VALIDATION_MESSAGES } from './push-messages';
import { TEAM_VALIDATION_MESSAGES } from './team-messages';

export const VALIDATION_MESSAGES = {
  'validation.required': { en: 'This field is required', ua: "Це поле обов'язкове" },
  'validation.invalid': { en: 'Invalid value', ua: 'Неприпустиме значення' },
  'validation.too_long': { en: 'The value is too long', ua: 'Значення задовге' },
  'validation.search.too_long': { en: 'Search: 200 characters at most', ua: 'Пошук — не довше 200 символів' },
  'validation.unknown_field': { en: 'Unknown field', ua: 'Невідоме поле' },
  'validation.idempotency_key': {
    en: 'Send 8 to 128 letters, digits, dots, colons, dashes or underscores',
    ua: 'Надішліть від 8 до 128 літер, цифр, крапок, двокрапок, дефісів чи підкреслень',
  },
  // Nova Poshta (issue 49, docs/product.md §9.11)
  'validation.shipping.ref': { en: 'Choose it from Nova Poshta’s list', ua: 'Оберіть зі списку Нової пошти' },
  'validation.shipping.api_key': {
    en: 'A Nova Poshta API key is 32 letters and digits (Settings → Security in the Nova Poshta business cabinet)',
    ua: 'API-ключ Нової пошти — 32 літери та цифри (Налаштування → Безпека в бізнес-кабінеті Нової пошти)',
  },
  'validation.shipping.weight': { en: 'Weight: 0.1 to 1000 kg', ua: 'Вага: від 0,1 до 1000 кг' },
  'validation.shipping.declared_value': {
    en: 'Declared value: a whole number of hryvnias, 1 to 1,000,000',
    ua: 'Оголошена вартість: ціла кількість гривень, від 1 до 1 000 000',
  },
  'validation.shipping.description': { en: 'Describe the contents', ua: 'Опишіть вміст' },
  'validation.shipping.query': { en: 'Type at least 2 letters', ua: 'Введіть щонайменше 2 літери' },
  'validation.payments.token': {
    en: 'Paste the monobank acquiring token (from the acquiring cabinet: letters, digits, - and _)',
    ua: 'Вставте токен еквайрингу monobank (з кабінету еквайрингу: літери, цифри, - та _)',
  },
  'validation.billing.plan': {
    en: 'Choose a plan: STARTER, PLUS, PRO or PREMIUM',
    ua: 'Оберіть тариф: STARTER, PLUS, PRO або PREMIUM',
  },
  'validation.billing.period': { en: 'Period: MONTH or YEAR', ua: 'Період: MONTH або YEAR' },
  'validation.billing.invoice': { en: 'Unknown payment', ua: 'Невідома оплата' },
  'validation.billing.days': { en: 'Days: a whole number, 0 to 400', ua: 'Дні: ціле число від 0 до 400' },
  // Booking / consultation form (docs/product.md §4)
  'validation.booking.name.required': { en: 'Enter your name', ua: "Введіть ваше ім'я" },
  'validation.booking.phone.required': { en: 'Enter your phone number', ua: 'Введіть ваш номер телефону' },
  'validation.booking.time_slot.required': {
    en: 'Please select a time for the call',
    ua: 'Будь ласка, оберіть час для дзвінка',
  },
  // New-user form (docs/product.md §4)
  'validation.new_user.phone.required': {
    en: 'Please enter your phone number',
    ua: 'Будь ласка, введіть ваш номер телефону',
  },
  'validation.new_user.instagram.required': {
    en: 'Please enter the page name',
    ua: 'Будь ласка, введіть назву сторінки',
  },
  'validation.new_user.time_slot.required': {
    en: 'You need to select a time for the call',
    ua: 'Потрібно обрати час для дзвінка',
  },
  'validation.phone.invalid': { en: 'Invalid phone number format', ua: 'Невірний формат номера телефону' },
  'validation.time_slot.invalid': {
    en: 'Choose one of the offered call times',
    ua: 'Оберіть один із запропонованих часових проміжків',
  },
  // Login / registration (docs/product.md §4)
  'validation.email.invalid': { en: 'Enter your email', ua: 'Введіть ваш email' },
  'validation.password.required': { en: 'Enter your password', ua: 'Введіть ваш пароль' },
  'validation.password.too_short': {
    en: 'The password must be at least 8 characters long',
    ua: 'Пароль має містити щонайменше 8 символів',
  },
  'validation.password.too_long': {
    en: 'The password must be at most 128 characters long',
    ua: 'Пароль має містити не більше 128 символів',
  },
  'validation.name.required': { en: 'Enter your name', ua: "Введіть ваше ім'я" },
  // Password change (docs/product.md §4)
  'validation.old_password.required': { en: 'Enter your current password', ua: 'Введіть поточний пароль' },
  'validation.new_password.required': { en: 'Enter a new password', ua: 'Введіть новий пароль' },
  'validation.new_password.same_as_old': {
    en: 'The new password must differ from the current one',
    ua: 'Пароль має відрізнятись від поточного',
  },
  'validation.password_confirm.mismatch': { en: 'Passwords do not match', ua: 'Паролі не співпадають' },
  // User settings
  'validation.bot_status.invalid': { en: 'bot_status must be ON or OFF', ua: 'bot_status має бути ON або OFF' },
  'validation.comment_response_scenario.invalid': {
    en: 'Choose one of the comment response scenarios',
    ua: 'Оберіть один зі сценаріїв відповіді на коментарі',
  },
  'validation.private_reply_message.required': {
    en: 'Enter the text of the auto-comment',
    ua: 'Введіть текст автокоментаря',
  },
  'validation.user_update.empty': {
    en: 'Nothing to update: send name or bot_status',
    ua: 'Немає що оновлювати: надішліть name або bot_status',
  },
  'validation.comment_settings.empty': {
    en: 'Nothing to update: send comment_response_scenario or private_reply_message',
    ua: 'Немає що оновлювати: надішліть comment_response_scenario або private_reply_message',
  },
  // AI agent and pipelines (issue 12)
  'validation.agent.text.required': { en: 'Enter a message', ua: 'Введіть повідомлення' },
  'validation.agent.text.too_long': {
    en: 'The message is too long (at most 2000 characters)',
    ua: 'Повідомлення задовге (не більше 2000 символів)',
  },
  'validation.agent.instructions.too_long': {
    en: 'Instructions are too long (at most 4000 characters per role)',
    ua: 'Інструкції задовгі (не більше 4000 символів на роль)',
  },
  'validation.agent.instructions.empty': {
    en: 'Send instructions for at least one role: DB_RETRIEVER, COMMUNICATOR or AUDITOR',
    ua: 'Надішліть інструкції хоча б для однієї ролі: DB_RETRIEVER, COMMUNICATOR або AUDITOR',
  },
  'validation.agent.date.invalid': { en: 'Enter a date as an ISO timestamp', ua: 'Вкажіть дату у форматі ISO' },
  'validation.date.out_of_range': {
    en: 'Enter a date between 1970 and 9999',
    ua: 'Вкажіть дату між 1970 і 9999 роками',
  },
  'validation.agent.date.range': {
    en: 'startDate must not be later than endDate',
    ua: 'startDate не може бути пізніше за endDate',
  },
  'validation.grant_type.invalid': {
    en: 'grant_type must be password or refresh_token',
    ua: 'grant_type має бути password або refresh_token',
  },
  'validation.refresh_token.required': { en: 'refresh_token is required', ua: "refresh_token обов'язковий" },
  'validation.token.required': { en: 'token is required', ua: "token обов'язковий" },
  // Knowledge base
  'validation.page.invalid': { en: 'page must be a whole number from 0', ua: 'page має бути цілим числом від 0' },
  'validation.page_size.invalid': { en: 'size must be from 1 to 100', ua: 'size має бути від 1 до 100' },
  'validation.channel_id.invalid': { en: 'channelId must be a channel id', ua: 'channelId має бути id каналу' },
  'validation.sort.invalid': {
    en: 'sort must be one of id, code, name, color, price, quantity, updated_at, optionally with ,asc or ,desc',
    ua: 'sort має бути одним з id, code, name, color, price, quantity, updated_at, можна з ,asc або ,desc',
  },
  'validation.code.required': { en: 'Enter the article code', ua: 'Введіть артикул' },
  'validation.codes.required': { en: 'Enter at least one article code', ua: 'Введіть хоча б один артикул' },
  'validation.codes.too_many': { en: 'Too many article codes (at most 50)', ua: 'Забагато артикулів (не більше 50)' },
  'validation.link.invalid': {
    en: 'The link must be a web address starting with http:// or https://',
    ua: 'Посилання має бути веб-адресою, що починається з http:// або https://',
  },
  'validation.active.invalid': { en: 'active must be true or false', ua: 'active має бути true або false' },
  'validation.publication_update.empty': {
    en: 'Nothing to update: send link, code, linked_codes or active',
    ua: 'Немає що оновлювати: надішліть link, code, linked_codes або active',
  },
  'validation.status.invalid': {
    en: 'status must be open, answered or all',
    ua: 'status має бути open, answered або all',
  },
  'validation.answer.required': { en: 'Enter the answer', ua: 'Введіть відповідь' },
  'validation.shop_answers.empty': {
    en: 'Nothing to update: send delivery, payment, returns or contacts',
    ua: 'Немає що оновлювати: надішліть delivery, payment, returns або contacts',
  },
  // Channels and conversations (issue 11)
  'validation.channel_name.required': { en: 'Enter a name', ua: 'Введіть назву' },
  'validation.message.required': { en: 'Enter a message', ua: 'Введіть повідомлення' },
  'validation.fb_code.required': {
    en: 'The code of the Facebook window is missing: sign in with Facebook again',
    ua: 'Немає коду вікна Facebook: увійдіть через Facebook знову',
  },
  'validation.state.required': {
    en: 'The answer of the Facebook window is missing: sign in with Facebook again',
    ua: 'Немає відповіді вікна Facebook: увійдіть через Facebook знову',
  },
  'validation.post_id.required': { en: 'Choose the post to comment on', ua: 'Оберіть допис для коментаря' },
  // Analytics (issue 34)
  'validation.analytics.date': { en: 'Dates are YYYY-MM-DD', ua: 'Дати у форматі РРРР-ММ-ДД' },
  'validation.analytics.period': {
    en: 'The period runs from "from" to "to", 366 days at most',
    ua: 'Період — від "from" до "to", не довше 366 днів',
  },
  'validation.analytics.tz_offset': {
    en: 'tz_offset is minutes east of UTC, -840 to 840',
    ua: 'tz_offset — хвилини на схід від UTC, від -840 до 840',
  },
  ...ORDER_VALIDATION_MESSAGES,
  ...AUTOPILOT_VALIDATION_MESSAGES,
  ...PUSH_VALIDATION_MESSAGES,
  ...TEAM_VALIDATION_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** The text for a message key in a language; anything that is not a key comes back unchanged. */
export function translateValidationMessage(keyOrText: string, lng: Language = DEFAULT_LANGUAGE): string {
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[keyOrText];
  return entry ? entry[lng] : keyOrText;
}
