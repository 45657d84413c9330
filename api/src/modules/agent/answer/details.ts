/**
 * A product's characteristics: the stock's columns the import has no field for ("Поляризація",
 * "Ширина оправи, мм", "Комплектація", a hand-made sheet's "Примітка"), kept by the import as
 * "Назва колонки: значення" lines of the product's description (docs/product.md §9.4). A customer's
 * question naming one ("вони поляризаційні?", "а з чохлом?", "яка ширина?") is answered with it.
 */
import type { ProductFact } from '../retrieve/knowledge';
import { stem, wordsOf } from '../retrieve/catalogue';
import { synonymsOf } from '../language/lexicon';

export interface Detail {
  label: string;
  value: string;
}

// The label is the words before the colon after any sentence before them ("Шапочка на резинці. Тканина: бавовна").
const LINE = /^(?:[^:\n]*?[.!?]\s+)?([^:\n.!?]{2,60}):[ \t]*(\S[^\n]*)$/gmu;

const MAX_LABEL_WORDS = 4;

/** The "label: value" lines of a description. */
export function detailsOf(description: string | null | undefined): Detail[] {
  if (!description) return [];
  return (
    [...description.matchAll(LINE)]
      .map((m) => ({ label: m[1].trim(), value: m[2].trim() }))
      // A characteristic is named in a few words ("Час гри, хв"); a sentence before a colon
      // ("Перше доповнення до «Каркасона»: 18 нових тайлів …", "Класична карткова гра: …") is prose.
      .filter((d) => d.label.split(/\s+/u).length <= MAX_LABEL_WORDS && !/[«»"“”]/u.test(d.label))
  );
}

/** Words of a question that name no characteristic of their own (the fields every product has). */
export const GENERIC = new Set(
  (
    'колір кольори кольору цвет цвета розмір розміри размер ціна цена вартість наявність наличии є есть скільки сколько ' +
    'коштує коштують стоит який яка яке які какой какая какие якого якої мене мені вона вони вони воно його їх цей ця ці ' +
    'там тут щось что-то чого чого буде будуть можна можно дуже очень'
  ).split(/\s+/),
);

function levenshteinAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Two words of one root: a shared beginning of 5 letters or more, or stems one letter apart ("чохлом", "чохол"). */
export function sameRoot(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4) return false;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  if (common >= 5 || common === Math.min(a.length, b.length)) return true;
  const [sa, sb] = [stem(a), stem(b)];
  return sa.length >= 4 && sb.length >= 4 && levenshteinAtMostOne(sa, sb);
}

/**
 * Whether a customer's word names a characteristic's value word: one root, or a stem the other's
 * begins with ("зимові" of "Зима", "жирної" of "жирна").
 */
export function namesValue(asked: string, value: string): boolean {
  if (sameRoot(asked, value)) return true;
  const [a, v] = [stem(asked), stem(value)];
  return Math.min(a.length, v.length) >= 3 && asked.length >= 4 && (a.startsWith(v) || v.startsWith(a));
}

/**
 * A measure asked by its verb or unit ("скільки важить?", "скільки літрів?", "how much does it
 * weigh?"): the words of the column that gives it ("Вага, кг", "Об'єм, л", "Weight").
 */
const MEASURES: Array<{ asked: RegExp; label: string[] }> = [
  { asked: /^(?:width|wide)$/u, label: ['ширина', 'width'] },
  { asked: /^(?:density|dense|gsm)$/u, label: ['щільність', 'плотность', 'density'] },
  { asked: /^(?:важ|вес[иія]т|весом|weigh)/u, label: ['вага', 'вес', 'weight'] },
  {
    asked: /^(?:літр|литр|litre|liter|місткі|вмісти|вмещ|capacity)/u,
    label: ["об'єм", 'обєм', 'объем', 'объём', 'volume', 'місткість'],
  },
  // A toy's or a gadget's power ("на батарейках?", "does it need batteries?"): 'Батарейки', 'Живлення'.
  {
    asked: /^(?:батар|батаре|акумул|аккум|batter|живлен|питани)/u,
    label: ['батарейки', 'батареї', 'батарейка', 'живлення', 'элементы', 'питание', 'batteries', 'battery', 'power'],
  },
  // A lamp's or a device's wattage ("скільки ват?", "how many watts?"): 'Потужність', 'Мощность', 'Power'.
  { asked: /^(?:ват|вати|ватт\p{L}*|watts?|wattage)$/u, label: ['потужність', 'мощность', 'power', 'wattage'] },
  // The age a product is for ("з якого віку?", "what age is it for?"): 'Вік', 'Возраст', 'Age'.
  { asked: /^(?:вік|віку|віком|возраст\p{L}*|age|ages|aged)$/u, label: ['вік', 'возраст', 'age'] },
];

/** The product's characteristics the text asks about: a word of its label or of its value named. */
export function detailsAsked(p: ProductFact, text: string): Detail[] {
  const details = p.details ?? [];
  if (details.length === 0) return [];
  // With the lexicon's words for each ("кожи" asks of a "Тип шкіри" column).
  const words = wordsOf(text);
  const asked = words
    .filter((w) => w.length >= 4 && !GENERIC.has(w) && /\p{L}/u.test(w))
    .flatMap((w) => [w, ...synonymsOf(w).filter((s) => s.length >= 4 && !/\s/.test(s))]);
  // A measure's or a characteristic's words, whatever their length ("age" asks of a 'Вік' column).
  const labels = words.flatMap((w) => MEASURES.filter((m) => m.asked.test(w)).flatMap((m) => m.label));
  if (asked.length === 0 && labels.length === 0) return [];
  // "seiko srpd63 є?" of «Seiko 5 Sports SRPD» with 'Бренд: Seiko': a value the name has names the
  // product, it asks nothing of it (its label still does: "який бренд?").
  const name = new Set(wordsOf(p.name));
  return details.filter(
    (d) =>
      wordsOf(d.label).some((w) => labels.includes(w)) ||
      wordsOf(`${d.label} ${d.value}`).some(
        (w) =>
          !GENERIC.has(w) &&
          !(name.has(w) && wordsOf(d.value).includes(w)) &&
          [...asked, ...labels].some((a) => sameRoot(a, w)),
      ),
  );
}

/**
 * The sentences of a product's free description (not its "label: value" lines) that say what the
 * text asks of it: a word of four letters or more of the question (no infinitive), of one root with
 * a word of the sentence, that is no word of the product's name ("у чайника є ситечко?" of "…з керамічним
 * ситечком у носику", "можна в посудомийку?" of "Можна мити в посудомийній машині"). At most two.
 */
export function sentencesAsked(p: ProductFact, text: string): string[] {
  // "що в нього входить?", "what's included?": what a set holds is what its description says.
  if (CONTENTS_ASKED.test(text)) return descriptionSentences(p.description).slice(0, 2);
  const asked = askedWords(p, text);
  if (asked.length === 0) return [];
  return descriptionSentences(p.description)
    .filter((s) => wordsOf(s).some((w) => asked.some((a) => sameRoot(a, w))))
    .slice(0, 2);
}

/** A question of what a set or kit holds (its contents), not of what it is made of. */
const CONTENTS_ASKED =
  /(?<!\p{L})(?:входить|входять|входит|входят|в комплекті|в комплекте|комплектаці\p{L}*|included|includes|include|in the (?:set|kit|box))(?!\p{L})/iu;

/** A free description's sentences, without its "label: value" lines (which `detailsOf` reads). */
export function descriptionSentences(description: string | null | undefined): string[] {
  return (description ?? '')
    .split(/\n|(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && detailsOf(s).length === 0);
}

/** The question's words that may name what a description says of the product. */
function askedWords(p: ProductFact, text: string): string[] {
  if (!p.description) return [];
  const named = wordsOf(p.name);
  // Not an infinitive ("ставити в духовку?" is no "ставити в мікрохвильовку"): what is asked of is a thing or a property.
  return wordsOf(text).filter(
    (w) =>
      w.length >= 4 &&
      /^\p{L}+$/u.test(w) &&
      !/(?:ти|ть|тись|тися|ться)$/u.test(w) &&
      !GENERIC.has(w) &&
      !named.some((n) => sameRoot(n, w)),
  );
}

/**
 * A characteristic said per size ("S 2,6 · M 3,4 · L 4,2") for the sizes asked: "4,2" for L, each
 * asked size's value where several are; the whole value when it is not per size or none fits.
 */
export function valueForSizes(d: Detail, sizes: string[], fits: (stock: string, asked: string) => boolean): string {
  if (sizes.length === 0) return d.value;
  const entries = d.value.split(/\s+·\s+/);
  if (entries.length < 2) return d.value;
  const chosen = entries.filter((e) => sizes.some((a) => fits(e.split(/\s+/)[0], a)));
  if (chosen.length === 0 || chosen.length === entries.length) return d.value;
  return chosen.join(' · ');
}
