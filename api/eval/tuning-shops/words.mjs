import { writeFileSync } from 'node:fs';
import path from 'node:path';

// What the tuning shops' generators share: the writings of an amount and the word groups of
// yes / no / not found / hand-off answers, copied from shared/eval's public sets (dev-set-kids.json)
// so that these shops are scored as the public ones are.
/** Every writing of an amount: 2450, 2 450 (space, U+202F, U+00A0), 2,450. */
export function writings(n) {
  if (n < 1000) return [String(n)];
  const head = String(Math.floor(n / 1000));
  const tail = String(n % 1000).padStart(3, '0');
  return [String(n), `${head} ${tail}`, `${head}\u202f${tail}`, `${head}\u00a0${tail}`, `${head},${tail}`];
}

/** `price(code)` (every writing of a model's price) and `otherPrices(...codes)` (every retail price
 * but those of the codes named) over a shop's models: [code, name, price, variants][]. */
export function pricesOf(models) {
  const byCode = Object.fromEntries(models.map(([code, , amount]) => [code, amount]));
  const price = (code) => writings(byCode[code]);
  const otherPrices = (...codes) => models.filter(([code]) => !codes.includes(code)).flatMap(([code]) => price(code));
  return { price, otherPrices };
}

/** A message case; `next()` numbers them. */
export function caseMaker() {
  let id = 0;
  return (kind, text, must, mustNot, lang = 'ua') => ({ id: ++id, kind, lang, text, must, must_not: mustNot });
}

/** A conversation's turn. */
export const turn = (text, must, mustNot, what) => ({ text, must, must_not: mustNot, what });

/** Writes the shop's three files beside its generator. */
export function writeShop(dir, stock, set, conversations) {
  writeFileSync(path.join(dir, 'stock.json'), `${JSON.stringify(stock, null, 2)}\n`);
  writeFileSync(path.join(dir, 'set.json'), `${JSON.stringify(set, null, 2)}\n`);
  writeFileSync(path.join(dir, 'conversations.json'), `${JSON.stringify(conversations, null, 2)}\n`);
  console.log(`${stock.length} rows, ${set.length} messages, ${conversations.length} conversations`);
}

export const YES = [
  'так,',
  'так!',
  'так.',
  'так)',
  'так є',
  'є в наявності',
  'є у наявності',
  ' є ',
  ' є,',
  ' є.',
  ' є!',
  ' є)',
  'в наявності',
  'у наявності',
  'доступн',
  'залишил',
  'лишил',
  'да,',
  'есть',
  'в наличии',
  'available',
  'in stock',
  'yes',
  'we have',
  'we do',
];
export const NO = [
  'нема',
  'немає',
  'відсутн',
  'закінчи',
  'не маємо',
  'розпрод',
  'розібрали',
  'не залишил',
  'не лишил',
  'нет',
  'нету',
  'отсутств',
  'законч',
  'out of stock',
  'sold out',
  'not available',
  'unavailable',
  "don't have",
  'do not have',
  'not in stock',
  'no longer',
];
export const HANDOFF = [
  'уточн',
  'менеджер',
  'перепит',
  "з'ясу",
  'з’ясу',
  'зʼясу',
  'передам',
  'передаю',
  'колег',
  "зв'яж",
  'зв’яж',
  'звʼяж',
  'підкаже',
  'відпиш',
  'напишем',
  'напишу',
  'повідом',
  'перевір',
  'свяж',
  'сообщ',
  'провер',
  'check',
  'get back',
  'colleague',
  'manager',
  'let you know',
  'confirm',
  'find out',
];
// The public sets' 'absent' group: the no / not-found words, then the hand-off ones.
export const NOT_FOUND = [
  ...NO,
  'не знайш',
  'не знайд',
  'не бачу',
  'не продаємо',
  'не продаем',
  'не найд',
  'не вижу',
  'не торгу',
  'not find',
  "couldn't find",
  "can't find",
  "don't sell",
  'do not sell',
  "don't carry",
  'на жаль',
  'к сожалению',
  'unfortunately',
  ...HANDOFF,
];
export const NOT_AVAILABLE = ['немає в наявності', 'out of stock', 'закінчилися'];

/**
 * Stops when a `must_not` figure of the set is a number inside one of the shop's codes ("140" of
 * "PC-140"): a correct answer naming that code would count as unsupported (the public generator
 * refuses such sets too). `codes`: every code the drafts may name.
 */
export function refuseFiguresInCodes(codes, set, conversations) {
  const inCodes = new Set(codes.flatMap((code) => String(code).match(/\d+/g) ?? []));
  const cases = [...set, ...conversations.flatMap((c) => c.turns)];
  const bad = [...new Set(cases.flatMap((c) => c.must_not.filter((f) => inCodes.has(f))))];
  if (bad.length > 0) throw new Error(`must_not figures inside codes: ${bad.join(', ')}`);
}

/** Whether a figure is written in a text as a whole number (thousands separators closed up). */
function figureIn(text, figure) {
  const closed = String(text).replace(/(\d)[ \u00a0\u202f,](?=\d{3}(?!\d))/g, '$1');
  return new RegExp(`(?<!\\d)${figure}(?!\\d)`).test(closed);
}

/**
 * Stops when a shop's cases contradict each other, as the held-out shops' generator did
 * (eval/held-out-shops/README.md, "How these two were made and checked"):
 * - a purchase price equal to a retail price, or a price equal to a size's number (a dimension,
 *   a height, a girth: `sizeNumbers`);
 * - a three-digit price that ends a four-digit one (`870` in `1 870`) or sits inside a code;
 * - a `must_not` figure that is a `must` string's figure or is written in the message itself;
 * - a case without every purchase price in its `must_not`;
 * - an `absent` or `handoff` case that allows a retail price.
 * `retail`, `costs`: every retail and purchase price (numbers); `codes`: every code.
 */
export function checkShop({ retail, costs, sizeNumbers, codes, set, conversations }) {
  const problems = [];
  const prices = [...new Set([...retail, ...costs])];
  for (const cost of costs) if (retail.includes(cost)) problems.push(`cost ${cost} is a retail price`);
  for (const p of prices) if (sizeNumbers.includes(p)) problems.push(`price ${p} is a size's number`);
  for (const p of prices.filter((n) => n < 1000)) {
    const longer = prices.find((q) => q >= 1000 && q % 1000 === p);
    if (longer) problems.push(`${p} ends ${longer}`);
    if (codes.some((code) => (String(code).match(/\d+/g) ?? []).some((d) => Number(d) === p)))
      problems.push(`${p} is inside a code`);
  }
  const costWritings = costs.flatMap(writings);
  const cases = [
    ...set.map((c) => ({ ...c, where: `message ${c.id}` })),
    ...conversations.flatMap((conv) =>
      conv.turns.map((c, i) => ({ ...c, kind: '', where: `${conv.id} turn ${i + 1}` })),
    ),
  ];
  for (const c of cases) {
    const figures = c.must_not.filter((m) => /^\d+$/.test(m));
    for (const f of figures) {
      if (c.must.some((group) => group.some((s) => figureIn(s, f)))) problems.push(`${c.where}: ${f} is in a must`);
      if (figureIn(c.text, f)) problems.push(`${c.where}: ${f} is in the message`);
    }
    for (const w of costWritings) if (!c.must_not.includes(w)) problems.push(`${c.where}: cost ${w} allowed`);
    if (['absent', 'handoff'].includes(c.kind)) {
      for (const p of retail) if (!c.must_not.includes(String(p))) problems.push(`${c.where}: ${p} allowed`);
    }
  }
  refuseFiguresInCodes(codes, set, conversations);
  if (problems.length > 0) throw new Error(`inconsistent shop:\n${[...new Set(problems)].join('\n')}`);
}

/** Asking for the name or the delivery: the next step of an order. */
export const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
/** Asking for the city or the branch once the name and phone are given. */
export const ASKS_CITY = ['міст', 'відділен', 'доставк', 'нов', 'адрес'];
/** Asked again after the order's details were all given: a loop. */
export const ASKS_AGAIN = [
  "ім'я та прізвище",
  'імʼя та прізвище',
  'ваше ім',
  'як вас звати',
  'номер телефону',
  'яке місто',
  'вкажіть, будь ласка',
  'напишіть, будь ласка',
];
export const ASKS_AGAIN_EN = ['your name', 'phone number?', 'which city', 'your phone', 'which branch'];
/** A request for the child's height: a fair answer to an age alone. */
export const ASKS_HEIGHT = ['зріст', 'ріст', 'росту', 'зросту'];
