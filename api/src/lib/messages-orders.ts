import type { Language } from '@vitrina/shared/contracts';

/** Server messages of the orders domain (merged into SERVER_MESSAGES; docs/product.md §9.8). */
export const ORDER_MESSAGES = {
  'orders.not_found': { en: 'Order not found', ua: 'Замовлення не знайдено' },
  'orders.conversation_not_found': {
    en: 'This conversation is not among your conversations',
    ua: 'Цієї розмови немає серед ваших розмов',
  },
  'orders.unknown_code': {
    en: 'Item {line}: this article code is not in your stock file',
    ua: 'Товар {line}: такого артикула немає у вашому файлі залишків',
  },
  'orders.unknown_size': {
    en: 'Article {code} has no size {size} in the stock file (sizes: {sizes})',
    ua: 'Для артикула {code} немає розміру {size} у файлі залишків (розміри: {sizes})',
  },
  'orders.unknown_colour': {
    en: 'Article {code} has no colour {color} in the stock file (colours: {colors})',
    ua: 'Для артикула {code} немає кольору {color} у файлі залишків (кольори: {colors})',
  },
  'orders.size_required': {
    en: 'Choose a size for article {code} (sizes: {sizes})',
    ua: 'Оберіть розмір для артикула {code} (розміри: {sizes})',
  },
  'orders.no_price': {
    en: 'Article {code} has no price in the stock file: add it and upload the file again',
    ua: 'Для артикула {code} немає ціни у файлі залишків: додайте її і завантажте файл знову',
  },
  'orders.out_of_stock': {
    en: 'Not enough in stock: article {code} size {size}, {left} left',
    ua: 'Недостатньо на складі: артикул {code} розмір {size}, залишилось {left}',
  },
  'orders.bad_transition': {
    en: 'An order in status {from} cannot become {to}',
    ua: 'Замовлення зі статусом {from} не може стати {to}',
  },
  'orders.changed': {
    en: 'The order’s items changed while it was being confirmed: check them and confirm again',
    ua: 'Товари замовлення змінилися під час підтвердження: перевірте їх і підтвердіть ще раз',
  },
  'orders.lines_locked': {
    en: 'Items can be changed only while the order is new or confirmed (it is {status})',
    ua: 'Товари можна змінити, лише поки замовлення нове або підтверджене (зараз {status})',
  },
  'orders.key_reused': {
    en: 'This order form was already sent with other details: reload the page and check the order',
    ua: 'Цю форму замовлення вже надіслано з іншими даними: оновіть сторінку і перевірте замовлення',
  },
} as const satisfies Record<string, Record<Language, string>>;
