// Zod-free, so the validation table (messages.ts) can include it.

/** Validation texts of the push contracts (merged into VALIDATION_MESSAGES; docs/product.md §9.13). */
export const PUSH_VALIDATION_MESSAGES = {
  'validation.push.endpoint': {
    en: "endpoint must be the push service's https address",
    ua: 'endpoint має бути https-адресою служби сповіщень',
  },
  'validation.push.keys': {
    en: 'keys must hold the p256dh key (65 bytes) and the auth secret (16 bytes), base64url',
    ua: 'keys мають містити ключ p256dh (65 байтів) і секрет auth (16 байтів) у base64url',
  },
  'validation.push.time': { en: 'Enter the time as HH:MM', ua: 'Введіть час у форматі ГГ:ХХ' },
  'validation.push.time_zone': { en: 'Unknown time zone', ua: 'Невідомий часовий пояс' },
  'validation.push.quiet_same': {
    en: 'Quiet hours must start and end at different times',
    ua: 'Тихі години мають починатися й закінчуватися в різний час',
  },
} as const;
