import type { Order } from '@vitrina/shared/contracts';

const HEADER = [
  'number',
  'created_at',
  'status',
  'customer_name',
  'phone',
  'delivery_type',
  'city',
  'branch',
  'address',
  'payment',
  'code',
  'name',
  'color',
  'size',
  'quantity',
  'unit_price',
  'line_total',
  'order_total',
  'note',
];

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
function orderLines(o: Order): string[] {
  return o.lines.map((l) =>
    [
      o.number,
      o.created_at,
      o.status,
      o.customer_name,
      o.phone,
      o.delivery.type,
      o.delivery.city,
      o.delivery.branch,
      o.delivery.address,
      o.payment,
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
 * Orders as CSV for the shop's bookkeeping, one chunk per page of orders as they are read (the
 * export streams: issue 47 item 13). A byte-order mark first, so spreadsheet programs read the
 * Cyrillic as UTF-8.
 */
export async function* ordersCsv(pages: AsyncIterable<Order[]>): AsyncGenerator<string> {
  yield `\uFEFF${HEADER.join(',')}\r\n`;
  for await (const orders of pages) {
    const lines = orders.flatMap(orderLines);
    if (lines.length > 0) yield `${lines.join('\r\n')}\r\n`;
  }
}
