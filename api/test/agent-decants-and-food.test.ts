// Shops of perfume decants and pet food, through the catalogue, the retriever, the offline draft
// and the auditor: names heard in another language's sounds, codes beside a size's unit, packs
// sold by weight, flavours, browsing by one size's own price (src/modules/agent/).
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { audit } from '../src/modules/agent/check/auditor';
import { browse, kindByNames, readBrowse } from '../src/modules/agent/answer/browse';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { productFact } from './fixtures/product-fact';
import { offlineDrafter } from './fixtures/offline-draft';

beforeAll(() => loadDictionaries());

/** A product with a price per size, as a decant or a sack of food is sold. */
const priced = (code: string, name: string, colour: string, sizes: Array<[string, number, number]>): ProductFact => ({
  ...productFact(code, name, colour, [], sizes[0][2]),
  sizes: sizes.map(([size, quantity, price]) => ({ size, quantity, price })),
});

const decants = new CatalogueIndex([
  priced('PF-01', 'Dior Sauvage EDT', '', [
    ['2 мл', 5, 130],
    ['5 мл', 4, 265],
    ['10 мл', 0, 480],
  ]),
  priced('PF-02', 'Dior Sauvage EDP', '', [
    ['2 мл', 0, 150],
    ['5 мл', 2, 310],
    ['10 мл', 1, 575],
  ]),
  priced('PF-06', 'Escentric Molecules Molecule 01', '', [
    ['2 мл', 6, 105],
    ['10 мл', 3, 390],
  ]),
  priced('PF-09', 'Zadig & Voltaire This is Her!', '', [
    ['2 мл', 3, 115],
    ['10 мл', 2, 340],
  ]),
  priced('PF-14', 'Creed Aventus', '', [
    ['2 мл', 1, 315],
    ['10 мл', 2, 1330],
  ]),
  priced('PF-15', 'Набір пробників', '', [['5×2 мл', 2, 1180]]),
]);

const names = (index: CatalogueIndex, text: string) => {
  const r = index.read(text);
  return [...r.coded.map((p) => p.code), ...[...r.models, ...r.ambiguous].map((m) => m.name)];
};

describe('names and codes of perfume decants', () => {
  it('finds a Latin name declined in Cyrillic, heard the French way, or made of short ordinary words', () => {
    expect(names(decants, 'які обʼєми є у авентуса?')).toEqual(['Creed Aventus']);
    expect(names(decants, 'молекула 10мл скільки')).toEqual(['Escentric Molecules Molecule 01']);
    expect(names(decants, 'саваж туалетна вода 10 мл є?')).toEqual(['Dior Sauvage EDT']);
    expect(names(decants, 'сколько стоит отливант This is Her 10 мл?')).toEqual(['Zadig & Voltaire This is Her!']);
    // An ordinary word alone names nothing.
    expect(names(decants, 'is it here?')).toEqual([]);
  });

  it('tells the concentrations apart by their words in either language', () => {
    expect(names(decants, 'саваж парфумована вода 5 мл')).toEqual(['Dior Sauvage EDP']);
    expect(names(decants, 'do you have Sauvage EDP in 2 ml?')).toEqual(['Dior Sauvage EDP']);
  });

  it('reads a code of letters written without its dash, and an English "a…e" as "ей"', () => {
    const cases = new CatalogueIndex([
      productFact('SC-MS', 'Чохол Silicone Case з MagSafe', 'Чорний', [['iPhone 15', 4]]),
      productFact('GL-9H', 'Захисне скло 9H Full Glue', '', [['iPhone 15', 2]]),
    ]);
    expect(cases.read('scms ціна').coded.map((p) => p.code)).toEqual(['SC-MS']);
    expect(names(cases, 'силікон кейс на айфон 15 скільки')).toEqual(['Чохол Silicone Case з MagSafe']);
  });

  it('keeps a number said with the unit of the sizes out of the code before it', () => {
    expect(decants.read('Pf-1 5 мл ціна')).toMatchObject({ sizes: ['5 мл'] });
    expect(decants.read('Pf-1 5 мл ціна').coded.map((p) => p.code)).toEqual(['PF-01']);
    expect(decants.read('PF-15 скільки?').coded.map((p) => p.code)).toEqual(['PF-15']);
  });

  it('takes a bare number for a count where a size is said with its unit', () => {
    expect(decants.read('2 відливанти молекули по 10 мл скільки?').sizes).toEqual(['10 мл']);
    expect(decants.read('молекула 2 мл і 10 мл').sizes).toEqual(['2 мл', '10 мл']);
    // A bare number of another unit's size is still that size: a pot's Ø17 beside a bag's 5 л.
    const garden = new CatalogueIndex([
      productFact('PL-1', 'Заміокулькас', '', [['Ø17 см', 2]]),
      productFact('SB-1', 'Субстрат універсальний', '', [['5 л', 4]]),
    ]);
    expect(garden.read('заміокулькас 17 + субстрат універсальний 5 л, скільки разом?').sizes.sort()).toEqual([
      '5 л',
      'Ø17 см',
    ]);
  });

  it("lists by a size and a price bound at that size's own price", () => {
    const text = 'що є по 10 мл до 500 грн?';
    const reading = decants.read(text);
    const request = readBrowse(text, reading, [], decants, kindByNames)!;
    const list = browse(decants, request, reading.rest);
    expect(
      list.items.map((i) => i.variants.map((v) => `${v.code} ${v.sizes.map((s) => `${s.size} ${s.price}`)}`)),
    ).toEqual([['PF-06 10 мл 390'], ['PF-09 10 мл 340']]);
    expect(
      readBrowse('що зараз є по 10 мл?', decants.read('що зараз є по 10 мл?'), [], decants, kindByNames),
    ).not.toBeNull();
  });

  it('lists the models of either of two makers asked, which no model has together', () => {
    const withMaker = (p: ProductFact, maker: string): ProductFact => ({
      ...p,
      details: [{ label: 'Бренд', value: maker }],
    });
    const shop = new CatalogueIndex([
      withMaker(priced('PF-01', 'Dior Sauvage EDT', '', [['2 мл', 5, 130]]), 'Dior'),
      withMaker(priced('PF-10', 'Chanel Chance Eau Tendre', '', [['2 мл', 2, 140]]), 'Chanel'),
      withMaker(priced('PF-14', 'Creed Aventus', '', [['2 мл', 1, 315]]), 'Creed'),
    ]);
    const text = 'що є з ароматів Dior і Chanel?';
    const reading = shop.read(text);
    const request = readBrowse(text, reading, [], shop, kindByNames)!;
    expect(browse(shop, request, reading.rest).items.map((i) => i.name)).toEqual([
      'Dior Sauvage EDT',
      'Chanel Chance Eau Tendre',
    ]);
  });
});

const food = new CatalogueIndex([
  priced('КТ-03-Л', 'Brit Care Cat Sterilized сухий корм', 'лосось', [['400г', 5, 265]]),
  priced('СБ-12', 'Brit Premium Adult M сухий корм', 'курка', [['1 кг', 4, 215]]),
  priced('КТ-03-К', 'Brit Care Cat Sterilized сухий корм', 'курка', [
    ['400г', 3, 265],
    ['2кг', 2, 1040],
  ]),
  priced('КТ-04', 'Purina Pro Plan Senior 7+ сухий корм', 'курка', [
    ['1,5 кг', 2, 845],
    ['3 кг', 0, 1570],
    ['10 кг', 1, 4380],
  ]),
  priced('СБ-15', 'Cesar вологий корм 150 г', 'ягня', [['1 шт', 0, 62]]),
  priced('КТ-06', 'Gourmet Gold паштет 85 г', 'кролик', [['1 банка', 18, 39]]),
]);
const draft = offlineDrafter(food);

describe('pet food sold by weight and flavour', () => {
  it('names a size by a word its characteristic gives per size ("для великих собак": L)', () => {
    const sticks: ProductFact = {
      ...priced('ЛС-22', 'Dentastix палички (7 шт)', 'курка', [
        ['S', 10, 115],
        ['M', 6, 139],
        ['L', 0, 165],
      ]),
      details: [
        { label: 'Порода', value: 'S малі · M середні · L великі' },
        // A sentence said per size names no size: "чи можна в духовку?" asks of all.
        { label: 'Догляд', value: 'S не ставити в духовку · M можна мити руками' },
      ],
    };
    const shop = new CatalogueIndex([sticks]);
    expect(shop.read('дентастікс для великих собак є?').sizes).toEqual(['L']);
    expect(shop.read('дентастікс для середніх порід скільки?').sizes).toEqual(['M']);
    expect(shop.read('дентастікс можна в духовку?').sizes).toEqual([]);
  });

  it("browses by whom the file says a product is for ('Для': котів)", () => {
    const forWhom = (p: ProductFact, audience: string): ProductFact => ({ ...p, audience });
    const shop = new CatalogueIndex([
      forWhom(priced('КТ-01', 'Indoor 27 сухий корм', 'птиця', [['400г', 6, 285]]), 'котів'),
      forWhom(priced('СБ-11', 'Mini Adult сухий корм', 'птиця', [['800г', 7, 395]]), 'собак'),
      forWhom(priced('КТ-05', 'сухий корм для дорослих котів', 'курка', [['700 г', 5, 235]]), 'котів'),
    ]);
    const text = 'шо є для котів до 300 грн?';
    const reading = shop.read(text);
    const request = readBrowse(text, reading, [], shop, kindByNames)!;
    expect(browse(shop, request, reading.rest).items.map((i) => i.name)).toEqual([
      'Indoor 27 сухий корм',
      'сухий корм для дорослих котів',
    ]);
  });

  it('reads a weight said as the pack asked, not as anyone’s weight for size advice', async () => {
    const { text, facts } = await draft('про план сеньйор 3 кг є?');
    expect(text).toMatch(/3 кг, на жаль, зараз немає/);
    expect(text).not.toMatch(/розмір XS|розмірною сіткою/);
    expect(audit(text, facts, 'про план сеньйор 3 кг є?').ok).toBe(true);
    // "2 кг" and the stock's "2кг" are one size.
    expect((await draft('брит кеа курка 2 кг є?')).text).toMatch(/2кг є в наявності/);
  });

  it('calls a flavour a flavour, finds names heard the French or Latin way', async () => {
    expect((await draft('гурме з кроликом є?')).text).toContain('смак кролик');
    expect(names(food, 'цезарь для собак почем')).toEqual(['Cesar вологий корм 150 г']);
  });

  it("passes a letter of the shop's code or name that is no size", async () => {
    const q = 'кт-03 лосось 400г почому';
    const { text, facts } = await draft(q);
    expect(text).toContain('КТ-03-Л');
    expect(audit(text, facts, q).ok).toBe(true);
    const m = 'брит преміум адалт м 1 кг скільки?';
    const adult = await draft(m);
    expect(adult.text).toContain('Adult M');
    expect(audit(adult.text, adult.facts, m).ok).toBe(true);
  });
});
