/**
 * The bilingual fashion glossary: English and Russian words (and Ukrainian colloquial or
 * diminutive ones) for garment types, materials, colours and cuts, each with the Ukrainian words a
 * shop's stock uses for it. The catalogue index (catalogue.ts) adds these Ukrainian words to a
 * customer's query, so "silk pyjamas" finds "Піжама шовкова" and "черный" finds "чорний".
 * Keys are lower case; a key ending in `*` matches any word that starts with it.
 */
const ENTRIES: Array<[string[], string[]]> = [
  // ---- garments (up to GARMENTS_END) ----
  [['dress*', 'плать*', 'платье', 'сукенк*', 'сукні'], ['сукня']],
  [['skirt*', 'юбк*', 'юбочк*', 'спідничк*'], ['спідниця']],
  [['jeans', 'джинсы', 'джинсів'], ['джинси']],
  [['trouser*', 'pants', 'брюк*', 'штаны', 'штанц*', 'штанів'], ['штани']],
  [
    ['palazzo', 'палацо', 'палаццо'],
    ['палаццо', 'палацо'],
  ],
  [['shirt*', 'рубашк*', 'рубах*', 'сорочечк*'], ['сорочка']],
  [
    ['blouse*', 'блузк*', 'блузоч*'],
    ['блуза', 'блузка'],
  ],
  [['t-shirt*', 'tshirt*', 'tee', 'tees', 'футболоч*'], ['футболка']],
  [['top', 'tops'], ['топ']],
  [['sweater*', 'jumper*', 'pullover*', 'свитер*', 'светрик*', 'свитр*'], ['светр']],
  [
    ['turtleneck*', 'гольф*', 'водолазк*'],
    ['гольф', 'водолазка', 'горлом'],
  ],
  [['sweatshirt*', 'свитшот*', 'світшотик*'], ['світшот']],
  [['cardigan*', 'кардиганчик*'], ['кардиган']],
  [['hoodie*', 'hoody', 'худи', 'худі', 'худак*'], ['худі']],
  [
    ['jacket*', 'blazer*', 'пиджак*', 'піджак*', 'жакетик*'],
    ['жакет', 'піджак'],
  ],
  [['coat*', 'пальтишк*'], ['пальто']],
  [['puffer*', 'down', 'пуховичок*', 'пуховичк*'], ['пуховик']],
  [['parka*', 'куртк*', 'курточк*'], ['куртка']],
  [['trench*', 'тренчик*', 'плащ*'], ['тренч']],
  [['suit*', 'костюмчик*'], ['костюм']],
  [['shorts', 'шорты', 'шортики', 'шортік*'], ['шорти']],
  [['jumpsuit*', 'overall*', 'комбинезон*'], ['комбінезон']],
  [['pyjama*', 'pajama*', 'пижам*', 'піжамк*', 'піжамоч*'], ['піжама']],
  [['tunic*', 'туник*'], ['туніка']],
  [['scarf', 'scarves', 'шарфик*', 'шарфи'], ['шарф']],
  [
    ['cap', 'caps', 'baseball', 'кепк*', 'кепочк*', 'бейсболочк*'],
    ['бейсболка', 'кепка'],
  ],
  [['hat', 'hats', 'beanie*', 'шапочк*'], ['шапка']],
  [['bag', 'bags', 'handbag*', 'сумочк*', 'сумк*'], ['сумка']],
  [['shopper*', 'tote*'], ['шопер']],
  [
    ['boot*', 'ботинк*', 'черевички*'],
    ['черевики', 'чоботи'],
  ],
  [['chelsea', 'челси'], ['челсі']],
  [['loafer*', 'лоферы', 'лоферы'], ['лофери']],
  [['sneaker*', 'trainer*', 'кроссовк*', 'кросівочк*'], ['кросівки']],
  [['shoe*', 'туфл*', 'туфельк*'], ['туфлі']],
  [
    ['sandal*', 'босоножк*'],
    ['босоніжки', 'сандалі'],
  ],
  [['vest', 'waistcoat*', 'жилетк*'], ['жилет']],
  [['bodysuit*', 'боді', 'боди'], ['боді']],
  [
    ['leggings', 'лосин*', 'легінс*'],
    ['легінси', 'лосини'],
  ],
  [['swimsuit*', 'swimwear', 'bikini', 'купальник*'], ['купальник']],
  [
    ['belt*', 'ремен*', 'ремінець*'],
    ['ремінь', 'пояс'],
  ],
  [['mom'], ['мом']],
  [['sundress*', 'сарафанчик*'], ['сарафан']],
  [['longsleeve*', 'long-sleeve', 'лонгслив*', 'лонгслівчик*'], ['лонгслів']],
  [
    ['blazer*', 'блейзер*'],
    ['блейзер', 'жакет', 'піджак'],
  ],
  [['kimono*', 'кимоно'], ['кімоно']],
  [['robe*', 'bathrobe*', 'халат*'], ['халат']],
  [['corset*', 'корсет*'], ['корсет']],
  [
    ['bra', 'bras', 'лифчик*', 'бюстгальтер*', 'бюстик*'],
    ['бюстгальтер', 'бра'],
  ],
  [
    ['panties', 'briefs', 'трусики', 'трусы', 'трусів'],
    ['труси', 'трусики'],
  ],
  [['socks', 'носочк*', 'носки'], ['шкарпетки']],
  [['gloves', 'перчатк*', 'рукавичк*'], ['рукавички']],
  [
    ['kofta', 'кофт*', 'кофточк*'],
    ['кофта', 'светр', 'кардиган'],
  ],
  [['tank', 'майк*', 'маєчк*'], ['майка']],
  [['polo', 'поло'], ['поло']],
  [['windbreaker*', 'ветровк*', 'вітрівк*'], ['вітрівка']],
  [['bomber*', 'бомбер*'], ['бомбер']],
  [['anorak*', 'анорак*'], ['анорак']],
  [['dungarees', 'комбинезон*'], ['комбінезон']],
  [
    ['tracksuit*', 'спортивн*'],
    ['спортивний', 'костюм'],
  ],
  [['backpack*', 'рюкзак*', 'рюкзачок*'], ['рюкзак']],
  [['wallet*', 'кошел*', 'гаманець*', 'гаманц*'], ['гаманець']],
  [['earring*', 'серьг*', 'сережк*'], ['сережки']],
  [['heels', 'каблук*', 'туфли'], ['туфлі']],
  [
    ['slippers', 'тапк*', 'тапочк*'],
    ['тапочки', 'капці'],
  ],
  [['uggs', 'ugg', 'угги', 'уггі'], ['уггі']],
  [['oversize*', 'оверсайз*'], ['оверсайз']],
  // GARMENTS_END
  // ---- cuts and descriptors ----
  [['maxi', 'макси'], ['максі']],
  [['midi', 'миди'], ['міді']],
  [['mini', 'мини'], ['міні']],
  [['short', 'cropped', 'короткий', 'короткая', 'коротк*'], ['короткий']],
  [['long', 'длинн*', 'довгий'], ['довгий']],
  [['classic*', 'классическ*'], ['класичний']],
  [
    ['basic', 'базов*'],
    ['базова', 'базовий'],
  ],
  [
    ['knit*', 'вязан*', "в'язан*", 'вязанн*'],
    ["в'язаний", 'трикотажний'],
  ],
  [['ribbed', 'рубчик*'], ['рубчик']],
  [
    ['fleece', 'начес*'],
    ['начосом', 'начос'],
  ],
  [
    ['striped', 'stripe*', 'полоск*', 'смужк*'],
    ['смужку', 'смужка'],
  ],
  [
    ['shirt-dress', 'shirtdress'],
    ['сукня-сорочка', 'сорочка'],
  ],
  [['turtle', 'neck', 'горлом', 'горло'], ['горлом']],
  // ---- materials ----
  [
    ['linen', 'льнян*', 'льон', 'лён', 'лен', 'лляна', 'ляна', 'ляний', 'льняна'],
    ['лляний', 'льон'],
  ],
  [
    ['silk*', 'шелк*', 'шёлк*'],
    ['шовковий', 'шовк'],
  ],
  [
    ['cotton', 'хлопок', 'хлопков*'],
    ['бавовна', 'бавовняний'],
  ],
  [
    ['wool*', 'шерст*'],
    ['вовна', 'вовняний'],
  ],
  [['merino'], ['мериносова', 'меринос']],
  [
    ['denim', 'деним*', 'джинсов*'],
    ['джинсова', 'денім'],
  ],
  [
    ['leather', 'кожан*', 'кожа'],
    ['шкіра', 'шкіряний'],
  ],
  [['knitwear', 'трикотаж*', 'jersey'], ['трикотажний']],
  [['viscose', 'вискоз*'], ['віскоза']],
  [['polyester', 'полиэстер*'], ['поліестер']],
  [['cashmere', 'кашемир*'], ['кашемір']],
  // ---- colours ----
  [['black', 'черн*', 'чёрн*'], ['чорний']],
  [['white', 'бел*'], ['білий']],
  [['grey', 'gray', 'сер*'], ['сірий']],
  [['melange', 'меланж*'], ['меланж']],
  [['beige', 'бежев*', 'nude'], ['бежевий']],
  [['brown', 'коричнев*'], ['коричневий']],
  [['chocolate', 'шоколад*'], ['шоколадний']],
  [['blue', 'син*'], ['синій']],
  [['navy'], ['темно-синій']],
  [['light', 'sky', 'голуб*'], ['блакитний']],
  [['green', 'зелен*'], ['зелений']],
  [['emerald', 'изумруд*'], ['смарагдовий']],
  [['olive', 'оливков*'], ['оливковий']],
  [['khaki', 'хаки'], ['хакі']],
  [['red', 'красн*'], ['червоний']],
  [['burgundy', 'wine', 'maroon', 'бордо*'], ['бордовий']],
  [['pink', 'розов*'], ['рожевий']],
  [['powder', 'пудр*'], ['пудровий']],
  [['yellow', 'желт*', 'жёлт*'], ['жовтий']],
  [['orange', 'оранжев*'], ['помаранчевий']],
  [
    ['purple', 'violet', 'lilac', 'lavender', 'фиолет*', 'сирен*'],
    ['фіолетовий', 'бузковий'],
  ],
  [['milk', 'milky', 'ivory', 'cream', 'молочн*', 'айвори'], ['молочний']],
  [['sand', 'sandy', 'песочн*'], ['пісочний']],
  [['graphite', 'charcoal', 'графит*'], ['графітовий']],
  [['mint', 'мятн*'], ["м'ятний"]],
];

/** How many entries from the start are garment types (the words that name what a product is). */
const GARMENTS = ENTRIES.findIndex(([keys]) => keys.includes('maxi'));

const EXACT = new Map<string, string[]>();
const PREFIXES: Array<[string, string[]]> = [];
const GARMENT_WORDS = new Set<string>();
ENTRIES.forEach(([keys, ukrainian], i) => {
  // An entry's words all name one thing: its Ukrainian words and its English ones ("худі" finds a
  // product named "Oversize hoodie" as much as "hoodie" finds "Худі").
  const english = keys.map((k) => k.replace(/\*$/, '')).filter((k) => /^[a-z][a-z-]{2,}$/.test(k));
  const all = [...new Set([...ukrainian, ...english])];
  for (const key of keys) {
    if (key.endsWith('*')) PREFIXES.push([key.slice(0, -1), all]);
    else EXACT.set(key, [...new Set([...(EXACT.get(key) ?? []), ...all])]);
  }
  for (const u of ukrainian) EXACT.set(u, [...new Set([...(EXACT.get(u) ?? []), ...all])]);
  if (i < GARMENTS) for (const w of [...ukrainian, ...english]) GARMENT_WORDS.add(w);
});

/** Whether a word of a product's name says what the product is (сукня, hoodie, кросівки). */
export function isGarmentWord(word: string): boolean {
  if (GARMENT_WORDS.has(word)) return true;
  return glossaryWords(word).some((w) => GARMENT_WORDS.has(w)) && ENTRY_OF_GARMENT(word);
}

function ENTRY_OF_GARMENT(word: string): boolean {
  const i = ENTRIES.findIndex(([keys, ukrainian]) =>
    [...keys, ...ukrainian].some((k) => (k.endsWith('*') ? word.startsWith(k.slice(0, -1)) : k === word)),
  );
  return i >= 0 && i < GARMENTS;
}
// Longer prefixes first: "сукенк" before "сук".
PREFIXES.sort((a, b) => b[0].length - a[0].length);

/** The Ukrainian words the glossary gives for one lower-case word of a customer's text (none: []). */
export function glossaryWords(word: string): string[] {
  const exact = EXACT.get(word);
  if (exact) return exact;
  for (const [prefix, ukrainian] of PREFIXES) if (word.startsWith(prefix)) return ukrainian;
  return [];
}

/** The English word of a Ukrainian colour the glossary knows ("смарагдовий" → emerald), or null. */
export function englishColour(colour: string): string | null {
  const words = colour.toLowerCase().split(/\s+/);
  const named = words.map(glossaryEnglish);
  return named.every(Boolean) ? named.join(' ') : null;
}

function glossaryEnglish(word: string): string | null {
  for (const [keys, ukrainian] of ENTRIES) {
    if (ukrainian.includes(word)) return keys.find((k) => /^[a-z]+$/.test(k)) ?? null;
  }
  return null;
}
