/**
 * Reading an order from a conversation (issue 31, docs/product.md §9.8; run with tsx: `npm run
 * bench -- order_collect` at the root). The customer's messages of a long conversation
 * (BENCH_ORDER_MESSAGES, default 200: an order given in pieces, a size changed, questions between)
 * against a catalogue of BENCH_ORDER_PRODUCTS article codes (default 5,000), as the order draft
 * and the assistant read it on every customer message. Prints one JSON line with the time of one
 * reading in milliseconds: {messages, products, runs, p50, p99, max, words}. `words` is the same
 * conversation with the items named by words ("беру чорну сукню міді, розмір M"), read through the
 * assistant's catalogue index (agent/retrieve/order-items.ts) of the same number of products; the index is
 * built once, as the assistant caches it per account. `long_message` (issue 47 item 9) is one
 * BENCH_LONG_CHARS-character message (default 40,000: an order, then filler with codes, sizes and
 * names in it) read with the same catalogue: target under 20 ms, the reader parsing only its first
 * READ_TEXT_MAX characters and in time linear in them.
 */
import { performance } from 'node:perf_hooks';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { wordsReader } from '../src/modules/agent/retrieve/order-items';
import { codeKey } from '../src/modules/knowledge/text-keys';
import { collectOrder } from '../src/modules/orders/collect';

const MESSAGES = Number(process.env.BENCH_ORDER_MESSAGES ?? 200);
const PRODUCTS = Number(process.env.BENCH_ORDER_PRODUCTS ?? 5000);
const RUNS = 300;
const LONG_CHARS = Number(process.env.BENCH_LONG_CHARS ?? 40_000);

const products = new Map<string, { code: string; sizes: string[] }>();
for (let i = 0; i < PRODUCTS; i += 1) {
  const code = `VT-${1000 + i}`;
  products.set(codeKey(code), { code, sizes: ['XS', 'S', 'M', 'L', 'XL'] });
}
const turns = [
  'Добрий день! Хочу замовити VT-1001 розмір M',
  'а скільки йде доставка? і чи можна оплатити на пошті',
  'ой, краще S',
  'Олена Коваль',
  '067-123-45-67',
  'Київ, відділення 12',
  'накладений платіж',
];
const messages = Array.from({ length: MESSAGES }, (_, i) => ({ text: turns[i % turns.length] }));
const lookup = (key: string) => products.get(key) ?? null;

/**
 * Wall time of one reading, and its CPU time (`cpu_p50`: this process's user + system time, which
 * other work on a shared machine does not inflate as it does the wall time).
 */
function measure(read: () => unknown): { p50: number; p99: number; max: number; cpu_p50: number } {
  for (let i = 0; i < 30; i += 1) read();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    read();
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const at = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
  };
  return { p50: at(times, 0.5), p99: at(times, 0.99), max: at(times, 1), cpu_p50: at(cpu, 0.5) };
}

// Names of many models (garment × style), each in a few colours, with the same codes.
const GARMENTS = ['Сукня', 'Жакет', 'Сорочка', 'Спідниця', 'Штани', 'Светр', 'Пальто', 'Футболка', 'Худі', 'Блуза'];
const STYLES = [
  'міді',
  'максі',
  'лляна',
  'класична',
  'оверсайз',
  'вʼязана',
  'шовкова',
  'джинсова',
  'коротка',
  'вільна',
];
const COLOURS = ['чорний', 'бежевий', 'білий', 'синій', 'зелений'];
const facts: ProductFact[] = [...products.values()].map((p, i) => ({
  code: p.code,
  name: `${GARMENTS[i % GARMENTS.length]} ${STYLES[Math.floor(i / GARMENTS.length) % STYLES.length]} ${Math.floor(i / 100)}`,
  colour: COLOURS[i % COLOURS.length],
  price: 1000,
  currency: 'UAH',
  material: null,
  lining: null,
  sizes: p.sizes.map((size) => ({ size, quantity: 3 })),
  linkedCodes: [],
}));
const reader = wordsReader(new CatalogueIndex(facts));
const wordTurns = ['Добрий день! Беру чорну сукню міді 7, розмір M', ...turns.slice(1)];
const wordMessages = Array.from({ length: MESSAGES }, (_, i) => ({ text: wordTurns[i % wordTurns.length] }));

const longMessage = [
  {
    text: `Беру VT-1001 M, ${'Олена Коваль, VT-1002 S, не L, відділення 12, '.repeat(LONG_CHARS / 45)}`.slice(
      0,
      LONG_CHARS,
    ),
  },
];

console.log(
  JSON.stringify({
    messages: MESSAGES,
    products: PRODUCTS,
    runs: RUNS,
    ...measure(() => collectOrder(messages, lookup)),
    words: measure(() => collectOrder(wordMessages, lookup, reader)),
    long_message: {
      chars: LONG_CHARS,
      ...measure(() => collectOrder(longMessage, lookup)),
      words: measure(() => collectOrder(longMessage, lookup, reader)),
    },
  }),
);
