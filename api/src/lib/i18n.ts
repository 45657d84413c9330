import type { FastifyRequest } from 'fastify';
import { translateValidationMessage, type Language } from '@vitrina/shared/contracts';
import { KNOWLEDGE_MESSAGES } from './messages-knowledge';
import { CHANNEL_MESSAGES } from './messages-channels';
import { ORDER_MESSAGES } from './messages-orders';
import { SHIPPING_MESSAGES } from './messages-shipping';
import { PAYMENT_MESSAGES } from './messages-payments';
import { BILLING_MESSAGES } from './messages-billing';
import { PUSH_MESSAGES } from './messages-push';
import { AUTOPILOT_MESSAGES } from './messages-autopilot';
import { TEAM_MESSAGES } from './messages-team';

/** Server messages (error_message / error_description and confirmations), ua and en. */
export const SERVER_MESSAGES = {
  'auth.unauthorized': {
    en: 'Sign in to continue: the access token is missing, invalid or expired',
    ua: 'Увійдіть, щоб продовжити: токен доступу відсутній, недійсний або прострочений',
  },
  'auth.invalid_client': {
    en: 'Unknown client: send the client id and secret as HTTP Basic authorization',
    ua: 'Невідомий клієнт: надішліть id і секрет клієнта в заголовку HTTP Basic',
  },
  'auth.invalid_credentials': { en: 'Wrong email or password', ua: 'Невірний email або пароль' },
  'auth.invalid_refresh_token': {
    en: 'The session has expired or was ended: sign in again',
    ua: 'Сесія закінчилась або була завершена: увійдіть знову',
  },
  'auth.unsupported_grant_type': {
    en: 'grant_type must be password or refresh_token',
    ua: 'grant_type має бути password або refresh_token',
  },
  'auth.login_locked': {
    en: 'Too many failed sign-in attempts for this account. Try again in {minutes} min.',
    ua: 'Забагато невдалих спроб входу до цього облікового запису. Спробуйте ще раз через {minutes} хв.',
  },
  'users.email_taken': {
    en: 'An account with this email already exists',
    ua: 'Обліковий запис з таким email вже існує',
  },
  'users.registered': { en: 'Registration successful', ua: 'Реєстрація успішна' },
  'users.facebook_state_invalid': {
    en: 'The Facebook sign-in does not belong to this window or took too long: sign in with Facebook again',
    ua: 'Вхід через Facebook не належить цьому вікну або тривав задовго: увійдіть через Facebook знову',
  },
  'users.facebook_code_invalid': {
    en: 'Facebook did not accept the sign-in code (it is used or expired): sign in with Facebook again',
    ua: 'Facebook не прийняв код входу (він використаний або прострочений): увійдіть через Facebook знову',
  },
  'users.facebook_email_missing': {
    en: 'Facebook did not share your email address: allow it in the Facebook window, or register with your email',
    ua: 'Facebook не передав вашу email-адресу: дозвольте це у вікні Facebook або зареєструйтеся з email',
  },
  'users.facebook_email_taken': {
    en: 'An account with {email} already exists: sign in with its password (connecting a channel with Facebook Login then links your Facebook to it)',
    ua: 'Обліковий запис з {email} вже існує: увійдіть з його паролем (підключення каналу через Facebook Login потім прив’яже до нього ваш Facebook)',
  },
  'users.not_found': { en: 'User not found', ua: 'Користувача не знайдено' },
  'users.old_password_wrong': { en: 'The current password is incorrect', ua: 'Поточний пароль невірний' },
  'users.password_changed': { en: 'Password changed', ua: 'Пароль змінено' },
  'users.reset_requested': {
    en: 'If an account with this email exists, we have sent instructions to it.',
    ua: 'Якщо обліковий запис з таким email існує, ми надіслали на нього інструкції.',
  },
  'users.reset_invalid': {
    en: 'This password reset link is invalid, already used or expired. Request a new one.',
    ua: 'Посилання для зміни пароля недійсне, вже використане або прострочене. Запросіть нове.',
  },
  'guest.received': {
    en: 'Thank you! We will call you at the time you chose.',
    ua: 'Дякуємо! Ми зателефонуємо вам у вибраний час.',
  },
  'http.rate_limited': {
    en: 'Too many requests. Try again in {seconds} s.',
    ua: 'Забагато запитів. Спробуйте ще раз через {seconds} с.',
  },
  'http.not_found': { en: 'Not found', ua: 'Не знайдено' },
  'http.channel_not_found': {
    en: 'This channel is not among your channels',
    ua: 'Цього каналу немає серед ваших каналів',
  },
  'http.route_not_found': { en: 'Route {method} {path} not found', ua: 'Маршрут {method} {path} не знайдено' },
  'http.bad_request': { en: 'Bad request', ua: 'Невірний запит' },
  'http.malformed_body': {
    en: 'The request body could not be read: {reason}',
    ua: 'Не вдалося прочитати тіло запиту: {reason}',
  },
  'http.malformed_url': {
    en: 'The address could not be read (malformed percent-encoding)',
    ua: 'Не вдалося прочитати адресу (некоректне кодування)',
  },
  'http.body_too_large': { en: 'The request body is too large', ua: 'Тіло запиту завелике' },
  'http.unsupported_media_type': {
    en: 'Unsupported content type {type}: send application/json',
    ua: 'Непідтримуваний тип вмісту {type}: надішліть application/json',
  },
  'http.forbidden': { en: 'Forbidden', ua: 'Доступ заборонено' },
  'http.internal': {
    en: 'Something went wrong on our side. Try again later.',
    ua: 'Щось пішло не так з нашого боку. Спробуйте пізніше.',
  },
  'http.unavailable': { en: 'Service unavailable', ua: 'Сервіс недоступний' },
  ...KNOWLEDGE_MESSAGES,
  ...CHANNEL_MESSAGES,
  ...ORDER_MESSAGES,
  ...SHIPPING_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...BILLING_MESSAGES,
  ...PUSH_MESSAGES,
  ...AUTOPILOT_MESSAGES,
  ...TEAM_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type MessageParams = Record<string, string | number>;

function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function t(lng: Language, key: ServerMessageKey, params?: MessageParams): string {
  return interpolate(SERVER_MESSAGES[key][lng], params);
}

/** A validation message key of the shared contracts (or plain text) in a language. */
export function tValidation(lng: Language, keyOrText: string): string {
  return translateValidationMessage(keyOrText, lng);
}

/**
 * Language of server messages: the first `Accept-Language` tag that is Ukrainian (uk/ua) or
 * English; Ukrainian (the product default) otherwise.
 */
export function languageOf(req: Pick<FastifyRequest, 'headers'>): Language {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'ua';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('uk') || tag.startsWith('ua')) return 'ua';
    if (tag.startsWith('en')) return 'en';
  }
  return 'ua';
}
