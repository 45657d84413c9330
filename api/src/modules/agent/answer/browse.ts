/**
 * Browsing the shop: "покажіть всі куртки", "щось до 1500 є?", "що є на XL?", "є щось чорне?",
 * "anything under 600 uah?" list the models that fit a kind, a price range, a size in stock or a
 * colour (at most MAX_BROWSE of them, and how many more there are).
 *
 * What a kind is comes from a `KindOf` given by the caller: the default names a kind by the
 * shop's own product names (catalogue.ts `modelsNamed`); a product-kind taxonomy can take its place.
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { CatalogueIndex, CatalogueReading, Model } from '../retrieve/catalogue';
import { priceOfSize, pricesOf, type ProductFact } from '../retrieve/knowledge';
import { coloursIn, intentsIn } from '../understand/query';
import { normalise, words } from '../understand/text';
import { rimSizesSaid } from '../understand/part-sizes';
import { sizesFit } from './sizes';
import { namesValue } from './details';
import { measurementsIn, type Measurements } from './measurements';
import { heightForAge } from './size-advice';
import { KIDS_HEIGHT_SIZES } from './size-charts';
import { childMonths, fitsAge, productAge } from './ages';
import {
  conceptsOf,
  groupsNamed,
  headGroup,
  headKind,
  isKindWord,
  kindPhrasesIn,
  kindsNamed,
  outsideGroupPhrases,
} from '../language/lexicon';

/** The models of the kind a text names; null when it names no kind. */
export type KindOf = (text: string, catalogue: CatalogueIndex) => Model[] | null;

/** Every model whose name the customer's words name ("куртки": all the jackets). */
export const kindByNames: KindOf = (text, catalogue) => {
  const models = catalogue.modelsNamed(text);
  return models.length > 0 ? models : null;
};

/**
 * The kind by the product taxonomy (language/kinds.json) as well as by names: a group of kinds
 * ("з верхнього одягу", "що є з білизни") is every model of the group, and so is a kind the
 * shop has no model of ("які є штанці?" in a shop of jeans and leggings).
 * A model is in a group by the shop's own category column when the file has one that names the
 * group, else by the head of its name ("Халат-кімоно …": homewear).
 */
export const kindByTaxonomy: KindOf = (text, catalogue) => {
  // A category of several words said ("струни для електрогітари") narrows the kind to it; one of one
  // word ("Електроніка", "Купальники") adds its models to those the words name otherwise.
  const own = inOwnCategory(text, catalogue);
  if (narrows(own)) return own;
  const byWords = kindByTaxonomyWords(text, catalogue);
  if (own.length === 0) return byWords;
  // "що є з гірлянд?", "лампочки які є?" of the shop's 'Гірлянди', 'Лампочки': its own category is
  // the kind, with the models the words name as the kind asked ("купальники": «Купальник дитячий» of
  // 'Дитяче'); not one of another category they name only by a likeness ("лампочки" is no «Настільна
  // лампа» of 'Настільні лампи').
  if (byWords !== null) {
    const asked = new Set(kindsNamed(text).map((k) => k.id));
    const ofKind = (m: Model) => categoryOf(m) === '' || asked.has(headKind(m.name)?.id ?? '');
    const fits = new Set([...own, ...byWords.filter(ofKind)]);
    return catalogue.allModels().filter((m) => fits.has(m));
  }
  // "що є з електроніки?": a category of one word, where the words name no kind otherwise and say
  // nothing else of four letters or more ("оснастки для перфоратора" asks for what fits the perforator).
  const categoryWords = new Set(own.flatMap((m) => words(categoryOf(m))));
  const rest = words(text).filter((w) => w.length >= 4 && ![...categoryWords].some((c) => sameStem(w, c)));
  return rest.length === 0 ? own : null;
};

const categoryOf = (m: Model) => m.variants.find((v) => v.category)?.category ?? '';

/** Models of a category said in several words: what the customer asks for, nothing beside it. */
const narrows = (own: Model[]) => own.some((m) => words(categoryOf(m)).filter((w) => w.length >= 4).length > 1);

const kindByTaxonomyWords: KindOf = (text, catalogue) => {
  const asked = kindsNamed(outsideGroupPhrases(text));
  const wanted = groupsNamed(text, false);
  const phrased = kindPhrasesIn(words(text));
  // A model found by a word of its name that is not its head ("пояс" in «Сумка на пояс»: a bag) is
  // not of the kinds asked when its head is of another group ("гаманці і ремені").
  const named = catalogue.modelsNamed(text).filter((m) => {
    const head = headKind(m.name);
    // A name with no kind at its head found by a word of a kind's phrase ("взуття" of "відкрите
    // взуття" in «Крем для взуття»): for that kind, not of it.
    if (!head) return phrased.length === 0;
    // A set named by what it holds ("Набір мисок", "Set of 4 bowls") is of the kind it holds.
    if (head.id === 'set' && asked.length > 0 && !asked.some((k) => k.id === 'set')) return true;
    // A kind said in several words ("night lights") names no model of another kind by one of its
    // words («Гірлянда … Cotton Lights»).
    if (phrased.length > 0 && !phrased.some((p) => p.id === head.id) && !asked.some((k) => k.id === head.id))
      return false;
    // "що є з рослин?": a model of another group found by a word of its name («Субстрат … для рослин») is not of the group asked.
    return (
      (asked.length === 0 && wanted.size === 0) || asked.some((k) => k.group === head.group) || wanted.has(head.group)
    );
  });
  // Models the words name ("акваріуми": the tanks) leave out those they only describe («Сачок
  // акваріумний», a net).
  const nouns = named.filter((m) => !catalogue.namedOnlyByAdjective(m, text));
  if (nouns.length > 0) named.splice(0, named.length, ...nouns);
  // Fewer than two by name: the models whose name's head is the kind asked ("шарфів": the scarf, not
  // the gloves beside it in accessories), or the kind's whole group when the shop has none of it.
  const all = catalogue.allModels();
  if (named.length < 2) {
    for (const k of asked) {
      const own = all.filter((m) => headKind(m.name)?.id === k.id);
      if (own.length > 0) named.push(...own.filter((m) => !named.includes(m)));
      else wanted.add(k.group);
    }
  }
  // "які чаї у вас є?": a model whose name names no kind («Матча церемоніальна») is of the kind its
  // shop's category names («Чай»).
  for (const m of all)
    if (
      !named.includes(m) &&
      !headKind(m.name) &&
      categoryOf(m) &&
      kindsNamed(categoryOf(m)).some((c) => asked.some((k) => k.id === c.id))
    )
      named.push(m);
  if (asked.length === 0 && wanted.size === 0 && named.length < 2) {
    // "шо є для бігу?": every model whose name has the purpose, fabric or cut asked for.
    const withProperty = modelsWithProperty(text, catalogue);
    if (withProperty.length >= 2) return withProperty;
  }
  if (wanted.size === 0) return named.length > 0 ? all.filter((m) => named.includes(m)) : null;
  const inWanted = (groups: Iterable<string>) => [...groups].some((g) => wanted.has(g));
  const category = (m: Model) => m.variants.find((v) => v.category)?.category ?? '';
  const byCategory = all.filter((m) => category(m) && inWanted(groupsNamed(category(m))));
  const inGroup = byCategory.length > 0 ? byCategory : all.filter((m) => inWanted([headGroup(m.name) ?? '']));
  const fits = new Set([...named, ...inGroup]);
  return fits.size > 0 ? all.filter((m) => fits.has(m)) : null;
};

/**
 * "латексні кульки", "що є з фольгованих кульок?": of the models of a kind, those whose names have
 * the material or cut said, when some have it (none have it: the kind's models, as before).
 */
function withPropertyNamed(models: Model[], text: string): Model[] {
  // A material's word only ("knitwear" names a group of kinds as well; a season is no material).
  const asked = new Set(
    words(text)
      .filter((w) => kindsNamed(w).length === 0 && groupsNamed(w).size === 0)
      .flatMap((w) => conceptsOf(w).filter((c) => c.cls === 'material'))
      .map((c) => c.id),
  );
  if (asked.size === 0) return models;
  const having = models.filter((m) => [...propertiesNamed(m.name)].some((id) => asked.has(id)));
  return having.length > 0 ? having : models;
}

/** How many letters two words begin with alike. */
function sharedStart(a: string, b: string): number {
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p += 1;
  return p;
}

/** Two forms of one word: a shared start of four letters or more, all but the last three ("електроніки" / "Електроніка"). */
function sameStem(a: string, b: string): boolean {
  const p = sharedStart(a, b);
  return p >= 4 && p >= Math.min(a.length, b.length) - 3;
}

/** The words of the shop's own categories, gathered once per catalogue (a browse reads them twice). */
const CATEGORY_WORDS = new WeakMap<CatalogueIndex, string[]>();
function categoryWordsOf(catalogue: CatalogueIndex): string[] {
  let found = CATEGORY_WORDS.get(catalogue);
  if (!found) {
    const categories = new Set(catalogue.allModels().map(categoryOf));
    found = [...new Set([...categories].flatMap((c) => words(c)))];
    CATEGORY_WORDS.set(catalogue, found);
  }
  return found;
}

/**
 * "струни для електрогітари які є?", "що є з електроніки?": the models of the shop's own categories
 * ('Категорія', 'Раздел') whose every word of four letters or more the text says, in any form.
 */
export function inOwnCategory(text: string, catalogue: CatalogueIndex): Model[] {
  const said = words(text);
  // A word said names the categories' word it shares the longest beginning with: "лампи" is
  // 'Настільні лампи', not also 'Лампочки'.
  const categoryWords = categoryWordsOf(catalogue);
  const closest = new Map(said.map((s) => [s, Math.max(0, ...categoryWords.map((c) => sharedStart(s, c)))]));
  const sayWord = (s: string, w: string) => sameStem(s, w) && sharedStart(s, w) >= (closest.get(s) ?? 0);
  // How deep in its path the deepest step said is: 0 none; the whole path said counts as its leaf.
  const depthSaid = new Map<string, number>();
  const says = (part: string) => {
    // Its words of four letters or more; of a step of a short word only ('Рок'), that word.
    const long = words(part).filter((w) => w.length >= 4);
    const own = long.length > 0 ? long : words(part).filter((w) => w.length === 3 && /^\p{L}+$/u.test(w));
    return own.length > 0 && own.every((w) => said.some((s) => (long.length > 0 ? sayWord(s, w) : s === w)));
  };
  // A step of a category's path ("Настільні ігри/Вечірні", "All / Розсада / Полуниця") said is enough
  // ("вечірні ігри", "розсада"). Not a step that is a device or a maker ('Чохли > iPhone': the size
  // asked), whom it is for ('Дитячі': the audience, browsed as such), a material or colour
  // ('Тканини/Бавовна': cotton, which other fabrics are made of too), nor a kind ('Жіноче взуття /
  // Уггі': the lexicon's kinds are read by their own words).
  const stepNames = (step: string) =>
    /^[\p{Script=Cyrillic}\s'’ʼ-]+$/u.test(step) &&
    audienceAsked(step) === null &&
    words(step).every((w) => !isKindWord(w) && conceptsOf(w).every((c) => c.cls !== 'material' && c.cls !== 'colour'));
  for (const category of new Set(catalogue.allModels().map(categoryOf))) {
    if (!category) continue;
    // Several categories listed ("Книги, Комікси та манга": PrestaShop's categories of one product):
    // each a path of its own, the deepest said counts.
    let deepestOfList = 0;
    for (const path of category.split(/\s*,\s+/u)) {
      const steps = path.split(/\s*[/>|]\s*/u);
      // Every step said, each by a word of its own ("вініл" is not all of 'Вініл > Рок').
      let depth = steps.every(says) ? steps.length : 0;
      steps.forEach((step, i) => {
        if (i + 1 > depth && (steps.length === 1 || stepNames(step)) && says(step)) depth = i + 1;
      });
      deepestOfList = Math.max(deepestOfList, depth);
    }
    depthSaid.set(category, deepestOfList);
  }
  // "насіння томатів" of 'All / Насіння / Томати' beside 'All / Насіння / Квіти': the deepest step said.
  const deepest = Math.max(0, ...depthSaid.values());
  if (deepest === 0) return [];
  return catalogue.allModels().filter((m) => depthSaid.get(categoryOf(m)) === deepest);
}

/** The properties (not colour, not whom for) a text names, as lexicon ids. */
function propertiesNamed(text: string): Set<string> {
  const ids = new Set<string>();
  for (const w of words(text))
    for (const c of conceptsOf(w)) if (c.cls !== 'kind' && c.cls !== 'colour' && c.cls !== 'audience') ids.add(c.id);
  return ids;
}

/** The models whose names have a property the text names ("беговые", "для бігу": running). */
function modelsWithProperty(text: string, catalogue: CatalogueIndex): Model[] {
  const asked = propertiesNamed(text);
  if (asked.size === 0) return [];
  return catalogue.allModels().filter((m) => [...propertiesNamed(m.name)].some((id) => asked.has(id)));
}

export const MAX_BROWSE = 6;

export interface BrowseRequest {
  /** Price bounds in the shop's currency, as the customer gave them. */
  maxPrice: number | null;
  /** "а є дешевше?" of the item in focus: its price, said as the bound (maxPrice is just below it). */
  cheaperThan?: number;
  minPrice: number | null;
  /** Sizes asked for: the shop's spellings, or the customer's when the shop has no such size. */
  sizes: string[];
  /** The text names a colour: only the variants in it. */
  colour: boolean;
  /** Models of the kind named; null: any kind. */
  kind: Model[] | null;
  /** For whom ("for men", "для дівчинки"), when the shop's names say for whom their models are. */
  audience?: AudienceKey | null;
  /** Words naming a characteristic's value some models have ("зимові": "Сезон: Зима"): only those. */
  traits?: string[];
  /** A child's age in months where the stock gives the age its products are for (answer/ages.ts): only those. */
  ageMonths?: number | null;
}

export interface BrowseItem {
  name: string;
  /** Its products that fit (one per colour). */
  variants: ProductFact[];
}

export interface Browse {
  request: BrowseRequest;
  /** The models that fit, at most MAX_BROWSE. */
  items: BrowseItem[];
  /** How many more fit. */
  more: number;
}

/** "що є", "які є", "что есть", "покажіть", "щось", "anything", "what do you have", "всі куртки". */
const CUE = new RegExp(
  [
    String.raw`(?<!\p{L})(що|шо|што|что|чого|чего|які|яки|какие|какой|какая|яку|яке|яка|який)\s+(ще\s+|у вас\s+|в вас\s+|у вас ще\s+|там\s+|взагалі\s+|вообще\s+|зараз\s+|сейчас\s+|тепер\s+|сьогодні\s+|сегодня\s+)*(є|есть|маєте|имеете|продаєте|продаете|порадите|посоветуете)(?!\p{L})`,
    String.raw`(?<!\p{L})(щось|шось|щонебудь|що-небудь|что-то|чтото|что-нибудь|чтонибудь|покаж\p{L}*|асортимент\p{L}*|ассортимент\p{L}*)(?!\p{L})`,
    String.raw`\b(anything|something|show me|what (else )?do you (have|sell)|what have you got|what's available|what is available|do you have any|have you got any|any \w+ (in|under|for|below))\b`,
    // "what chargers do you have", "what board games do you sell" (not "what sizes do you have").
    String.raw`\bwhat (?!sizes?\b|colou?rs?\b)(?:[\w'-]+ ){1,3}?(do you have|have you got|do you sell)\b`,
  ].join('|'),
  'u',
);

/**
 * "які спінінги у вас є?", "кавомолки які є?": a word between "які" and "є", or before "які є", that
 * is a kind or a word several models' names share asks to see them ("які довжини є?" does not).
 */
const WHICH_WORD = [
  /(?<!\p{L})(?:які|яки|какие)\s+(\p{L}{3,})\s+(?:у вас\s+|в вас\s+|ще\s+)*(?:є|есть|маєте|имеете|продаєте|продаете)(?!\p{L})/u,
  /(?<!\p{L})(\p{L}{3,})\s+(?:які|яки|какие)\s+(?:у вас\s+|в вас\s+|ще\s+)*(?:є|есть|маєте|имеете)(?!\p{L})/u,
];

function asksWhichOf(text: string, catalogue: CatalogueIndex): boolean {
  return WHICH_WORD.some((re) => {
    const word = re.exec(text)?.[1];
    return (
      word !== undefined &&
      (isKindWord(word) ||
        groupsNamed(word).size > 0 ||
        catalogue.modelsNamed(word).length >= 2 ||
        // "які комікси є?" of a category 'Комікси та манга' where one name says «Комікс».
        inOwnCategory(word, catalogue).length >= 2)
    );
  });
}

/** "які фати є?": the models the word asked about names, where several do (a kind the taxonomy lacks). */
function whichModels(text: string, catalogue: CatalogueIndex): Model[] | null {
  for (const re of WHICH_WORD) {
    const word = re.exec(text)?.[1];
    const named = word === undefined ? [] : catalogue.modelsNamed(word);
    if (named.length >= 2) return named;
  }
  return null;
}

const AMOUNT = String.raw`(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)(?:\s*(тис\p{L}*|тыс\p{L}*|k(?!\p{L})|к(?!\p{L})))?`;
const MAX_PRICE = new RegExp(
  String.raw`(?<!\p{L})(до|не дорожч\p{L}*|дешевш\p{L}*|дешевл\p{L}*|не дорож\p{L}*|в межах|в пределах|under|below|less than|up to|cheaper than|max|within|<|≤)\s*(?:за\s+)?${AMOUNT}`,
  'giu',
);
const MIN_PRICE = new RegExp(
  String.raw`(?<!\p{L})(від|от|дорожч\p{L}*|дорож\p{L}*|більше|больше|over|above|more than|from|>|≥)\s*${AMOUNT}`,
  'giu',
);
/** After an amount: a price (грн) or not a price at all (см, роки, шт). */
const MONEY_AFTER = /^\s*(грн|гривен\p{L}*|гривн\p{L}*|uah|₴|hrn|hryvn\p{L}*)/iu;
const NOT_MONEY_AFTER =
  /^\s*(см|cm|кг|kg|рок\p{L}*|рік|лет|год\p{L}*|years?|міс\p{L}*|мес\p{L}*|months?|шт|pcs|штук\p{L}*|пар(?!\p{L})|пари|пар[аиуео]\p{L}*|pairs?|розмір\p{L}*|размер\p{L}*|%)/iu;

function amount(digits: string, thousands: string | undefined): number {
  const n = Number(digits.replace(/\s/g, '').replace(',', '.'));
  return thousands ? Math.round(n * 1000) : n;
}

/** The price bounds a text gives ("до 1500", "від 500 до 1000", "under 600 uah", "до 1,5 тис"). */
export function priceBounds(
  text: string,
  isShopSize: (s: string) => boolean,
): { min: number | null; max: number | null } {
  const t = normalise(text);
  const bound = (re: RegExp): number | null => {
    for (const m of t.matchAll(re)) {
      const after = t.slice((m.index ?? 0) + m[0].length);
      const value = amount(m[2], m[3]);
      if (!Number.isFinite(value) || value < 10 || NOT_MONEY_AFTER.test(after)) continue;
      // "до 110" in a shop with a size 110 is a size unless it says грн.
      if (!m[3] && isShopSize(String(value)) && !MONEY_AFTER.test(after)) continue;
      return value;
    }
    return null;
  };
  return { max: bound(MAX_PRICE), min: bound(MIN_PRICE) };
}

/**
 * Whether the text browses, and for what; null when it asks about a product (a code, one model
 * named) or names nothing to browse by.
 */
export function readBrowse(
  text: string,
  reading: CatalogueReading,
  askedSizes: string[],
  catalogue: CatalogueIndex,
  kindOf: KindOf,
): BrowseRequest | null {
  if (reading.coded.length > 0) return null;
  const rest = reading.rest;
  const { min, max } = priceBounds(rest, (s) => catalogue.sizesIn(s).length > 0);
  const cue = CUE.test(normalise(rest)) || allOfAKind(rest) || asksWhichOf(normalise(rest), catalogue);
  const priced = min !== null || max !== null;
  if (!priced && !cue) return null;
  // Sizes the shop spells otherwise ("на 104" where it sells "98-104") or does not have ("на XL").
  const written = [...askedSizes, ...numericSizesIn(rest)];
  const sizes = [...new Set([...reading.sizes, ...written.filter((s) => !reading.sizes.some((r) => sizesFit(r, s)))])];
  // "що є для хлопчика 4 роки?" where the stock says the age each product is for ("Вік: 3+"): by that age.
  const ages = catalogue.allModels().some((m) => m.variants.some((v) => productAge(v) !== null));
  const ageMonths = ages ? childMonths(measurementsIn(rest)) : null;
  // "що є літнє на 17 радіус?", "шини на R16": a rim said alone, as the shop's whole sizes on it
  // (not the figure "17" by itself).
  const rims = rimSizesSaid(
    rest,
    catalogue.allModels().flatMap((m) => m.variants.flatMap((v) => v.sizes.map((x) => x.size))),
  );
  if (rims.length > 0) sizes.splice(0, Infinity, ...rims);
  // Of the kind asked only ("зимові шини на R16": no wheel's "R16 7J 5x112 ET45").
  const ofKind = (models: Model[] | null) => {
    if (rims.length === 0 || !models) return;
    const own = new Set(models.flatMap((m) => m.variants.flatMap((v) => v.sizes.map((x) => x.size))));
    const kept = sizes.filter((x) => own.has(x));
    if (kept.length > 0) sizes.splice(0, Infinity, ...kept);
  };
  // "що є на 9 місяців?", "що є на зріст 80?": a child's age or height as the sizes it wears.
  if (sizes.length === 0 && ageMonths === null) sizes.push(...childSizes(measurementsIn(rest)));
  const colour =
    coloursIn(rest).length > 0 || catalogue.allModels().some((m) => catalogue.variantsInColour(m, rest).length > 0);
  // "для жирної шкіри": the name of a characteristic ("Тип шкіри") is no kind of product.
  const labels = labelWords(catalogue);
  const unlabelled = words(rest).filter((w) => !labels.some((l) => namesValue(w, l)));
  // A word a description's label happens to have ("Класична карткова гра: …") still names the shop's
  // own category ("карткових ігор" of 'Настільні ігри/Карткові').
  const ownCategory = inOwnCategory(rest, catalogue);
  // "що є з сучасної української прози?" of 'Сучасна українська проза' where books come in a
  // 'Українська' edition: the size's word is the category's, said with its other words.
  const ownWords = words(ownCategory.map(categoryOf).join(' '));
  if (ownCategory.length > 0)
    for (let i = sizes.length - 1; i >= 0; i -= 1)
      if (!/\d/.test(sizes[i]) && words(sizes[i]).every((w) => ownWords.some((c) => sameStem(w, c))))
        sizes.splice(i, 1);
  const ofKindSaid = kindOf(unlabelled.join(' '), catalogue);
  const byKind = ofKindSaid && withPropertyNamed(ofKindSaid, rest);
  // The shop's own category said, of several models, narrower than the kind said ("насіння томатів":
  // 'All / Насіння / Томати' of the seeds) or where no kind is ("розсада яка є?"): that category.
  // Not where the category is itself a kind the taxonomy widens ('Купальники': the kids' and men's
  // swimwear of other categories are swimsuits too).
  const ownStep = (ownCategory[0] ? categoryOf(ownCategory[0]) : '').split(/\s*[/>|]\s*/u).pop();
  // Nor where the text narrows it by what the items are for ("оснастка для перфоратора"): what the
  // category lists is not all for that.
  const narrower =
    ownCategory.length > 1 &&
    !/(?<!\p{L})(?:для|під|под|for)\s+\p{L}/iu.test(rest) &&
    (byKind === null ||
      (ownCategory.length < byKind.length &&
        ownCategory.every((m) => byKind.includes(m)) &&
        !words(ownStep ?? '').some((w) => isKindWord(w))));
  let kind = narrower
    ? ownCategory
    : (byKind ??
      (unlabelled.length < words(rest).length && ownCategory.length > 0 ? ownCategory : null) ??
      whichModels(normalise(rest), catalogue));
  // "for men" where the file or the names say for whom: only theirs and unisex; where neither does, the data cannot tell.
  const asked = audienceAsked(rest);
  const said = (m: Model) =>
    m.variants.some((v) => v.audience) || AUDIENCES.some((a) => a.named.test(normalise(m.name)));
  const audience = asked && catalogue.allModels().some(said) ? asked : null;
  // "Затишок бергамот які є об'єми?": a model called by its own name («Затишок») is asked about, not browsed for.
  if (!priced && !allOfAKind(rest) && reading.models.length === 1 && calledByName(reading.models[0], rest)) return null;
  // "субстрат універсальний які є об'єми?", "кашпо сканді які кольори є?": one model named and its
  // sizes or colours asked is a question about it, though its kind word names other models too.
  const asksVariants = intentsIn(rest).some((i) => i === 'sizes' || i === 'colours');
  if (!priced && !allOfAKind(rest) && reading.models.length === 1 && asksVariants) return null;
  // A kind said in several words ("настільні ігри", "board games"): its words name no characteristic.
  const phrases = kindPhrasesIn(words(rest));
  const inPhrase = new Set(phrases.flatMap((p) => p.words));
  // A word of an item the shop lacks ("гаррі поттера", reading.unknownWords) names no characteristic either.
  const lacking = new Set(reading.unknownWords.flatMap((w) => words(w)));
  // The shop's own category said ("струни для електрогітари") is the kind, its words no characteristic.
  // A category of one word said ("лампочки" of 'Лампочки') is the kind too, its word no characteristic.
  const category = narrows(ownCategory);
  const categoryWords = words(ownCategory.map(categoryOf).join(' '));
  const traits = category
    ? []
    : traitsIn(rest, catalogue).filter(
        (w) => !inPhrase.has(w) && !lacking.has(w) && !categoryWords.some((c) => sameStem(w, c)),
      );
  // Browsing by a characteristic with no kind word ("що порадите для жирної шкіри?"): any kind.
  const kindWord =
    category || words(rest).some((w) => isKindWord(w)) || phrases.length > 0 || groupsNamed(rest, false).size > 0;
  if (traits.length > 0 && !kindWord) kind = null;
  ofKind(kind);
  // "які розміри є у сукні Ліна?": one model named and nothing else to browse by is a question about it.
  if (
    !priced &&
    sizes.length === 0 &&
    ageMonths === null &&
    !colour &&
    audience === null &&
    traits.length === 0 &&
    (kind === null || kind.length < 2)
  )
    return null;
  return { maxPrice: max, minPrice: min, sizes, colour, kind, audience, traits, ageMonths };
}

/**
 * The text's words that name a value of the stock's characteristics ("зимові" of "Сезон: Зима",
 * "жирної" of "Тип шкіри: жирна, комбінована") which some models have and others lack: browsing
 * by them keeps the models that have them. A word every model's data has chooses nothing.
 */
function traitsIn(text: string, catalogue: CatalogueIndex): string[] {
  const models = catalogue.allModels();
  // Of four letters or more: "під" of "під чайну свічку" is no trait "підкажете" names.
  const valueWords = (m: Model) => traitWords(m).filter((w) => /\p{L}{4}/u.test(w));
  const byModel = models.map(valueWords);
  if (byModel.every((words) => words.length === 0)) return [];
  // A word of the characteristics' names ("шкіри" of "Тип шкіри") names what is described, not a value.
  const labels = labelWords(catalogue);
  return words(text).filter((w) => {
    if (w.length < 4 || !/^\p{L}+$/u.test(w) || isKindWord(w) || WHOM_OR_AGE.test(w)) return false;
    if (labels.some((l) => namesValue(w, l))) return false;
    // A word naming models by the heads of their names ("акваріуми", whose letters a maker "Aquael"
    // shares): what is browsed, not a value of it.
    if (models.filter((m) => catalogue.namedByHead(m, w)).length > 1) return false;
    const having = byModel.filter((words) => words.some((v) => namesTrait(w, v))).length;
    return having > 0 && having < models.length;
  });
}

/**
 * Words that say whom the item is for and how old ("хлопчика", "малюка", "роки", "years"): a
 * child's age or person, never a characteristic's value ("Вік: від 4 років", "Для малюків").
 */
const WHOM_OR_AGE =
  /^(?:хлопч|мальчик|дівчин|дівчат|девоч|малюк|малыш|дитин|дитят|ребен|ребён|син|сын|доньк|донеч|дочк|рок|рік|лет|год|міс|мес|boy|girl|son|daughter|bab|toddler|kid|child|year|month)/u;

/** The words of the stock's characteristics' names ("тип", "шкіри" of "Тип шкіри"). */
function labelWords(catalogue: CatalogueIndex): string[] {
  const labels = new Set<string>();
  for (const m of catalogue.allModels())
    for (const v of m.variants) for (const d of v.details ?? []) for (const w of words(d.label)) labels.add(w);
  return [...labels].filter((w) => w.length >= 4);
}

/** The words of a model's characteristics' values and of its material ("Вовна 100%", "Джут"). */
function traitWords(model: Model): string[] {
  return model.variants.flatMap((v) => [
    ...(v.details ?? []).flatMap((d) => words(d.value)),
    ...words(v.material ?? ''),
    // Whom the file says it is for ('Для': "котів", "собак"): "що є для котів?" browses by it.
    ...words(v.audience ?? ''),
  ]);
}

/** A word asked naming a value: of one root, or of one property in any language ("вовняне", "wool": "Вовна"). */
function namesTrait(asked: string, value: string): boolean {
  if (namesValue(asked, value)) return true;
  const own = conceptsOf(value).filter((c) => c.cls !== 'kind');
  return own.length > 0 && conceptsOf(asked).some((c) => own.some((o) => o.id === c.id));
}

/** Whether a model has every trait asked for in its characteristics. */
function hasTraits(model: Model, traits: string[]): boolean {
  const values = traitWords(model);
  return traits.every((t) => values.some((v) => namesTrait(t, v)));
}

/** Whether each trait after the first follows "і", "и", "та", "або", "чи", "and", "or" or a comma. */
function joinedAsEither(text: string, traits: string[]): boolean {
  return traits
    .slice(1)
    .every((t) => new RegExp(`(?:,|(?<!\\p{L})(?:і|и|та|або|чи|или|and|or))\\s+${escapeRegExp(t)}`, 'iu').test(text));
}

/** Whether the text says a word of the model's name in quotes («Затишок», "Ліна"). */
function calledByName(model: Model, text: string): boolean {
  const own = [...model.name.matchAll(/["«“„]([^"»”“]+)["»”“]/gu)].flatMap((m) => words(m[1]));
  return own.length > 0 && words(text).some((w) => own.some((o) => w.length >= 3 && namesValue(w, o)));
}

/**
 * "покажіть всі купальники", "all the coats", "any knitwear?": all or any of a kind or a group.
 * Not "все безкоштовно", "all sizes": the word after must name a kind.
 */
function allOfAKind(text: string): boolean {
  const t = normalise(text);
  for (const m of t.matchAll(/(?<!(?:\p{L}|за\s))(?:всі|усі|все|всю|all|any)\s+(?:the\s+)?(\p{L}{3,})/gu)) {
    if (isKindWord(m[1]) || groupsNamed(m[1]).size > 0) return true;
    // A kind of several words ("any night lights?").
    const from = words(t.slice((m.index ?? 0) + m[0].length - m[1].length));
    if (kindPhrasesIn(from).some((p) => p.at === 0)) return true;
  }
  return false;
}

/**
 * The sizes a child of an age or height wears, as the stock may write them: the height size of the
 * standard chart (size-charts.ts), the age in months under three, the age in years. None for a
 * grown-up's measures or none given.
 */
function childSizes(m: Measurements): string[] {
  if (m.weightKg !== null || m.girth) return [];
  const age = m.ageYears;
  if (!((age !== null && age < 14) || (m.heightCm !== null && m.heightCm < 146))) return [];
  const height = m.heightCm ?? heightForAge(age!);
  const size = KIDS_HEIGHT_SIZES.find((s) => s >= height) ?? KIDS_HEIGHT_SIZES[KIDS_HEIGHT_SIZES.length - 1];
  const months = m.ageMonths ?? (age !== null && age < 3 ? Math.round(age * 12) : null);
  return [
    String(size),
    ...(months !== null ? [`${months} міс`] : []),
    ...(age !== null && age >= 1 ? [`${Math.floor(age)} роки`] : []),
  ];
}

/** "на 104", "розмір 48-50", "size 110": a figure given as a size. */
const NUMERIC_SIZE =
  /(?<!\p{L})(?:на|розм[іе]р\p{L}*|размер\p{L}*|size|р\.?)\s*(\d{2,3}(?:\s*[-–/]\s*\d{2,3})?)(?![\d\p{L}])(?!\s*(?:грн|uah|₴|hrn|см|cm|кг|kg|рок|рік|лет|год|years?|міс|мес|months?|шт|pcs))/giu;

function numericSizesIn(text: string): string[] {
  return [...normalise(text).matchAll(NUMERIC_SIZE)].map((m) => m[1].replace(/\s+/g, ''));
}

export type AudienceKey = 'men' | 'women' | 'boys' | 'girls' | 'kids';

/**
 * For whom a customer asks, and how a model's name says it is for them. "дівчата" addressing the
 * shop's staff is not "for girls": only "для дівчинки", "доньці"… are.
 */
const AUDIENCES: Array<{ key: AudienceKey; asked: RegExp; named: RegExp }> = [
  {
    key: 'men',
    asked:
      /(for (a )?m[ae]n\b|\bmen'?s\b|\bmale\b|для чоловік|чоловіч|чоловіку|для мужчин|мужчин[еау]|мужск|для мужа|мужу)/u,
    named: /(чоловіч|мужск|\bmen'?s?\b|\bman\b|\bmale\b)/u,
  },
  {
    key: 'women',
    asked:
      /(for (a )?wom[ae]n\b|\bwomen'?s\b|\bladies\b|\bfemale\b|для жінок|жіноч|для жінки|для женщин|женск|для жены|жене)/u,
    named: /(жіноч|женск|\bwomen'?s?\b|\bwoman\b|\bladies\b|\bfemale\b)/u,
  },
  {
    key: 'boys',
    asked:
      /(для хлопчик|хлопчику|для сина|синові|сину|для мальчик|мальчику|сыну|для сына|for (a |my )?(boy|son)\b|\bboys\b)/u,
    named: /(хлопчач|для хлопчик|мальчик|\bboys?\b)/u,
  },
  {
    key: 'girls',
    asked:
      /(для дівчинки|дівчинці|для доньки|доньці|донечці|для девочки|девочке|для дочки|дочке|доченьке|for (a |my )?(girl|daughter)\b|\bgirls\b)/u,
    named: /(дівчач|для дівчинки|девочк|\bgirls?\b)/u,
  },
  {
    // Children of either sex ("дитячі куртки", "kids' jackets"): a model for boys or girls is one too.
    key: 'kids',
    asked:
      /(дитяч|для дітей|для дитини|детск|для детей|для ребенка|для ребёнка|\bkids'?\b|\bchildren'?s?\b|for (a |my )?(child|kid)\b)/u,
    named:
      /(дитяч|детск|для дітей|для детей|\bkids?\b|\bchildren'?s?\b|хлопчач|для хлопчик|мальчик|дівчач|для дівчинки|девочк|\bboys?\b|\bgirls?\b)/u,
  },
];
const UNISEX = /(унісекс|унисекс|unisex)/u;

function audienceAsked(text: string): AudienceKey | null {
  return audienceWords(text)?.key ?? null;
}

/** For whom a customer asks, with the words that say it ("men's", "для доньки"); null when nobody is named. */
export function audienceWords(text: string): { key: AudienceKey; words: string } | null {
  const t = normalise(text);
  for (const a of AUDIENCES) {
    const m = a.asked.exec(t);
    if (m) return { key: a.key, words: m[0].trim() };
  }
  return null;
}

/**
 * Whether the shop's data says a model is for them: by its audience column, else its name; null
 * when the data says nothing of whom it is for.
 */
export function modelForAudience(model: Model, key: AudienceKey): boolean | null {
  const values = model.variants.map((v) => normalise(v.audience ?? '')).filter(Boolean);
  if (values.length > 0) return values.some((v) => UNISEX.test(v) || AUDIENCE_VALUES[key].test(v));
  const name = normalise(model.name);
  if (UNISEX.test(name) || AUDIENCES.find((a) => a.key === key)!.named.test(name)) return true;
  // A name for boys or girls is for kids too (the 'kids' words include theirs), not for the other.
  return AUDIENCES.some((a) => a.named.test(name) && !(key === 'kids' && (a.key === 'boys' || a.key === 'girls')))
    ? false
    : null;
}

/** A value of the file's audience column ('мужской', 'дівчинка', 'унісекс', 'Men') as one of ours. */
const AUDIENCE_VALUES: Record<AudienceKey, RegExp> = {
  men: /(чолов|мужск|мужчин|(?<!\p{L})(men|male|man|m)(?!\p{L}))/u,
  women: /(жіноч|жінк|женск|женщин|(?<!\p{L})(women|female|woman|ladies|w|f)(?!\p{L}))/u,
  boys: /(хлопч|мальчик|(?<!\p{L})boys?(?!\p{L}))/u,
  girls: /(дівч|девоч|(?<!\p{L})girls?(?!\p{L}))/u,
  kids: /(дит|дет|хлопч|мальчик|дівч|девоч|(?<!\p{L})(kids?|child|children|boys?|girls?)(?!\p{L}))/u,
};

/**
 * Whether a model is shown to a customer browsing for `key`: one the data says is for them, never
 * one it says is for someone else. For women also one the data says nothing of: in these shops'
 * names women's is the unmarked default (wedge sandals, a swimsuit, a handbag seldom say
 * "жіночі"), while men's and children's things say whom they are for.
 */
function forAudience(model: Model, key: AudienceKey): boolean {
  const fits = modelForAudience(model, key);
  return fits === true || (fits === null && key === 'women');
}

const inStock = (p: ProductFact) => p.sizes.some((s) => s.quantity > 0);

/**
 * "що є до 300 грн?" of a product priced by size (a puzzle of 500 pieces at 279 and of 1000 at
 * 389), "що є по 10 мл до 500?": only its sizes within the budget and of the sizes asked, so the
 * list names no price above it nor another size's.
 */
function narrowed(p: ProductFact, request: BrowseRequest): ProductFact {
  const ok = (n: number) =>
    (request.maxPrice === null || n <= request.maxPrice) && (request.minPrice === null || n >= request.minPrice);
  const asked = (size: string) => request.sizes.length === 0 || request.sizes.some((a) => sizesFit(size, a));
  if (pricesOf(p).every(ok) && p.sizes.every((s) => asked(s.size))) return p;
  const sizes = p.sizes
    .filter((s) => ok(priceOfSize(p, s.size)) && asked(s.size))
    .map((s) => ({ ...s, price: priceOfSize(p, s.size) }));
  if (sizes.length === 0) return p;
  return { ...p, sizes, price: Math.min(...sizes.map((s) => s.price)) };
}

/** The models that fit the request, in the stock's order. */
/** A variant's colour text that says the size asked among its parts ("Hyundai Tucson, Kia Sportage"). */
const namedBy = (colour: string, size: string) =>
  colour !== '' &&
  size !== '' &&
  normalise(colour)
    .split(/\s*[,/;]\s*/u)
    .some((part) => part === normalise(size));

/** A measure a product of no sizes has in its name ("Мастика … 500 г" for "що є по 500 г?"). */
function measuredInName(name: string, size: string): boolean {
  return [...name.matchAll(/(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)\s*(г|кг|мл|л|g|kg|ml|l)(?!\p{L})/giu)].some((m) =>
    sizesFit(`${m[1]} ${m[2]}`, size),
  );
}

export function browse(catalogue: CatalogueIndex, request: BrowseRequest, text: string): Browse {
  const ok = (n: number) =>
    (request.maxPrice === null || n <= request.maxPrice) && (request.minPrice === null || n >= request.minPrice);
  // A size in stock, of the sizes asked, within the budget at its own price.
  const fits = (p: ProductFact): boolean => {
    const age = request.ageMonths == null ? null : productAge(p);
    if (age && !fitsAge(age, request.ageMonths!)) return false;
    if (p.sizes.length === 0) return request.sizes.length === 0 && pricesOf(p).some(ok) && inStock(p);
    // "anything for a Hyundai Tucson?": a variant named by what it fits (a cabin filter's "Hyundai
    // Tucson, Kia Sportage", where a mat has the car as its size) fits that size.
    if (request.sizes.some((a) => namedBy(p.colour, a))) return inStock(p) && pricesOf(p).some(ok);
    return p.sizes.some(
      (s) =>
        s.quantity > 0 &&
        ok(priceOfSize(p, s.size)) &&
        (request.sizes.length === 0 ||
          request.sizes.some((a) => sizesFit(s.size, a) || (s.size === '' && measuredInName(p.name, a)))),
    );
  };
  // "що є з Dior і Chanel?": values no model has together, joined by "і", "або", "or", are either.
  const traits = request.traits ?? [];
  const either =
    traits.length > 1 &&
    !catalogue.allModels().some((m) => hasTraits(m, traits)) &&
    joinedAsEither(normalise(text), traits);
  const fitsTraits = (m: Model) => (either ? traits.some((t) => hasTraits(m, [t])) : hasTraits(m, traits));
  const items: BrowseItem[] = [];
  for (const model of request.kind ?? catalogue.allModels()) {
    if (request.audience && !forAudience(model, request.audience)) continue;
    if (request.traits?.length && !fitsTraits(model)) continue;
    // "зелений чай", "чорні чаї": a colour its name says is a kind of the model (green tea), all of it.
    const asked = coloursIn(text);
    const ofName = asked.length > 0 && coloursIn(model.name).some((c) => asked.includes(c));
    const inColour = request.colour && !ofName ? catalogue.variantsInColour(model, text) : model.variants;
    // The words that named a colour of another model were the size asked (the car a mat is cut for).
    const coloured =
      inColour.length === 0 && request.sizes.length > 0 && asked.length === 0 ? model.variants : inColour;
    const variants = coloured.filter(fits).map((v) => narrowed(v, request));
    if (variants.length > 0) items.push({ name: model.name, variants });
  }
  return { request, items: items.slice(0, MAX_BROWSE), more: Math.max(0, items.length - MAX_BROWSE) };
}
