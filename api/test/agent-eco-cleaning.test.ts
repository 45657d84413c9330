// An eco cleaning shop's KeyCRM offers: a unit said after a figure ("950 мл") is the measure asked,
// no word of a product named with its volume («Засіб для миття скла … 500 мл»)
// (src/modules/agent/retrieve/catalogue.ts, the reading of a text's words).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { factsOf, shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const OFFERS: Cell[][] = [
  ['ID товару', 'ID пропозиції', 'Назва', 'SKU', 'Властивості', 'Ціна', 'Залишок'],
  [1185, 52303, 'Засіб для миття посуду Ecover', 'EC-DW-450-L', "Об'єм: 450 мл; Аромат: лимон", 89, 14],
  [1185, 52305, 'Засіб для миття посуду Ecover', 'EC-DW-950-L', "Об'єм: 950 мл; Аромат: лимон", 155, 8],
  [1192, 52330, 'Засіб для миття скла Frosch Spiritus 500 мл', 'FR-GL-500', '', 109, 6],
];

it('"засіб для посуду 950 мл є?" names the dish soap only, not the glass cleaner named with its millilitres', () => {
  const reading = new CatalogueIndex(factsOf(OFFERS)).read('засіб для посуду 950 мл є?');
  expect(reading.models.map((m) => m.name)).toEqual(['Засіб для миття посуду Ecover']);
  expect(reading.sizes).toEqual(['950 мл']);
});

const SPRAY: Cell[][] = [
  ['ID товару', 'ID пропозиції', 'Назва', 'SKU', 'Властивості', 'Ціна', 'Залишок'],
  [1187, 52311, 'Універсальний спрей-очищувач Attitude', 'AT-AP-CT', "Об'єм: 800 мл; Аромат: цитрус", 259, 7],
  [1187, 52312, 'Універсальний спрей-очищувач Attitude', 'AT-AP-LV', "Об'єм: 800 мл; Аромат: лаванда", 259, 0],
  [1187, 52314, 'Універсальний спрей-очищувач Attitude', 'AT-AP-4L', "Об'єм: 4 л (рефіл); Аромат: цитрус", 829, 2],
];

it('"the 4 l refill" after the spray asks of the spray: "refill" sounds as its size says «рефіл»', async () => {
  const reply = (await shopOf(SPRAY).talk('Hi, do you have the Attitude spray in lavender?', 'and the 4 l refill?'))
    .text;
  expect(reply).toContain('AT-AP-4L');
  expect(reply).not.toMatch(/check with a colleague/u);
});
