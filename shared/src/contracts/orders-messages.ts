// Zod-free, so the validation table (messages.ts) can include it.

/** Validation texts of the order contracts (merged into VALIDATION_MESSAGES). */
export const ORDER_VALIDATION_MESSAGES = {
  'validation.order.phone.required': { en: 'Enter the phone number', ua: 'Введіть номер телефону' },
  'validation.order.customer_name.required': { en: "Enter the customer's name", ua: "Введіть ім'я покупця" },
  'validation.order.city.required': { en: 'Enter the city', ua: 'Введіть місто' },
  'validation.order.branch.required': {
    en: 'Enter the Nova Poshta branch or post box number',
    ua: 'Введіть номер відділення або поштомату Нової пошти',
  },
  'validation.order.address.required': { en: 'Enter the courier address', ua: 'Введіть адресу для курʼєра' },
  'validation.order.delivery_type.invalid': {
    en: 'Delivery must be NOVA_POSHTA_BRANCH, NOVA_POSHTA_LOCKER or COURIER',
    ua: 'Доставка має бути NOVA_POSHTA_BRANCH, NOVA_POSHTA_LOCKER або COURIER',
  },
  'validation.order.payment.invalid': { en: 'Payment must be COD or PREPAID', ua: 'Оплата має бути COD або PREPAID' },
  'validation.order.quantity.invalid': {
    en: 'Quantity must be a whole number from 1 to 100',
    ua: 'Кількість має бути цілим числом від 1 до 100',
  },
  'validation.order.lines.required': { en: 'Add at least one item', ua: 'Додайте хоча б один товар' },
  'validation.order.lines.too_many': { en: 'At most 20 items in an order', ua: 'Не більше 20 товарів у замовленні' },
  'validation.order.status.invalid': {
    en: 'Status must be NEW, CONFIRMED, SHIPPED, RETURNING, RETURNED, DONE or CANCELLED',
    ua: 'Статус має бути NEW, CONFIRMED, SHIPPED, RETURNING, RETURNED, DONE або CANCELLED',
  },
  'validation.order.update.empty': { en: 'Send at least one field to change', ua: 'Надішліть хоча б одне поле' },
  'validation.order.conversation_id.invalid': {
    en: 'conversation_id must be a conversation id',
    ua: 'conversation_id має бути id розмови',
  },
  'validation.order.id.invalid': {
    en: 'This is not an order id: open the order from the orders list',
    ua: 'Це не id замовлення: відкрийте замовлення зі списку',
  },
  'validation.order.date.invalid': { en: 'Dates are YYYY-MM-DD', ua: 'Дати у форматі РРРР-ММ-ДД' },
} as const;
