import type { Language } from '@vitrina/shared/contracts';

/** Server messages of payment links (merged into SERVER_MESSAGES; docs/product.md §9.12). */
export const PAYMENT_MESSAGES = {
  'payments.provider_unavailable': {
    en: 'monobank is not answering now: try again in a few minutes',
    ua: 'monobank зараз не відповідає: спробуйте за кілька хвилин',
  },
  'payments.provider_refused': { en: 'monobank refused: {reason}', ua: 'monobank відмовив: {reason}' },
  'payments.bad_token': {
    en: 'monobank does not accept this token: check it in the acquiring cabinet',
    ua: 'monobank не приймає цей токен: перевірте його в кабінеті еквайрингу',
  },
  'payments.no_token': {
    en: 'Add your monobank acquiring token in the payment settings first',
    ua: 'Спершу додайте токен еквайрингу monobank у налаштуваннях оплати',
  },
  'payments.not_prepaid': {
    en: 'A payment link is for a prepaid order (this one is cash on delivery)',
    ua: 'Посилання на оплату — для замовлення з передоплатою (це — накладений платіж)',
  },
  'payments.order_closed': {
    en: 'This order is {status}: no payment link',
    ua: 'Це замовлення {status}: посилання на оплату не потрібне',
  },
  'payments.already_paid': { en: 'This order is already paid', ua: 'Це замовлення вже оплачено' },
  'payments.none': {
    en: 'No payment link for this order yet',
    ua: 'Для цього замовлення ще немає посилання на оплату',
  },
  'payments.bad_signature': {
    en: 'The webhook signature does not match',
    ua: 'Підпис вебхука не збігається',
  },
} as const satisfies Record<string, Record<Language, string>>;
