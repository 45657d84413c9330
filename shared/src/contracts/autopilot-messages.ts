// Zod-free, so the validation table (messages.ts) can include it.

/** Validation texts of the full-trust contracts (merged into VALIDATION_MESSAGES). */
export const AUTOPILOT_VALIDATION_MESSAGES = {
  'validation.autopilot.mode': {
    en: 'mode must be CONTROL or FULL_TRUST',
    ua: 'mode має бути CONTROL або FULL_TRUST',
  },
  'validation.autopilot.topics': {
    en: 'topics: a list of greeting, price, availability, sizes, colours, details, delivery, payment, contacts, order',
    ua: 'topics: перелік із greeting, price, availability, sizes, colours, details, delivery, payment, contacts, order',
  },
  'validation.autopilot.hours': {
    en: 'hours must be ALWAYS or OUTSIDE_WORKING_HOURS',
    ua: 'hours має бути ALWAYS або OUTSIDE_WORKING_HOURS',
  },
  'validation.autopilot.days': {
    en: 'working_hours.days: weekdays from 1 (Monday) to 7 (Sunday), each once',
    ua: 'working_hours.days: дні тижня від 1 (понеділок) до 7 (неділя), кожен один раз',
  },
  'validation.autopilot.time': {
    en: 'Working hours are written HH:MM, from 00:00 to 23:59',
    ua: 'Робочий час пишеться ГГ:ХХ, від 00:00 до 23:59',
  },
  'validation.autopilot.same_times': {
    en: 'Working hours cannot start and end at the same time',
    ua: 'Робочий час не може починатися й закінчуватися в одну хвилину',
  },
  'validation.autopilot.time_zone': {
    en: 'time_zone must be an IANA time zone, e.g. Europe/Kyiv',
    ua: 'time_zone має бути часовим поясом IANA, напр. Europe/Kyiv',
  },
  'validation.autopilot.undo_seconds': {
    en: 'The undo window is a whole number of seconds from 0 to 60',
    ua: 'Час на скасування — ціле число секунд від 0 до 60',
  },
  'validation.autopilot.hourly_cap': {
    en: 'Automatic replies per conversation per hour: a whole number from 1 to 30',
    ua: 'Автоматичних відповідей на розмову за годину: ціле число від 1 до 30',
  },
  'validation.autopilot.learning_drafts': {
    en: 'Drafts sent unchanged before a topic goes out alone: a whole number from 0 to 50',
    ua: 'Чернеток без змін, перш ніж тема піде сама: ціле число від 0 до 50',
  },
  'validation.autopilot.assistant_line': {
    en: 'The assistant line is at most 200 characters',
    ua: 'Рядок про асистента — не довше 200 символів',
  },
  'validation.autopilot.auto_orders': {
    en: 'auto_orders must be true or false',
    ua: 'auto_orders має бути true або false',
  },
  'validation.autopilot.empty': { en: 'Send at least one setting to change', ua: 'Надішліть хоча б одне налаштування' },
  'validation.autopilot.stopped': { en: 'stopped must be true or false', ua: 'stopped має бути true або false' },
} as const;
