// A small workshop shop (printing plastics with and without a plus, nozzles, a bed plate for a
// printer whose name a hotend also has, a comb in metal tones, robes in paired letter sizes)
// through the import, the catalogue, the dialogue state, the retriever and the offline draft.
// Each case is a general cause found in the revealed filament and bridal shops (issue 46).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { fitInstagram, MAX_DRAFT_BYTES } from '../src/modules/agent/offline-communicator';
import { Reply } from '../src/modules/agent/answer/reply';
import { shopOf } from './agent-shop';

const HEADER = ['Артикул', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Кількість', 'Опис'];
const SHOP: Cell[][] = [
  HEADER,
  ['FX-PLA-BK', 'Fixa PLA+ пластик 1.75 мм', 'чорний', '1 кг', 610, 5, 'Пластик для FDM-принтерів.'],
  ['FX-PLA-WH', 'Fixa PLA+ пластик 1.75 мм', 'білий', '1 кг', 610, 0, 'Пластик для FDM-принтерів.'],
  ['MT-PLA-BK', 'Matto PLA матовий 1.75 мм', 'чорний', '1 кг', 540, 3, ''],
  ['GL-PLA-GD', 'Glanz PLA шовковий 1.75 мм', 'золотий', '1 кг', 820, 2, ''],
  ['FX-ASA-BK', 'Fixa ASA пластик 1.75 мм', 'чорний', '1 кг', 700, 0, 'Стійкий до ультрафіолету.'],
  [
    'BED-320',
    'Пластина PEI магнітна',
    '',
    '220 x 220 мм',
    700,
    2,
    'Розміри: 220 x 220 мм — для Prusa Mini, Voron Zero. Магнітна основа в комплекті.',
  ],
  ['HE-VZ', 'Хотенд у зборі для Voron Zero', '', '', 1450, 4, ''],
  ['CB-PRL-GD', 'Гребінь для зачіски з перлами', 'золото', '', 760, 2, ''],
  ['CB-PRL-SL', 'Гребінь для зачіски з перлами', 'срібло', '', 760, 3, ''],
  ['RB-SAT-SM', 'Халат атласний жіночий', 'білий', 'S/M', 1200, 2, ''],
  ['RB-SAT-LX', 'Халат атласний жіночий', 'білий', 'L/XL', 1200, 1, ''],
];

beforeAll(() => loadDictionaries());

describe('a name word with its plus, a short abbreviation', () => {
  it('names the model whose name has the plus, and not the others of that word ("пла+", "пла плюс")', async () => {
    const { talk } = shopOf(SHOP);
    for (const text of ['пла+ чорний є?', 'PLA + чорний скільки?', 'пла плюс чорний почому?']) {
      const reply = await talk(text);
      expect(reply.text).toMatch(/610/);
      expect(reply.text).not.toMatch(/540|820|Підкажіть/);
    }
  });

  it('names a model by an abbreviation in capitals only its name has, in either script ("абс", "ASA")', async () => {
    const { talk } = shopOf(SHOP);
    const asa = await talk('аса є?');
    expect(asa.text).toMatch(/Fixa ASA/);
    expect(asa.text).toMatch(/немає/);
    expect((await talk('ASA скільки?')).text).toMatch(/700/);
  });

  it('keeps a brand written with a capital inside at the start of a sentence ("eSUN", not "ESUN")', async () => {
    const { talk } = shopOf([HEADER, ['ES-1', 'eSUN PETG пластик', 'чорний', '1 кг', 650, 3, '']]);
    const reply = await talk('ES-1 скільки?');
    expect(reply.text).toMatch(/eSUN PETG/);
    expect(reply.text).not.toMatch(/ESUN/);
  });
});

describe('a purpose beside another product’s name, a size the shop does not sell, a metal tone', () => {
  it('reads a printer said after the plate as what the plate is for, not the hotend named after it', async () => {
    const { talk } = shopOf(SHOP);
    const plate = await talk('яку PEI пластину брати на Voron Zero?');
    expect(plate.text).toMatch(/700/);
    expect(plate.text).not.toMatch(/1450|Хотенд/);
    // Both named by their heads: two products.
    const both = await talk('хотенд для voron zero і пластина pei, скільки разом?');
    expect(both.text).toMatch(/2150/);
  });

  it('answers a letter size no size of the shop is with a no and the sizes there are', async () => {
    const { talk } = shopOf(SHOP);
    const xxl = await talk('халат атласний XXL є?');
    expect(xxl.text).toMatch(/XXL, на жаль, зараз немає/);
    expect(xxl.text).toMatch(/L\/XL/);
    // XL is a part of L/XL: that size, in stock.
    const xl = await talk('халат атласний xl є?');
    expect(xl.text).toMatch(/L\/XL є в наявності/);
    expect(xl.text).not.toMatch(/немає/);
  });

  it('takes a metal named after the comb in play as its colour: whether it is there, not what it is made of', async () => {
    const { talk } = shopOf(SHOP);
    const silver = await talk('гребінь з перлами в золоті є?', 'а срібло?');
    expect(silver.text).toMatch(/колір срібло/);
    expect(silver.text).toMatch(/Є в наявності/);
    expect(silver.text).not.toMatch(/склад|уточню/i);
  });
});

describe('a reply longer than Instagram takes', () => {
  it("drops the shop's quoted lines before the answer, and never cuts after a label", () => {
    const r = new Reply('ua', { tone: 'formal' } as never, 'x');
    r.say('Ціна — 700 грн.', 'The price is 700 UAH.');
    for (let i = 0; i < 12; i += 1) r.aside(`Опис товару, речення номер ${i}, довге й докладне.`);
    r.say('Разом: 700 грн + 1450 грн = 2150 грн.', 'In total: 2150 UAH.');
    const text = r.toString(MAX_DRAFT_BYTES);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_DRAFT_BYTES);
    expect(text).toMatch(/Разом: 700 грн \+ 1450 грн = 2150 грн\.$/);
    expect(text).toMatch(/речення номер 0/);
    // The last resort cuts at a sentence's or an item's end, not at "Разом:".
    const cut = fitInstagram(`${'Слово. '.repeat(150)}Разом: ${'1 грн + '.repeat(40)}= 40 грн`);
    expect(cut).not.toMatch(/:$/);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(MAX_DRAFT_BYTES);
  });
});
