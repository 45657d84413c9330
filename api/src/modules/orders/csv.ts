import type { DeliveryType, Language, Order, OrderStatus, PaymentType } from '@vitrina/shared/contracts';

type Column =
  | 'number'
  | 'created_at'
  | 'status'
  | 'customer_name'
  | 'phone'
  | 'delivery_type'
  | 'city'
  | 'branch'
  | 'address'
  | 'payment'
  | 'code'
  | 'name'
  | 'color'
  | 'size'
  | 'quantity'
  | 'unit_price'
  | 'line_total'
  | 'order_total'
  | 'note';

/**
 * The file's words in the owner's language (issue 49 item 1, docs/product.md §9.8): column
 * headers and the values of statuses, delivery and payment as the order page says them, never
 * the API's enum names (`NOVA_POSHTA_BRANCH`, `COD`).
 */
export const CSV_WORDS: Record<
  Language,
  {
    columns: Record<Column, string>;
    status: Record<OrderStatus, string>;
    delivery: Record<DeliveryType, string>;
    payment: Record<PaymentType, string>;
  }
> = {
  ua: {
    columns: {
      number: 'Номер',
      created_at: 'Створено',
      status: 'Статус',
      customer_name: 'Отримувач',
      phone: 'Телефон',
      delivery_type: 'Доставка',
      city: 'Місто',
      branch: 'Відділення / поштомат',
      address: 'Адреса',
      payment: 'Оплата',
      code: 'Артикул',
      name: 'Назва',
      color: 'Колір',
      size: 'Розмір',
      quantity: 'Кількість',
      unit_price: 'Ціна',
      line_total: 'Сума рядка',
      order_total: 'Сума замовлення',
      note: 'Примітка',
    },
    status: {
      NEW: 'Нове',
      CONFIRMED: 'Підтверджене',
      SHIPPED: 'Відправлене',
      RETURNING: 'Повертається',
      RETURNED: 'Повернене',
      DONE: 'Виконане',
      CANCELLED: 'Скасоване',
    },
    delivery: {
      NOVA_POSHTA_BRANCH: 'Нова пошта, відділення',
      NOVA_POSHTA_LOCKER: 'Нова пошта, поштомат',
      COURIER: "Кур'єр",
    },
    payment: { COD: 'Накладений платіж', PREPAID: 'Передоплата' },
  },
  en: {
    columns: {
      number: 'Number',
      created_at: 'Created',
      status: 'Status',
      customer_name: 'Recipient',
      phone: 'Phone',
      delivery_type: 'Delivery',
      city: 'City',
      branch: 'Branch / parcel locker',
      address: 'Address',
      payment: 'Payment',
      code: 'Article code',
      name: 'Name',
      color: 'Colour',
      size: 'Size',
      quantity: 'Quantity',
      unit_price: 'Unit price',
      line_total: 'Line total',
      order_total: 'Order total',
      note: 'Note',
    },
    status: {
      NEW: 'New',
      CONFIRMED: 'Confirmed',
      SHIPPED: 'Shipped',
      RETURNING: 'Returning',
      RETURNED: 'Returned',
      DONE: 'Done',
      CANCELLED: 'Cancelled',
    },
    delivery: {
      NOVA_POSHTA_BRANCH: 'Nova Poshta branch',
      NOVA_POSHTA_LOCKER: 'Nova Poshta parcel locker',
      COURIER: 'Courier',
    },
    payment: { COD: 'Cash on delivery', PREPAID: 'Prepaid' },
  },
};

const COLUMNS = Object.keys(CSV_WORDS.en.columns) as Column[];

/**
 * A CSV cell: quoted when it holds a separator, quote or line break; a leading =, +, -, @ (a
 * formula to a spreadsheet) is prefixed with an apostrophe (OWASP CSV injection); a phone such as
 * '+380 67 …' is not a formula and stays as it is.
 */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  const formula = /^[=@\t\r]/.test(s) || (/^[+-]/.test(s) && !/^[+-][\d ()-]*$/.test(s));
  if (typeof value === 'string' && formula) s = `'${s}`;
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line per order line, the order's fields repeated (docs/product.md §9.8). */
function orderLines(o: Order, lng: Language): string[] {
  const words = CSV_WORDS[lng];
  return o.lines.map((l) =>
    [
      o.number,
      o.created_at,
      words.status[o.status],
      o.customer_name,
      o.phone,
      words.delivery[o.delivery.type],
      o.delivery.city,
      o.delivery.branch,
      o.delivery.address,
      words.payment[o.payment],
      l.code,
      l.name,
      l.color,
      l.size,
      l.quantity,
      l.unit_price.toFixed(2),
      l.line_total.toFixed(2),
      o.total.toFixed(2),
      o.note,
    ]
      .map(csvCell)
      .join(','),
  );
}

/**
 * Orders as CSV for the shop's bookkeeping in the owner's language, one chunk per page of orders
 * as they are read (the export streams: issue 47 item 13). A byte-order mark first, so spreadsheet
 * programs read the Cyrillic as UTF-8.
 */
export async function* ordersCsv(pages: AsyncIterable<Order[]>, lng: Language): AsyncGenerator<string> {
  yield `\uFEFF${COLUMNS.map((c) => csvCell(CSV_WORDS[lng].columns[c])).join(',')}\r\n`;
  for await (const orders of pages) {
    const lines = orders.flatMap((o) => orderLines(o, lng));
    if (lines.length > 0) yield `${lines.join('\r\n')}\r\n`;
  }
}
