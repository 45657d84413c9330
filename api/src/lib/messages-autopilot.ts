import type { Language } from '@vitrina/shared/contracts';

/** Server messages of full trust (merged into SERVER_MESSAGES; docs/product.md §9.10). */
export const AUTOPILOT_MESSAGES = {
  'autopilot.window_closed': {
    en: 'More than 24 hours have passed since the customer’s last message: the assistant does not answer alone then (the HUMAN_AGENT tag is for a person)',
    ua: 'Від останнього повідомлення клієнта минуло понад 24 години: асистент тоді не відповідає сам (тег HUMAN_AGENT — лише для людини)',
  },
  'autopilot.reply_not_found': {
    en: 'No such automatic reply among yours',
    ua: 'Такої автоматичної відповіді серед ваших немає',
  },
  'autopilot.too_late': {
    en: 'This reply has already gone out (or is going out now): it can no longer be cancelled',
    ua: 'Цю відповідь уже надіслано (або надсилається зараз): скасувати її вже не можна',
  },
} as const satisfies Record<string, Record<Language, string>>;
