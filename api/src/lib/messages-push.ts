/** Server messages of Web Push (merged into SERVER_MESSAGES; docs/product.md §9.13). */
export const PUSH_MESSAGES = {
  'push.not_found': { en: 'Device not found', ua: 'Пристрій не знайдено' },
  'push.endpoint_refused': {
    en: "This address is not a known push service's: notifications cannot be sent there",
    ua: 'Ця адреса не належить відомій службі сповіщень: надсилати туди сповіщення не можна',
  },
  'push.new_message.title': { en: '{name} wrote', ua: '{name} пише' },
  'push.new_message.attachment': { en: 'Sent an attachment', ua: 'Надіслав(-ла) вкладення' },
  'push.handover.title': { en: 'A conversation needs you', ua: 'Розмова потребує вас' },
  'push.handover.body': {
    en: 'The assistant handed the conversation over to you: open it to answer the customer.',
    ua: 'Асистент передав вам розмову: відкрийте її, щоб відповісти покупцю.',
  },
  'push.new_order.title': { en: 'New order #{number}', ua: 'Нове замовлення №{number}' },
  'push.new_order.body': { en: 'Open it to confirm and ship.', ua: 'Відкрийте, щоб підтвердити й відправити.' },
  'push.order_returning.title': {
    en: 'Order #{number} is coming back',
    ua: 'Замовлення №{number} повертається',
  },
  'push.order_returning.body': {
    en: 'Nova Poshta is returning the parcel (refused or not collected). Its items come back to stock when it is back.',
    ua: 'Нова пошта повертає посилку (відмова або не забрали). Товари повернуться в залишки, коли вона прийде назад.',
  },
  'push.test.title': { en: 'Notifications are on', ua: 'Сповіщення увімкнено' },
  'push.test.body': {
    en: 'This device will be told when a customer writes.',
    ua: 'Цей пристрій отримуватиме сповіщення, коли пише покупець.',
  },
} as const;
