/**
 * Reading an order from a conversation (issue 31, docs/product.md §9.8; run with tsx: `npm run
 * bench -- order_collect` at the root). The customer's messages of a long conversation
 * (BENCH_ORDER_MESSAGES, default 200: an order given in pieces, a size changed, questions between)
 * against a catalogue of BENCH_ORDER_PRODUCTS article codes (default 5,000), as the order draft
 * and the assistant read it on every customer message. Prints one JSON line with the time of one
 * reading in milliseconds: {messages, products, runs, p50, p99, max}.
 */
import { performance } from 'node:perf_hooks';
import { codeKey } from '../src/modules/knowledge/text-keys';
import { collectOrder } from '../src/modules/orders/collect';

const MESSAGES = Number(process.env.BENCH_ORDER_MESSAGES ?? 200);
const PRODUCTS = Number(process.env.BENCH_ORDER_PRODUCTS ?? 5000);
const RUNS = 300;

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
const read = () => collectOrder(messages, (key) => products.get(key) ?? null);

for (let i = 0; i < 30; i += 1) read();
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  read();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
console.log(
  JSON.stringify({ messages: MESSAGES, products: PRODUCTS, runs: RUNS, p50: at(0.5), p99: at(0.99), max: at(1) }),
);
