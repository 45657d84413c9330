/** The sample shop of the eval and the tests: eval/stock.csv plus standing and owner answers. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryKnowledge, type Shop } from './memory-knowledge';
import { productsFromCsv } from './stock-csv';

export const STOCK_CSV = path.join(__dirname, 'stock.csv');

export function sampleShop(): Shop {
  return {
    products: productsFromCsv(readFileSync(STOCK_CSV, 'utf8')),
    publications: [
      { id: 'pub-1', mediaId: 'media-lina-black', code: 'DR-1024', linkedCodes: ['DR-1025', 'DR-1026'], link: null },
      { id: 'pub-2', mediaId: 'media-milan', code: 'JK-8001', linkedCodes: ['JK-8002'], link: null },
    ],
    answers: {
      delivery: 'Відправляємо Новою поштою щодня до 17:00, доставка займає 1–3 дні за тарифами перевізника.',
      payment: 'Оплата карткою на сайті або накладеним платежем при отриманні (передплата 200 грн).',
      returns: 'Обмін і повернення протягом 14 днів, якщо річ не носили та збережені бірки.',
    },
    ownerAnswers: [
      {
        question: 'Чи можна приміряти на пошті перед оплатою?',
        answer: 'Так, на Новій пошті можна оглянути й приміряти річ перед оплатою.',
      },
    ],
  };
}

export function sampleKnowledge(): MemoryKnowledge {
  return new MemoryKnowledge(sampleShop());
}
