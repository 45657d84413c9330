// Zod-free, so the validation table (messages.ts) can include it.

/** Validation texts of the team contracts (merged into VALIDATION_MESSAGES; docs/product.md §9.15). */
export const TEAM_VALIDATION_MESSAGES = {
  'validation.team.note.required': { en: 'Write the note', ua: 'Напишіть нотатку' },
  'validation.team.note.too_long': {
    en: 'A note: 2000 characters at most',
    ua: 'Нотатка — не довше 2000 символів',
  },
  'validation.team.label.name': {
    en: 'A label name: 1 to 30 characters',
    ua: 'Назва мітки — від 1 до 30 символів',
  },
  'validation.team.label.color': { en: 'Pick a colour from the list', ua: 'Оберіть колір зі списку' },
  'validation.team.status': {
    en: 'status must be OPEN, DONE or SNOOZED',
    ua: 'status має бути OPEN, DONE або SNOOZED',
  },
  'validation.team.snooze_until': {
    en: 'Snooze until a time in the future (within 90 days)',
    ua: 'Відкласти можна до часу в майбутньому (не далі 90 днів)',
  },
  'validation.team.shortcut': {
    en: 'A command: 1 to 30 letters, digits, - or _, without spaces',
    ua: 'Команда — від 1 до 30 літер, цифр, - чи _, без пробілів',
  },
  'validation.team.saved_reply.text': {
    en: 'A saved reply: 1 to 1000 characters',
    ua: 'Збережена відповідь — від 1 до 1000 символів',
  },
  'validation.team.image_url': {
    en: 'A picture: an http or https address',
    ua: 'Картинка — адреса http чи https',
  },
} as const;
