// Shops in the held-out shops' formats but of other kinds (issue 46): a decor shop's 1C/KeyCRM-like
// export (one SKU per size, sizes as dimensions "160×230" and words, colours under separate codes,
// a purchase price) and a kids' bike shop's Shopify-like export (one variant cell "Blue / 16\" /
// 105-120 cm": colour, wheel size and the child's height; "Black / S (48-52)": a helmet's size and
// head girth) — through the import, the catalogue, the dialogue state, the retriever and the
// offline draft. Each case is a general cause a first run of such a shop found.
import { splitVariant, type Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { understand } from '../src/modules/agent/understand/query';
import { wantsToOrder } from '../src/modules/orders/collect';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { factsOf, KEYCRM_HEADER, shopOf, skuPerSize } from './agent-shop';

const BIKE_HEADER = ['SKU', 'Product', 'Variant', 'Price UAH', 'Stock'];
const WHEELS: Array<[string, string, number]> = [
  ['14', '14" / 95-110 cm', 4390],
  ['16', '16" / 105-120 cm', 4790],
  ['20', '20" / 120-135 cm', 5390],
];
const rocket = (colour: string, suffix: string, soldOut: string[]): Cell[][] =>
  WHEELS.map(([w, size, price]) => [
    `BK-300-${w}-${suffix}`,
    'Велосипед дитячий Rocket',
    `${colour} / ${size}`,
    price,
    soldOut.includes(w) ? 0 : 3,
  ]);
const BIKES: Cell[][] = [
  BIKE_HEADER,
  ...rocket('Blue', 'BL', ['14']),
  ...rocket('Black', 'BK', []),
  ['BK-410-16-PK', 'Велосипед для дівчинки Bella з кошиком', 'Pink / 16"', 4970, 2],
  ['BK-410-20-PK', 'Велосипед для дівчинки Bella з кошиком', 'Pink / 20"', 5650, 0],
  ['BK-410-16-LM', 'Велосипед для дівчинки Bella з кошиком', 'Lime / 16"', 4970, 2],
  ['BK-410-20-LM', 'Велосипед для дівчинки Bella з кошиком', 'Lime / 20"', 5650, 4],
  ['HL-050-BK-S', 'Шолом дитячий Safe', 'Black / S (48-52)', 720, 3],
  ['HL-050-BK-M', 'Шолом дитячий Safe', 'Black / M (52-56)', 720, 3],
  ['HL-070-GR-M', 'Шолом з LED-ліхтариком Light', 'Grey / M (52-56)', 960, 2],
  ['HL-070-GR-L', 'Шолом з LED-ліхтариком Light', 'Grey / L (56-60)', 1080, 2],
  ['SC-300-GN', 'Самокат трюковий Pro', 'Green', 2690, 4],
  ['SC-110-PK', 'Самокат триколісний Baby (2-5 років)', 'Pink', 1270, 4],
  ['SC-110-LM', 'Самокат триколісний Baby (2-5 років)', 'Lime', 1270, 4],
  ['SC-210-BK', 'Самокат двоколісний складний Street', 'Black', 1840, 4],
  ['AC-010-YL', 'Дзвоник на кермо', 'Yellow', 175, 3],
  ['AC-030-BK', 'Бокові колеса для велосипеда 12-20"', 'Black', 395, 5],
  ['PR-020-BK-XS', 'Захист набір: наколінники + налокітники', 'Black / XS (3-5 років)', 540, 3],
  ['PR-020-BK-S', 'Захист набір: наколінники + налокітники', 'Black / S (5-8 років)', 540, 3],
  ['PR-020-BK-M', 'Захист набір: наколінники + налокітники', 'Black / M (8-12 років)', 540, 3],
];

const RUG_HEADER = KEYCRM_HEADER;
const rug = (code: string, colour: string, soldOut: string[]): Cell[][] =>
  skuPerSize(
    { code, name: 'Килим «Скандинавія» з коротким ворсом', material: 'Поліпропілен', colour },
    [
      ['120170', '120×170', 1390, 690],
      ['160230', '160×230', 2490, 1240],
      ['200300', '200×300', 3790, 1860],
    ],
    soldOut,
  );
const RUGS: Cell[][] = [
  RUG_HEADER,
  ...rug('KL-1204', 'сірий', ['200300']),
  ...rug('KL-1205', 'бежевий', []),
  ['SH-7020-150260', 'Штори блекаут «Ніч» (пара, 2 полотна)', '150×260 (пара)', 'Блекаут', 'графітовий', 1850, 910, 4],
  ['SH-7020-200260', 'Штори блекаут «Ніч» (пара, 2 полотна)', '200×260 (пара)', 'Блекаут', 'графітовий', 2260, 1110, 4],
  // A rod sold by its length: a number of a rug's dimensions ("200" of "200х300") is not its code.
  // Sizes in words, each SKU's last segment a letter that is not the cell's word.
  ...(
    [
      ['KL-4100', 'молочний', []],
      ['KL-4101', 'сірий', ['L']],
    ] as const
  ).flatMap(([code, colour, soldOut]) =>
    (
      [
        ['S', 'малий (Ø 100 см)', 1170],
        ['M', 'середній (Ø 150 см)', 2150],
        ['L', 'великий (Ø 200 см)', 3560],
      ] as const
    ).map(([suffix, size, price]): Cell[] => [
      `${code}-${suffix}`,
      'Килим круглий «Місяць»',
      size,
      'Поліестер',
      colour,
      price,
      Math.round(price / 2) + 5,
      (soldOut as readonly string[]).includes(suffix) ? 0 : 2,
    ]),
  ),
  ['KL-2210-160230', 'Килим вовняний «Карпати»', '160×230', 'Вовна 100%', 'теракотовий', 7850, 3920, 2],
  ['KL-3050-120170', 'Килим «Натура»', '120×170', 'Джут', 'натуральний', 1980, 970, 2],
  ['KL-3050-160230', 'Килим «Натура»', '160×230', 'Джут', 'натуральний', 3350, 1640, 2],
  ['PD-0450-120170', 'Підкладка під килим антиковзна', '120×170', 'Латекс', 'білий', 420, 195, 5],
  ['PD-0450-160230', 'Підкладка під килим антиковзна', '160×230', 'Латекс', 'білий', 590, 265, 5],
  ['KR-0900-200', 'Карниз алюмінієвий дворядний', '2,0 м', 'Алюміній', 'білий', 725, 335, 5],
  ['KR-0900-300', 'Карниз алюмінієвий дворядний', '3,0 м', 'Алюміній', 'білий', 930, 455, 5],
];

beforeAll(() => loadDictionaries());

describe('sizes that are dimensions (a 1C/KeyCRM-like export, one SKU per size)', () => {
  it('names a size by its dimensions however written, and no side of them is a code', async () => {
    const { talk } = shopOf(RUGS);
    for (const text of ['kl1204 200х300 є?', 'kl1204 200x300 є?', 'kl1204 200*300 є?', 'kl1204 200 на 300 є?']) {
      const grey = await talk(text);
      expect(grey.text).toMatch(/немає/);
      expect(grey.text).toMatch(/бежев/);
      expect(grey.text).not.toMatch(/Карниз|725/);
      expect(grey.ok).toBe(true);
    }
    // "х260" of "150х260" is no unknown code; two pairs at the size's price.
    const curtains = await talk('штори Ніч 150х260 дві пари скільки?');
    expect(curtains.text).not.toMatch(/артикул/);
    expect(curtains.text).toMatch(/3700/);
  });

  it('reads dimensions said in metres ("1,6 на 2,3", "2 на 3 метри") as the size in centimetres, no side a count', async () => {
    const { talk } = shopOf(RUGS);
    const decimal = await talk('скандинавія бежева 1,6х2,3 скільки?');
    expect(decimal.text).toMatch(/160×230\) — 2490/);
    expect(decimal.text).not.toMatch(/Разом|×\s*2490/);
    expect((await talk('скандинавія бежева 2 на 3 метри є?')).text).toMatch(/200×300\) — 3790/);
    // Two bare numbers are no metres: "2 на 3" names no size.
    expect((await talk('скандинавія бежева 2 на 3 є?')).facts.understanding.sizes).toEqual([]);
  });

  it('keeps a size asked after a list (no item in focus) for the count and the order that follow', async () => {
    const { talk } = shopOf(RUGS);
    const turns = ['Які у вас є килими?', 'а сірий 160 на 230 є?', 'а якщо два таких?'];
    const two = await talk(...turns);
    expect(two.text).toMatch(/2 × 2490 грн = 4980 грн/);
    // The price of the size said, not every size's.
    expect(two.text).not.toMatch(/1390/);
    const cheaper = await talk('скільки коштує Карпати 160х230?', 'а є щось дешевше в сірому?');
    expect(cheaper.text).toMatch(/дешевше за 7850 грн/);
    expect(cheaper.text).toMatch(/KL-1204/);
    expect(cheaper.text).not.toMatch(/KL-1205|Штори/);
    expect(cheaper.ok).toBe(true);
  });

  it('reads a width said in metres as the one size with that first side ("штори Ніч 2 метри": 200×260)', () => {
    const { catalogue } = shopOf(RUGS);
    const said = (text: string) => foldMessages(catalogue, emptyState(), [{ text, fromShop: false }]).focus;
    expect(said('штори Ніч 2 метри є?')).toMatchObject({ code: 'SH-7020', size: '200×260 (пара)' });
    // A length no size starts with names none.
    expect(said('штори Ніч 3 метри є?')).toMatchObject({ size: null });
  });

  it('gathers SKUs whose last segment writes a size said in words otherwise, and names that size by its word', async () => {
    const round = factsOf(RUGS).filter((p) => p.name === 'Килим круглий «Місяць»');
    expect(round.map((p) => p.code)).toEqual(['KL-4100', 'KL-4101']);
    expect(round[0].sizes.map((s) => [s.sku, s.price ?? round[0].price])).toEqual([
      ['KL-4100-S', 1170],
      ['KL-4100-M', 2150],
      ['KL-4100-L', 3560],
    ]);
    const { talk } = shopOf(RUGS);
    const medium = await talk('килимок круглий Місяць середній скільки?');
    expect(medium.text).toMatch(/2150/);
    expect(medium.text).not.toMatch(/1170|3560/);
    expect(medium.ok).toBe(true);
    const large = await talk('круглий килим великий сірий є?');
    expect(large.text).toMatch(/немає/);
    expect(large.text).toMatch(/молочн/);
    expect((await talk('how much is the large round rug?')).text).toMatch(/3560/);
  });
});

describe('a variant cell of colour, wheel size and height (a Shopify-like export)', () => {
  it('reads inches and a size with what it is for in brackets as the size, never as the colour', () => {
    expect(splitVariant('Blue / 16" / 105-120 cm')).toEqual({ colour: 'Blue', size: '16" / 105-120 cm' });
    expect(splitVariant('Pink / 20"')).toEqual({ colour: 'Pink', size: '20"' });
    expect(splitVariant('Black / S (48-52)')).toEqual({ colour: 'Black', size: 'S (48-52)' });
    expect(splitVariant('Black / XS (3-5 років)')).toEqual({ colour: 'Black', size: 'XS (3-5 років)' });
    // A colour of two words is still a colour.
    expect(splitVariant('Light blue / 134')).toEqual({ colour: 'Light blue', size: '134' });
  });

  it('gathers a model’s SKUs per colour, each wheel size with its own price', () => {
    const blue = factsOf(BIKES).find((p) => p.code === 'BK-300-BL')!;
    expect(blue.colour).toBe('Blue');
    expect(blue.sizes.map((s) => [s.size, s.price ?? blue.price, s.quantity])).toEqual([
      ['14" / 95-110 cm', 4390, 0],
      ['16" / 105-120 cm', 4790, 3],
      ['20" / 120-135 cm', 5390, 3],
    ]);
  });

  it('names a wheel size by its number ("на 20"), and such a number is no count', async () => {
    const { talk } = shopOf(BIKES);
    const pink = await talk('Bella рожевий на 20 є?');
    expect(pink.text).toMatch(/немає/);
    expect(pink.text).toMatch(/Lime|салат/);
    expect(pink.text).not.toMatch(/4970/);
    const blue = await talk('Rocket 14 синій є?');
    expect(blue.text).toMatch(/немає/);
    expect(blue.text).toMatch(/чорн/);
    expect(blue.text).not.toMatch(/Разом|×/);
    expect(blue.ok).toBe(true);
  });
});

describe('kinds and materials of a decor shop and a bike shop', () => {
  it('knows rugs, curtains, tulle, bikes, scooters and helmets in Ukrainian, Russian and English', async () => {
    const bikes = shopOf(BIKES);
    const helmets = await bikes.talk('покажіть шоломи');
    expect(helmets.text).toMatch(/Safe/);
    expect(helmets.text).toMatch(/Light/);
    expect((await bikes.talk('шлем детский сколько стоит?')).text).toMatch(/720/);
    const scooter = await bikes.talk('stunt scooter in green, in stock?');
    expect(scooter.text).toMatch(/in stock/i);
    expect(scooter.text).not.toMatch(/Rocket|Bella/);
  });

  it('browses by a material said as an adjective or in English ("щось вовняне", "jute rug")', async () => {
    const rugs = shopOf(RUGS);
    const wool = await rugs.talk('щось вовняне є з килимів?');
    expect(wool.text).toMatch(/Карпати/);
    expect(wool.text).not.toMatch(/Скандинавія|Натура/);
    const jute = await rugs.talk('do you have a jute rug?');
    expect(jute.text).toMatch(/Натура/);
    expect(jute.text).not.toMatch(/Карпати|Скандинавія/);
  });
});

describe('SKUs per size whose last segment writes the size with its unit dropped or otherwise', () => {
  const PERFUME: Cell[][] = [
    ['Артикул', 'Назва товару', 'Розмір', 'Ціна продажу', 'Кількість'],
    ['PF-401-30', 'Парфумована вода Bloom', '30 мл', 990, 2],
    ['PF-401-50', 'Парфумована вода Bloom', '50 мл', 1490, 1],
    ['PF-401-100', 'Парфумована вода Bloom', '100 мл', 2190, 0],
  ];

  it('gathers volumes ("100 мл" of PF-401-100) and a rod’s lengths ("2,0 м" of KR-0900-200) into the model', () => {
    expect(factsOf(PERFUME).map((p) => p.code)).toEqual(['PF-401']);
    const rod = factsOf(RUGS).filter((p) => p.name.startsWith('Карниз'));
    expect(rod.map((p) => [p.code, p.sizes.map((s) => s.sku)])).toEqual([['KR-0900', ['KR-0900-200', 'KR-0900-300']]]);
  });

  it('reads "100 мл" as that volume, never as an article code', async () => {
    const { talk } = shopOf(PERFUME);
    const big = await talk('парфуми Bloom 100 мл є?');
    expect(big.text).toMatch(/немає/);
    expect(big.text).not.toMatch(/артикул/);
    expect(big.ok).toBe(true);
  });
});

describe('totals and words of a bike shop', () => {
  it('sums two items asked "скільки буде", and counts "2 штуки" though the name has "(2-5 років)"', async () => {
    const { talk } = shopOf(BIKES);
    expect((await talk('самокат Street і дзвоник, скільки буде?')).text).toMatch(/2015/);
    const twins = await talk('самокатики Baby 2 штуки для двійнят скільки?');
    expect(twins.text).toMatch(/2 × 1270 грн = 2540/);
  });

  it('knows lime as "салатовий", and a kind the shop lacks ("bike locks") is not a bike', async () => {
    const { talk } = shopOf(BIKES);
    const lime = await talk('є щось салатове?');
    expect(lime.text).toMatch(/Bella/);
    expect(lime.text).toMatch(/Baby/);
    expect(lime.text).not.toMatch(/Rocket|Street/);
    const locks = await talk('do you sell bike locks?');
    expect(locks.text).toMatch(/couldn't find|don't|not/i);
    expect(locks.text).not.toMatch(/\d{3,} UAH/);
  });

  it('finds a round rug by "round" in English', async () => {
    expect((await shopOf(RUGS).talk('how much is the large round rug?')).text).toMatch(/3560/);
  });
});

describe('the range a size cell gives is the shop’s own chart', () => {
  it('advises a wheel size by the child’s height or age, a helmet by the head’s girth, pads by age', async () => {
    const { talk } = shopOf(BIKES);
    const height = await talk('дитині зріст 118, який велосипед Rocket брати?');
    expect(height.text).toMatch(/підійде розмір 16"/);
    expect(height.text).not.toMatch(/122/);
    expect((await talk('дитині 6 років, який розмір велосипеда Rocket?')).text).toMatch(/підійде розмір 16"/);
    expect((await talk('my son is 125 cm tall, which Rocket size?')).text).toMatch(/size 20" should fit/);
    expect((await talk('голова 54, який розмір шолома Safe?')).text).toMatch(/підійде розмір M\b/);
    expect((await talk('захист на 7 років який розмір?')).text).toMatch(/підійде розмір S\b/);
  });

  it('chooses among models the one whose size holds the measure ("шлем на голову 58")', async () => {
    const { talk } = shopOf(BIKES);
    const big = await talk('шлем на голову 58 есть?');
    expect(big.text).toMatch(/Light/);
    expect(big.text).toMatch(/L \(56-60\)/);
    expect(big.text).not.toMatch(/Safe/);
  });
});

describe('colour words', () => {
  it('reads no colour in a name ("велик Белла" is not white), and lime as салатовий', async () => {
    const { talk } = shopOf(BIKES);
    const bella = await talk('сколько стоит велик Белла на 20?');
    expect(bella.text).toMatch(/5650/);
    expect(bella.text).not.toMatch(/у такому кольорі/);
    expect((await talk('Bella салатовий 20 є?')).text).toMatch(/салатов/);
    // "найбільший" is no white.
    const largest = await shopOf(RUGS).talk('який найбільший килим Скандинавія є?');
    expect(largest.text).not.toMatch(/у такому кольорі/);
    expect(largest.text).toMatch(/Скандинавія/);
  });
});

describe('English follow-ups', () => {
  it('reads "anti-slip" as no sleepsuit, and "how much with X for it" as the sum with the item in play', async () => {
    const { talk } = shopOf(RUGS);
    const both = await talk(
      "Hi! I'd like the Natura rug 120x170. Anna Bondar, 0671112233, Kyiv, Nova Poshta branch 5",
      'how much with the anti-slip underlay for it?',
    );
    expect(both.ok).toBe(true);
    expect(both.text).toMatch(/1980 UAH .*\+ 420 UAH .*= 2400 UAH/);
  });
});

describe('a topic for the owner alone after a product', () => {
  it('hands an exchange over without describing the item in play again', async () => {
    const { talk } = shopOf(BIKES);
    const exchange = await talk('голова 53, який шолом Safe брати?', 'а можна обміняти, якщо не підійде?');
    expect(exchange.text).toMatch(/обмін/);
    expect(exchange.text).not.toMatch(/720|Safe/);
    // The shop's "уточню в колеги" names no product ("колеса"): the helmet stays in focus.
    const black = await talk(
      'голова 53, який шолом Safe брати?',
      'а можна обміняти, якщо не підійде?',
      'добре, чорний M є?',
    );
    expect(black.text).toMatch(/Safe/);
    expect(black.text).toMatch(/є в наявності/);
    // A question about the item in play is still about it.
    expect((await talk('голова 53, який шолом Safe брати?', 'а скільки коштує?')).text).toMatch(/720/);
  });
});

describe('an item made to measure', () => {
  it('is the owner’s to agree on: no order begun, no model asked for, no price of the stock', async () => {
    for (const text of [
      'чи можна замовити килим під розмір 180 на 250?',
      'можна пошити штори під мій розмір?',
      'сошьете шторы под мой размер?',
      'can I order a rug made to measure?',
    ]) {
      expect(understand(text).madeToMeasure).toBe(true);
      expect(understand(text).intents).not.toContain('order');
      expect(wantsToOrder([{ text }])).toBe(false);
      const reply = await shopOf(RUGS).talk(text);
      expect(reply.text).toMatch(/перепитаю|уточню|check with a colleague/i);
      expect(reply.text).not.toMatch(/грн|UAH|модель|which one/);
    }
    // A size of the stock asked for is no made-to-measure item.
    expect(understand('килим 160 на 230 можна замовити?').madeToMeasure).toBeUndefined();
    expect(wantsToOrder([{ text: 'хочу замовити килим 160 на 230' }])).toBe(true);
  });
});

describe('what an item is for is not a second item', () => {
  it('reads "на велосипед" after a bell as its purpose, and "під" as no word of a name', async () => {
    const bell = await shopOf(BIKES).talk('дзвоник на велосипед скільки?');
    expect(bell.text).toMatch(/175/);
    expect(bell.text).not.toMatch(/Rocket|Bella|4970/);
    // "ціна на …" asks of the kind named after it: no purpose.
    const both = await shopOf(BIKES).talk('ціна на самокат Street і дзвоник?');
    expect(both.text).toMatch(/1840/);
    expect(both.text).toMatch(/175/);
    const rug = await shopOf(RUGS).talk('чи можна замовити килим під розмір 180 на 250?');
    expect(rug.text).not.toMatch(/Підкладка/);
  });
});

describe('knee and elbow pads in English', () => {
  it('adds the pads asked in English to the item in play and sums both', async () => {
    const { talk } = shopOf(BIKES);
    const pads = await talk(
      'how much is the Safe helmet S in black?',
      'add knee and elbow pads XS please, what is the total?',
    );
    expect(pads.text).toMatch(/720 UAH .*\+ 540 UAH .*= 1260 UAH/);
  });
});

describe('a kind said in several words', () => {
  it('reads "balance bike" as the balance bike, not as any bike, and sums it with a bell', async () => {
    const { talk } = shopOf([...BIKES, ['BK-120-12-LM', 'Біговел Mini', 'Lime / 12" / 85-100 cm', 2180, 3]]);
    const reply = await talk('a balance bike and a bell, total?');
    expect(reply.text).toMatch(/Біговел Mini/);
    expect(reply.text).toMatch(/2355/);
    expect(reply.text).not.toMatch(/Bella|Rocket/);
    expect(reply.ok).toBe(true);
  });
});
