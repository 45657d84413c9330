import type { Language } from '@vitrina/shared/contracts';

/** Server messages of the plans a shop buys (merged into SERVER_MESSAGES; docs/product.md §9.16). */
export const BILLING_MESSAGES = {
  'billing.not_configured': {
    en: 'Buying a plan is not available here yet (no acquiring token of Vitrina)',
    ua: 'Купівля тарифу тут ще недоступна (немає токена еквайрингу Vitrina)',
  },
  'billing.rate_unavailable': {
    en: 'The dollar’s rate cannot be read now, so nothing was charged: try again later',
    ua: 'Курс долара зараз не вдається отримати, тож нічого не списано: спробуйте пізніше',
  },
  'billing.same_plan': { en: 'This is your plan already', ua: 'Це вже ваш тариф' },
  'billing.no_subscription': {
    en: 'No paid plan to cancel',
    ua: 'Немає платного тарифу, який можна скасувати',
  },
  'billing.already_cancelled': {
    en: 'The plan is already cancelled: it stays active to the end of the paid period',
    ua: 'Тариф уже скасовано: він діє до кінця оплаченого періоду',
  },
  'billing.charge_pending': {
    en: 'A payment is under way: wait for its result',
    ua: 'Платіж уже обробляється: дочекайтеся результату',
  },
  'billing.no_receipt': {
    en: 'This payment has no receipt (it was not paid)',
    ua: 'Для цієї оплати немає чека (її не сплачено)',
  },
  'billing.bad_signature': {
    en: 'The webhook signature does not match',
    ua: 'Підпис вебхука не збігається',
  },
} as const satisfies Record<string, Record<Language, string>>;
