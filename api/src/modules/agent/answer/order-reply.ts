/**
 * The assistant's part in taking an order (docs/product.md §9.8): one question for the first
 * thing missing, never a size that is out of stock (what is there is offered instead), and when
 * everything is there a summary for the customer to confirm. Figures come from the order facts
 * (prices from the stock file, totals computed), which the auditor accepts and checks.
 */
import type { OrderDraft, OrderDraftLine } from '@vitrina/shared/contracts';
import { joinSizes, money, pieces, sizeLabel, type Reply } from './reply';

const UAH = 'UAH';

/** A line: quantity × unit price = line total; the running total (`sum` false) gives the sum only in its total. */
function lineText(l: OrderDraftLine, lng: 'ua' | 'en', sum = true): string {
  const size = l.size ? (lng === 'en' ? `, size ${sizeLabel(l.size, 'en')}` : `, розмір ${l.size}`) : '';
  const qty = lng === 'en' ? pieces(l.quantity) : `${l.quantity} шт.`;
  // A product with no colour in the data (a serum, a perfume) has none said.
  const colour = l.color ? `, ${l.color}` : '';
  const line = `${l.name}${colour}${size} (${l.code}) — ${qty} × ${money(l.unit_price, UAH, lng)}`;
  return sum ? `${line} = ${money(l.line_total, UAH, lng)}` : line;
}

function deliveryText(o: OrderDraft, lng: 'ua' | 'en'): string {
  const d = o.delivery;
  if (d.type === 'COURIER')
    return lng === 'en' ? `courier, ${d.city}, ${d.address}` : `курʼєр, ${d.city}, ${d.address}`;
  if (d.type === 'NOVA_POSHTA_LOCKER')
    return lng === 'en'
      ? `Nova Poshta, ${d.city}, parcel locker №${d.branch}`
      : `Нова пошта, ${d.city}, поштомат №${d.branch}`;
  return lng === 'en'
    ? `Nova Poshta, ${d.city}, branch №${d.branch}`
    : `Нова пошта, ${d.city}, відділення №${d.branch}`;
}

/**
 * The lines so far and their total, for "скільки за все?" before the order is complete (the
 * summary says it once everything is there). Lines with a price only; nothing when none has one.
 */
export function orderSoFar(r: Reply, o: OrderDraft): void {
  const priced = o.lines.filter((l) => l.unit_price > 0);
  if (priced.length === 0) return;
  const total = priced.reduce((sum, l) => sum + l.line_total, 0);
  const lines = (lng: 'ua' | 'en') => priced.map((l) => lineText(l, lng, false)).join('; ');
  r.say(
    `У замовленні: ${lines('ua')}. Разом: ${money(total, UAH, 'ua')}.`,
    `In your order: ${lines('en')}. Total: ${money(total, UAH, 'en')}.`,
  );
}

/**
 * The total of the order the customer has just confirmed, said with the thanks: the customer sees
 * what was confirmed ("yes, that is all" after an item was added).
 */
export function orderConfirmedTotal(r: Reply, o: OrderDraft): void {
  const priced = o.lines.filter((l) => l.unit_price > 0);
  if (priced.length === 0) return;
  const total = priced.reduce((sum, l) => sum + l.line_total, 0);
  r.say(`Сума замовлення: ${money(total, UAH, 'ua')}.`, `Order total: ${money(total, UAH, 'en')}.`);
}

/**
 * The lines the customer has just chosen ("давайте чорний тоді"), with their total when there are
 * several, said before the next question so the customer sees what was understood: only when that
 * question is about the recipient or the delivery (a question about the item or its size names the
 * line itself).
 */
export function orderChosen(r: Reply, o: OrderDraft): void {
  const next = o.missing[0];
  if (!next || next === 'item' || next === 'size' || o.lines.length === 0) return;
  const lines = (lng: 'ua' | 'en') => o.lines.map((l) => lineText(l, lng)).join('; ');
  // Several lines priced: their total too, as a seller says it ("і ще аквасейф": how much is it now).
  const priced = o.lines.filter((l) => l.unit_price > 0);
  const total = priced.length > 1 ? priced.reduce((sum, l) => sum + l.line_total, 0) : null;
  r.say(
    `Оформлюю: ${lines('ua')}.${total === null ? '' : ` Разом: ${money(total, UAH, 'ua')}.`}`,
    `I'm putting down: ${lines('en')}.${total === null ? '' : ` Total: ${money(total, UAH, 'en')}.`}`,
  );
}

/**
 * The order's total with the item still to be chosen, when every candidate costs the same and the
 * order already has a priced line; null otherwise (the auditor reads the same sum).
 */
export function totalWithChoice(o: OrderDraft): number | null {
  const prices = new Set(o.item_choices.map((c) => c.price));
  const [price] = [...prices];
  if (prices.size !== 1 || price === undefined || !o.lines.some((l) => l.unit_price > 0)) return null;
  const pieces = o.item_choices[0].quantity ?? 1;
  return o.lines.reduce((sum, l) => sum + l.line_total, 0) + price * pieces;
}

/** Adds the order's next question, or its summary, to a reply. */
export function orderPrompt(r: Reply, o: OrderDraft): void {
  const lng = r.lng;
  const next = o.missing[0];
  if (next === 'item' && o.item_choices.length > 0) {
    // Several products fit the customer's words: which one, named with their codes.
    const names = (lng: 'ua' | 'en') =>
      o.item_choices.map((c) => `${c.name} (${c.color}, ${lng === 'en' ? 'code' : 'арт.'} ${c.code})`);
    const list = (lng: 'ua' | 'en') => {
      const all = names(lng);
      const last = all.pop()!;
      return all.length === 0 ? last : `${all.join(', ')} ${lng === 'en' ? 'or' : 'чи'} ${last}`;
    };
    if (o.item_choices.length === 1) {
      r.say(
        `Уточніть, будь ласка: оформлюємо ${list('ua')}?`,
        `Just to check: shall I put down ${list('en')}?`,
        `Уточни, будь ласка: оформлюємо ${list('ua')}?`,
      );
    } else {
      r.say(
        `Уточніть, будь ласка, яку модель оформлюємо: ${list('ua')}?`,
        `Which one shall I put down: ${list('en')}?`,
        `Уточни, будь ласка, яку модель оформлюємо: ${list('ua')}?`,
      );
    }
    // "add knee pads XS, what is the total?" of pads in two colours at one price: the sum is known.
    const withChoice = totalWithChoice(o);
    if (withChoice !== null) {
      r.say(`Разом з ним: ${money(withChoice, UAH, 'ua')}.`, `Total with it: ${money(withChoice, UAH, 'en')}.`);
    }
    return;
  }
  if (next === 'item') {
    r.say(
      'Підкажіть, будь ласка, артикул товару, який бажаєте замовити.',
      'Which item would you like to order? Please send its article code.',
      'Підкажи, будь ласка, артикул товару, який хочеш замовити.',
    );
    return;
  }
  if (next === 'size') {
    const line = o.lines.find((l) => !l.size || (l.available !== null && l.available < l.quantity))!;
    const there = joinSizes(line.sizes_available.map((s) => sizeLabel(s, lng)));
    // None in any size: said so, never "which size? In stock: ." with nothing listed.
    if (line.sizes_available.length === 0) {
      r.say(
        `На жаль, ${line.name} (${line.code}) зараз немає в наявності.`,
        `Sorry, ${line.name} (${line.code}) is out of stock right now.`,
      );
    } else if (line.size && line.available === 0) {
      r.say(
        `Розміру ${line.size} (${line.code}) зараз, на жаль, немає. В наявності: ${there}. Який розмір оформити?`,
        `Sorry, size ${line.size} (${line.code}) is not available now. In stock: ${there}. Which size shall I put down?`,
        `Розміру ${line.size} (${line.code}) зараз, на жаль, немає. Є: ${there}. Який розмір оформити?`,
      );
    } else if (line.size && line.available !== null) {
      r.say(
        `Розміру ${line.size} (${line.code}) залишилось лише ${line.available} шт. Скільки оформити?`,
        `Only ${pieces(line.available)} of size ${line.size} (${line.code}) left. How many shall I put down?`,
      );
    } else {
      r.say(
        `Який розмір ${line.name} (${line.code}) оформлюємо? В наявності: ${there}.`,
        `Which size of ${line.name} (${line.code}) shall I put down? In stock: ${there}.`,
        `Який розмір ${line.name} (${line.code}) оформлюємо? Є: ${there}.`,
      );
    }
    return;
  }
  const ask: Record<string, [string, string, string?]> = {
    customer_name: [
      'Напишіть, будь ласка, імʼя та прізвище отримувача.',
      "Please send the recipient's full name.",
      'Напиши, будь ласка, імʼя та прізвище отримувача.',
    ],
    phone: [
      'Вкажіть, будь ласка, номер телефону отримувача.',
      "What is the recipient's phone number?",
      'Вкажи, будь ласка, номер телефону отримувача.',
    ],
    city: ['У яке місто відправляти?', 'Which city shall we send it to?'],
    delivery: [
      'Вкажіть, будь ласка, номер відділення чи поштомата Нової пошти або адресу для курʼєра.',
      'Please send the Nova Poshta branch or parcel locker number, or an address for the courier.',
      'Вкажи, будь ласка, номер відділення чи поштомата Нової пошти або адресу для курʼєра.',
    ],
    payment: [
      'Як вам зручніше оплатити: накладеним платежем чи передоплатою на картку?',
      'How would you like to pay: cash on delivery or prepayment by card?',
      'Як тобі зручніше оплатити: накладеним платежем чи передоплатою на картку?',
    ],
  };
  // The city and the branch are asked together, as a manager asks them (one answer gives both).
  if (next === 'city' && o.missing.includes('delivery')) {
    r.say(
      'Напишіть, будь ласка, місто й номер відділення чи поштомата Нової пошти (або адресу для курʼєра).',
      'Please send the city and the Nova Poshta branch or parcel locker number (or an address for the courier).',
      'Напиши, будь ласка, місто й номер відділення чи поштомата Нової пошти (або адресу для курʼєра).',
    );
    return;
  }
  if (next) {
    const [ua, en, informal] = ask[next];
    r.say(ua, en, informal);
    return;
  }
  const lines = o.lines.map((l) => lineText(l, lng)).join('; ');
  const pay =
    o.payment === 'PREPAID'
      ? { ua: 'передоплата на картку', en: 'prepayment by card' }
      : {
          ua: 'накладений платіж (можна й передоплату на картку)',
          en: 'cash on delivery (prepayment by card is possible too)',
        };
  r.say(
    `Ваше замовлення: ${lines}. Разом: ${money(o.total, UAH, 'ua')}. Отримувач: ${o.customer_name}, ${o.phone}. ` +
      `Доставка: ${deliveryText(o, 'ua')}. Оплата: ${pay.ua}. Все вірно? Підтвердьте, будь ласка, і ми оформимо замовлення.`,
    `Your order: ${lines}. Total: ${money(o.total, UAH, 'en')}. Recipient: ${o.customer_name}, ${o.phone}. ` +
      `Delivery: ${deliveryText(o, 'en')}. Payment: ${pay.en}. Is everything correct? Please confirm and we will place the order.`,
    `Твоє замовлення: ${lines}. Разом: ${money(o.total, UAH, 'ua')}. Отримувач: ${o.customer_name}, ${o.phone}. ` +
      `Доставка: ${deliveryText(o, 'ua')}. Оплата: ${pay.ua}. Все вірно? Підтверди, будь ласка, і ми оформимо замовлення.`,
  );
}
