import type { Language } from '@vitrina/shared/contracts';

/** Server messages of Nova Poshta (merged into SERVER_MESSAGES; docs/product.md §9.11). */
export const SHIPPING_MESSAGES = {
  'shipping.np_unavailable': {
    en: 'Nova Poshta is not answering now: try again in a few minutes',
    ua: 'Нова пошта зараз не відповідає: спробуйте за кілька хвилин',
  },
  'shipping.np_refused': {
    en: 'Nova Poshta refused: {reason}',
    ua: 'Нова пошта відмовила: {reason}',
  },
  'shipping.no_api_key': {
    en: 'Add your Nova Poshta API key in the Nova Poshta settings first',
    ua: 'Спершу додайте API-ключ Нової пошти в налаштуваннях Нової пошти',
  },
  'shipping.settings_incomplete': {
    en: 'Choose the city and branch you send from in the Nova Poshta settings first',
    ua: 'Спершу оберіть місто і відділення відправлення в налаштуваннях Нової пошти',
  },
  'shipping.not_nova_poshta': {
    en: 'This order goes by courier: a Nova Poshta waybill is for a branch or parcel locker',
    ua: 'Це замовлення доставляє курʼєр: накладна Нової пошти — для відділення або поштомата',
  },
  'shipping.branch_not_chosen': {
    en: 'Choose the city and branch from Nova Poshta’s list on the order first',
    ua: 'Спершу оберіть місто і відділення зі списку Нової пошти в замовленні',
  },
  'shipping.order_not_ready': {
    en: 'A waybill is made for a confirmed order (this one is {status})',
    ua: 'Накладну створюють для підтвердженого замовлення (це — {status})',
  },
  'shipping.waybill_exists': {
    en: 'This order already has a waybill: {ttn}',
    ua: 'Для цього замовлення вже є накладна: {ttn}',
  },
  'shipping.no_waybill': { en: 'This order has no waybill yet', ua: 'Для цього замовлення ще немає накладної' },
  'shipping.waybill_in_progress': {
    en: 'The waybill is being made: wait a moment',
    ua: 'Накладна вже створюється: зачекайте хвилинку',
  },
} as const satisfies Record<string, Record<Language, string>>;
