/**
 * The offline provider's wording for what the catalogue index found (retriever.ts `Subject`):
 * price and availability together, the sizes in stock (no counts unless the owner's instructions
 * ask for them), the colours of a model, other colours when the one asked for is gone, and a
 * question naming the candidates when two models fit equally.
 */
import { detailsAsked, sentencesAsked, valueForSizes } from './details';
import { sizesFit } from './sizes';
import type { Language } from '@vitrina/shared/contracts';
import { priceOfSize, pricesOf, type ProductFact } from '../retrieve/knowledge';
import type { Intent } from '../understand/query';
import { colourName, joinSizes, money, pieces, sizeLabel, variantNoun, type Reply } from './reply';
import type { Subject } from '../retrieve/retriever';
import { ONE_SIZE, sameSize, sizeKey } from '../retrieve/catalogue';
import { conceptsOf, englishMaterial } from '../language/lexicon';
import { words as wordsOf } from '../understand/text';
import { orderTerm } from '../../../lib/to-order';
import { colourByKey, coloursIn } from '../../../lib/colours';
import { ageText, childMonths, fitsAge, productAge } from './ages';
import { measurementsIn } from './measurements';
import { soldByLength, soldByWeight } from './lengths';

const inStock = (p: ProductFact) => p.sizes.filter((s) => s.quantity > 0);
/** Whether the stock's figures of it are counts (not "є" / "+" read as one piece). */
const counted = (p: ProductFact) => inStock(p).every((s) => s.counted !== false);

function sizesText(r: Reply, p: ProductFact): string {
  const count = (n: number) => (r.lng === 'en' ? pieces(n) : `${n} шт.`);
  return joinSizes(
    inStock(p).map((s) =>
      r.d.stockCounts && s.counted !== false
        ? `${sizeLabel(s.size, r.lng)} (${count(s.quantity)})`
        : sizeLabel(s.size, r.lng),
    ),
  );
}

const label = (p: ProductFact, lng: Language) =>
  !p.colour.trim()
    ? lng === 'en'
      ? `code ${p.code}`
      : `арт. ${p.code}`
    : lng === 'en'
      ? `${colourName(p, 'en')} (code ${p.code})`
      : `${colourName(p, 'ua')} (арт. ${p.code})`;

/** A price that depends on the size (a chain's length): the asked sizes' prices, else every size's. */
function sizedPrices(r: Reply, variants: ProductFact[], asked: string[]): void {
  for (const v of variants) {
    const where = variants.length > 1 ? `${label(v, r.lng)}: ` : '';
    const sizes = asked.filter((a) => v.sizes.some((s) => sameSize(s.size, a)));
    const shown = (sizes.length > 0 ? sizes : v.sizes.map((s) => s.size)).map((size) => ({
      size: v.sizes.find((s) => sameSize(s.size, size))?.size ?? size,
      price: priceOfSize(v, v.sizes.find((s) => sameSize(s.size, size))?.size ?? size),
    }));
    if (new Set(shown.map((s) => s.price)).size === 1) {
      const [{ size, price }] = shown;
      const of = sizes.length > 0 ? ` (${sizeLabel(size, 'ua')})` : '';
      const ofEn = sizes.length > 0 ? ` (${sizeLabel(size, 'en')})` : '';
      r.say(
        `${where}Ціна${of} — ${money(price, v.currency, 'ua')}.`,
        `${where}The price${ofEn} is ${money(price, v.currency, 'en')}.`,
      );
      continue;
    }
    const ua = shown.map((s) => `${sizeLabel(s.size, 'ua')} — ${money(s.price, v.currency, 'ua')}`).join('; ');
    const en = shown.map((s) => `${sizeLabel(s.size, 'en')}: ${money(s.price, v.currency, 'en')}`).join('; ');
    r.say(`${where}Ціна залежить від розміру: ${ua}.`, `${where}The price depends on the size: ${en}.`);
  }
}

function priceOf(r: Reply, variants: ProductFact[], asked: string[]): void {
  if (variants.some((v) => pricesOf(v).length > 1)) {
    sizedPrices(r, variants, asked);
    return;
  }
  const prices = [...new Set(variants.map((v) => v.price))];
  if (prices.length === 1) {
    const p = variants[0];
    // Goods priced per kilogram or per metre: said so ("за кг", no "1": the auditor would find a
    // figure the data lacks), the customer's amount is summed after.
    const per = soldByWeight({ name: p.name, variants })
      ? ['за кг', 'per kg']
      : soldByLength(p)
        ? ['за метр', 'per metre']
        : null;
    r.say(
      `Ціна${per ? ` ${per[0]}` : ''} — ${money(p.price, p.currency, 'ua')}.`,
      `The price${per ? ` ${per[1]}` : ''} is ${money(p.price, p.currency, 'en')}.`,
    );
    return;
  }
  const ua = variants.map((v) => `${label(v, 'ua')} — ${money(v.price, v.currency, 'ua')}`).join('; ');
  const en = variants.map((v) => `${label(v, 'en')}: ${money(v.price, v.currency, 'en')}`).join('; ');
  r.say(`Ціни: ${ua}.`, `Prices: ${en}.`);
}

/** A term of days or weeks in English ("5–7 днів" → "5–7 days"). */
const englishTerm = (term: string) =>
  term
    .replace(/(?<!\p{L})(?:днів|дні|день|дня|дней|дн\.?)(?!\p{L})/giu, 'days')
    .replace(/(?<!\p{L})(?:тижнів|тижні|тиждень|тижня|недел[ьяи]|неделю)(?!\p{L})/giu, 'weeks');

/** The sizes of a variant made to order (none in stock). */
const toOrderSizes = (v: ProductFact) => v.sizes.filter((s) => s.toOrder).map((s) => s.size);

/** The sizes in stock of each variant (one line per colour when there are several). */
function stockOf(r: Reply, variants: ProductFact[], sizeAsked = false, othersInStock = false): void {
  const several = variants.length > 1;
  for (const v of variants) {
    const where = several ? `${r.lng === 'en' ? label(v, 'en') : label(v, 'ua')}: ` : '';
    const ordered = toOrderSizes(v);
    if (inStock(v).length === 0 && ordered.length > 0) {
      const named = ordered.filter(Boolean);
      const which = named.length > 0 ? ` (${named.join(', ')})` : '';
      // "Під замовлення 5–7 днів" in the stock: the term it gives, else the colleague's.
      const term = (v.details ?? []).map((d) => orderTerm(d.value)).find(Boolean);
      if (term)
        r.say(
          `${where}під замовлення${which}, термін — ${term}.`,
          `${where}available to order${which}, in ${englishTerm(term)}.`,
        );
      else
        r.say(
          `${where}під замовлення${which}: термін виготовлення уточню в колеги.`,
          `${where}made to order${which}: I'll check the lead time with a colleague.`,
        );
    } else if (inStock(v).length === 0 && !several && othersInStock) {
      // The colour asked is sold out, not the model: its other colours follow.
      const noun = variantNoun([v]);
      r.say(
        `На жаль, ${{ аромат: 'цього аромату', смак: 'цього смаку' }[noun.ua] ?? 'цього кольору'} зараз немає.`,
        `Sorry, this ${noun.en} is out of stock right now.`,
      );
    } else if (inStock(v).length === 0) {
      r.say(
        // One colour of several: "зараз немає", short, so the line does not read as the model's answer.
        several ? `${where}зараз немає.` : 'На жаль, зараз цієї моделі немає в наявності.',
        several ? `${where}out of stock right now.` : 'Unfortunately this model is out of stock right now.',
      );
    } else if (inStock(v).every((s) => ONE_SIZE.test(sizeKey(s.size))) && r.d.stockCounts && counted(v)) {
      const n = inStock(v).reduce((sum, s) => sum + s.quantity, 0);
      r.say(`${where}є в наявності: ${n} шт.`, `${where}in stock: ${pieces(n)}.`);
    } else if (inStock(v).every((s) => ONE_SIZE.test(sizeKey(s.size))) && !r.d.stockCounts) {
      if (sizeAsked) r.say(`${where}розмір універсальний (one size), є в наявності.`, `${where}one size, in stock.`);
      else r.say(`${where}є в наявності.`, `${where}in stock.`);
    } else {
      r.say(`${where}в наявності розміри ${sizesText(r, v)}.`, `${where}in stock in sizes ${sizesText(r, v)}.`);
    }
  }
}

/** Asked sizes, per variant: in stock, or not and what there is instead (other colours too). */
function askedSizes(r: Reply, subject: Subject, asked: string[]): void {
  const { variants } = subject;
  for (const size of asked) {
    const has = (v: ProductFact) => v.sizes.some((s) => sameSize(s.size, size) && s.quantity > 0);
    const yes = variants.filter(has);
    const no = variants.filter((v) => !has(v));
    if (yes.length > 0) {
      const which = variants.length > 1 ? yes.map((v) => label(v, r.lng)).join(', ') : '';
      // Variants that differ by no colour (boots sold one code per size) are told apart by their code.
      const coloured = yes.every((v) => v.colour);
      r.say(
        `Так, розмір ${size} є в наявності${which ? (coloured ? ` у кольорі ${which}` : ` (${which})`) : ''}.`,
        `Yes, size ${sizeLabel(size, 'en')} is in stock${which ? (coloured ? ` in ${which}` : ` (${which})`) : ''}.`,
      );
      continue;
    }
    const ordered = variants.filter((v) => toOrderSizes(v).some((s) => sameSize(s, size)));
    if (ordered.length > 0)
      r.say(
        `Розмір ${size} — під замовлення: термін виготовлення уточню в колеги.`,
        `Size ${sizeLabel(size, 'en')} is made to order: I'll check the lead time with a colleague.`,
      );
    else
      r.say(
        `Розміру ${size}, на жаль, зараз немає.`,
        `Sorry, size ${sizeLabel(size, 'en')} is not available right now.`,
      );
    if (variants.every((v) => inStock(v).length === 0) && !subject.others.some((v) => inStock(v).length > 0)) {
      r.say('Цієї моделі зараз немає в наявності взагалі.', 'This model is out of stock right now altogether.');
    }
    for (const v of no) {
      const rest = sizesText(r, v);
      if (rest)
        r.say(
          `${variants.length > 1 ? `${label(v, 'ua')}: є` : 'Є'} ${rest}.`,
          `${variants.length > 1 ? `${label(v, 'en')}: ` : ''}In stock: ${rest}.`,
        );
    }
    const elsewhere = subject.others.filter(has);
    if (elsewhere.length > 0) {
      r.say(
        `Розмір ${size} зараз є в іншому кольорі: ${elsewhere.map((v) => label(v, 'ua')).join(', ')}.`,
        `Size ${sizeLabel(size, 'en')} is available in another colour: ${elsewhere.map((v) => label(v, 'en')).join(', ')}.`,
      );
    }
  }
}

function coloursOf(r: Reply, subject: Subject, otherOnly: boolean): void {
  const all = otherOnly ? subject.others : [...subject.variants, ...subject.others];
  if (all.length === 0) {
    const only = subject.variants.length === 1 ? subject.variants[0] : null;
    // A product whose data has no colour cell: the one colour its name or description says, if any
    // ("… Чорна."), else no colour to name.
    const described = only && !only.colour.trim() ? coloursIn(`${only.name} ${only.description ?? ''}`) : [];
    const said = described.length === 1 ? colourByKey(described[0]) : undefined;
    if (only && !only.colour.trim()) {
      if (said)
        r.say(
          `Інших кольорів цієї моделі немає: вона лише в одному кольорі — ${said.ua}.`,
          `This model comes only in ${said.en}, no other colours.`,
        );
      else r.say('Інших кольорів цієї моделі, на жаль, немає.', 'This model comes in no other colours, sorry.');
    } else if (only)
      r.say(
        `Інших кольорів цієї моделі немає: вона лише в одному кольорі — ${colourName(only, 'ua')}.`,
        `This model comes only in ${colourName(only, 'en')}, no other colours.`,
      );
    else r.say('Інших кольорів цієї моделі, на жаль, немає.', 'This model comes in no other colours, sorry.');
    return;
  }
  // A model whose data names no colour (pencils "на 24 кольори" are a size): no colours to list.
  if (all.every((v) => !v.colour.trim())) return;
  const mark = (v: ProductFact, lng: Language) =>
    inStock(v).length === 0 ? (lng === 'en' ? ' — out of stock now' : ' — зараз немає') : '';
  const ua = all.map((v) => `${label(v, 'ua')}${mark(v, 'ua')}`).join(', ');
  const en = all.map((v) => `${label(v, 'en')}${mark(v, 'en')}`).join(', ');
  const scents = variantNoun(all).ua === 'аромат';
  r.say(
    otherOnly
      ? `Ця модель є ще ${scents ? 'з ароматами' : 'в кольорах'}: ${ua}.`
      : `${scents ? 'Аромати' : 'Кольори'} цієї моделі: ${ua}.`,
    otherOnly ? `This model also comes in ${en}.` : `This model comes in ${en}.`,
  );
}

/** One subject: what it is, then what was asked (a named product with no question: price and sizes). */
export function describeSubject(
  r: Reply,
  subject: Subject,
  intents: Intent[],
  asked: string[],
  /** The message asks which size fits (a size advice follows): its price only when asked too. */
  sizeAdvice = false,
  /** The customer's text: a characteristic it names is said (answer/details.ts). */
  text = '',
): void {
  const has = (i: Intent) => intents.includes(i);
  const { variants, others } = subject;
  if (subject.unknownWords && subject.unknownWords.length > 0) {
    nearestOnly(r, subject);
    return;
  }
  if (subject.colourMissing) {
    const noun = variantNoun(subject.others);
    r.say(
      noun.ua === 'аромат'
        ? `${subject.name}: з таким ароматом, на жаль, немає.`
        : `${subject.name}: у такому кольорі, на жаль, немає.`,
      `${subject.name}: sorry, not in that ${noun.en}.`,
    );
    coloursOf(r, { ...subject, variants: [] }, false);
    return;
  }
  const first = variants[0];
  if (!first) return;
  const colourQuestion = has('colours') || has('other_colour');
  // A greeting alone asks nothing ("добрий день) 4410 скільки?"): the code's price and sizes.
  const onlyAbout = (list: Intent[]) =>
    intents.some((i) => i !== 'greeting' && i !== 'thanks') && intents.every((i) => list.includes(i));
  const specific = intents.some((i) =>
    ['price', 'availability', 'sizes', 'colours', 'other_colour', 'material', 'lining', 'order'].includes(i),
  );
  if (variants.length === 1 && !first.colour.trim()) {
    // A stock without colours (jewellery, an accounting report): the name and code alone.
    r.say(`${subject.name} (арт. ${first.code}).`, `${subject.name} (code ${first.code}).`);
  } else if (variants.length === 1) {
    r.say(
      `${subject.name}, ${variantNoun([first]).ua} ${colourName(first, 'ua')} (арт. ${first.code}).`,
      `${subject.name} in ${label(first, 'en')}.`,
    );
  } else {
    r.say(
      `${subject.name} (${[...new Set(variants.map((v) => v.code))].join(', ')}).`,
      `${subject.name} (${[...new Set(variants.map((v) => v.code))].join(', ')}).`,
    );
  }
  // "Які кольори є?" is about colours: price and sizes only when asked for as well.
  const coloursOnly = colourQuestion && !subject.colourNamed && !has('price') && !has('sizes') && asked.length === 0;
  // Price with every answer except a question only about colours or fabric.
  const adviceOnly = sizeAdvice && !has('price');
  if (
    !coloursOnly &&
    !adviceOnly &&
    !onlyAbout(['colours', 'other_colour', 'material', 'lining', 'greeting', 'thanks'])
  ) {
    priceOf(r, variants, asked);
  }
  if (asked.length > 0) askedSizes(r, subject, asked);
  else if (!coloursOnly && (has('availability') || has('sizes') || has('order') || has('price') || !specific)) {
    stockOf(
      r,
      variants,
      has('sizes'),
      others.some((v) => inStock(v).length > 0),
    );
  }
  insteadOf(r, subject);
  if (has('material') || has('lining')) {
    if (first.material) r.say(`Склад: ${first.material}.`, `Material: ${englishMaterial(first.material)}.`);
    if (first.lining) r.say(`Підкладка: ${first.lining}.`, `Lining: ${first.lining}.`);
    // "з чого зроблене кашпо макраме?" of a listing with no material column: its description's
    // sentence that names a material («Джутовий шнур, ручна робота, …»).
    if (!first.material && !first.lining) for (const line of materialSentences(first.description ?? '')) r.aside(line);
  }
  // "скільки важить велика?": the value of the size asked, where the characteristic is said per size.
  for (const d of detailsAsked(first, text)) {
    // Of several colours (scents) whose values differ, each one's: "Лаванда — квітковий; Бергамот — цитрусовий".
    const each = variants.map((v) => v.details?.find((x) => x.label === d.label)?.value ?? '');
    if (new Set(each).size > 1) {
      const per = (lng: Language) =>
        variants
          .map((v, i) =>
            each[i] ? `${colourName(v, lng)} — ${valueForSizes({ ...d, value: each[i] }, asked, sizesFit)}` : '',
          )
          .filter(Boolean)
          .join('; ');
      r.say(`${d.label}: ${per('ua')}.`, `${d.label}: ${per('en')}.`);
      continue;
    }
    const value = valueForSizes(d, asked, sizesFit);
    // A value that is a sentence of its own ends with its own stop.
    r.aside(`${d.label}: ${value}${/[.!?]$/.test(value) ? '' : '.'}`);
  }
  // "у чайника є ситечко?": what the free description says of it (no characteristic's line does).
  if (detailsAsked(first, text).length === 0) for (const line of sentencesAsked(first, text)) r.aside(line);
  ageVerdict(r, first, text);
  // A colour named and found answers the colour question ("є в чорному кольорі?"), unless others were
  // asked for or it is sold out ("колір 057 є?": the colours there are instead).
  const soldOut = variants.every((v) => inStock(v).length === 0);
  if (colourQuestion && subject.colourNamed && !has('other_colour') && !soldOut) return;
  if (colourQuestion && subject.colourNamed && soldOut) coloursOf(r, subject, true);
  else if (colourQuestion)
    // One colour in hand: the others; several (no colour named): all of them.
    coloursOf(r, subject, variants.length === 1 && (has('other_colour') || !has('colours')));
  else if (variants.length === 1 && others.length > 0 && asked.length === 0 && inStock(first).length === 0) {
    coloursOf(r, subject, true);
  }
}

/** Sold out: the same thing in another size or count that is in stock, by name and code (its price when asked). */
function insteadOf(r: Reply, subject: Subject): void {
  if (!subject.instead?.length) return;
  const ua = subject.instead.map((p) => `${p.name} (арт. ${p.code})`).join('; ');
  const en = subject.instead.map((p) => `${p.name} (code ${p.code})`).join('; ');
  r.say(`Зараз є такий самий в іншому варіанті: ${ua}.`, `The same is available in another option: ${en}.`);
}

/** A characteristic that warns ("Попередження: Містить дрібні деталі…"). */
const WARNING = /^(?:попереджен|предупрежд|увага|внимание|warning|caution)/iu;

/**
 * "чи підійде дитині 2 роки?" of a product whose stock gives its age ("Вік: 3+"): yes or no by
 * that age, with the stock's warning when too young; nothing when the text or the data gives no age.
 */
function ageVerdict(r: Reply, p: ProductFact, text: string): void {
  const months = childMonths(measurementsIn(text));
  const range = productAge(p);
  if (months === null || !range) return;
  const [ua, en] = [ageText(months, 'ua'), ageText(months, 'en')];
  if (fitsAge(range, months)) {
    r.say(
      `За віком підходить: ${range.text}, дитині ${ua} — так.`,
      `Yes, it suits a child of ${en}: the age is ${range.text}.`,
    );
    return;
  }
  if (months < range.from) {
    r.say(
      `Дитині ${ua}, на жаль, не підійде: за віком — ${range.text}.`,
      `It is not suitable for a child of ${en}: the age is ${range.text}.`,
    );
    const warning = (p.details ?? []).find((d) => WARNING.test(d.label) && !r.toString().includes(d.value));
    if (warning) r.say(`${warning.label}: ${warning.value}`, `${warning.label}: ${warning.value}`);
    return;
  }
  r.say(
    `За віком — ${range.text}: дитині ${ua} може бути вже не за віком.`,
    `The age is ${range.text}: a child of ${en} may have outgrown it.`,
  );
}

/**
 * The customer described the item with words the shop's data lacks ("wrap dress" where the only
 * dress is a shirt dress): said honestly, the nearest model named by name and code only (its
 * price and sizes are not what was asked for), with an invitation to ask about it.
 */
function nearestOnly(r: Reply, subject: Subject): void {
  const words = subject.unknownWords!.join(' ');
  const codes = [...new Set([...subject.variants, ...subject.others].map((v) => v.code))].slice(0, 3);
  r.say(
    `Саме такої речі («${words}») у нашому каталозі не бачу. Найближче, що є, — ${subject.name} (арт. ${codes.join(', ')}): якщо цікавить, підкажу ціну й розміри.`,
    `I couldn't find exactly that item ("${words}") in our catalogue. The nearest we have is ${subject.name} (code ${codes.join(', ')}): if you're interested, I'll tell you its price and sizes.`,
    `Саме такої речі («${words}») у нашому каталозі не бачу. Найближче, що є, — ${subject.name} (арт. ${codes.join(', ')}): якщо цікавить, підкажу ціну й розміри.`,
  );
}

/**
 * Two or more models fit the words equally: ask which, naming them (a colour only where the stock has
 * one); their price when it was asked and is one for all.
 */
export function askWhich(r: Reply, candidates: ProductFact[], priceAsked = false): void {
  const names = candidates.map((p) => {
    const colour = p.colour.trim() ? `${r.lng === 'en' ? colourName(p, 'en') : colourName(p, 'ua')}, ` : '';
    return `${p.name} (${colour}${p.code})`;
  });
  const last = names.pop();
  r.say(
    `Підкажіть, будь ласка, про яку модель ідеться: ${names.join(', ')} чи ${last}?`,
    `Which one do you mean: ${names.join(', ')} or ${last}?`,
  );
  // "скільки стоїть фольгована цифра?" of the digits «0» … «9» at one price: the price is known already.
  const prices = new Set(candidates.flatMap((p) => pricesOf(p)));
  const currency = candidates[0]?.currency;
  if (priceAsked && prices.size === 1 && currency && [...prices][0] > 0) {
    const price = [...prices][0];
    r.say(`Ціна в усіх однакова — ${money(price, currency, 'ua')}.`, `They all cost ${money(price, currency, 'en')}.`);
  }
}

/** A description's sentences that name a material (the lexicon's: "джутовий", "linen"), as written. */
function materialSentences(description: string): string[] {
  return description
    .replace(/<[^>]+>/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((t) => t.trim())
    .filter((t) => t && wordsOf(t).some((w) => conceptsOf(w.toLowerCase()).some((c) => c.cls === 'material')));
}
