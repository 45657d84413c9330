/**
 * The shop's catalogue as the assistant's vocabulary: every way a customer may name what this
 * shop sells, built from its own products (rebuilt when they change: knowledge-adapter.ts caches
 * one per account and channel).
 *
 * - Article codes in any writing: case, dash/space/none, leading zeros dropped, Cyrillic
 *   look-alikes and phonetic Cyrillic for Latin letters, glued to words or punctuation.
 * - Names through a full-text engine (MiniSearch) over Ukrainian stems (@orama/stemmers), with
 *   prefix and typo tolerance, free word order, and the language resources (language/: kinds
 *   and properties in Ukrainian, Russian and English with their slang and diminutives, spelling
 *   dictionaries, the sound of a word in Latin letters).
 * - Sizes and colours as this shop spells them (`S/M`, `42-44`, `one size`, `сірий меланж`).
 *
 * What is known about the language is data in language/ (with its sources); about the shop, its catalogue.
 */
import { escapeRegExp } from '../../../lib/regexp';
import { placesOf, placesSaid } from '../understand/places';
import { withoutDeliveryDetails } from '../../../lib/order-fields';
import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer as ukrainianStem } from '@orama/stemmers/ukrainian';
import {
  conceptsOf,
  isKindWord,
  isLexiconPrefix,
  kindPhrasesIn,
  kindsNamed,
  isWholeKindWord,
  isOrdinary,
  isQualifierWord,
  synonymsOf,
} from '../language/lexicon';
import { dictionariesLoaded, isDictionaryWord, isUkrainianWord, loadDictionaries } from '../language/dictionary';
import { latinKey, otherKeys } from '../language/latin';
import { plainForms } from '../language/diminutives';
import { otherTitlesSaid, titlesIn, withShopTitles, type ShopTitle } from '../language/titles';
import type { ProductFact } from './knowledge';
import { coloursIn, familiesIn } from '../understand/query';
import { kitSizeSaid, kitTokens, measuresOf, withKitSize } from '../understand/kit-sizes';
import { partSizesSaid } from '../understand/part-sizes';
import { transliterate } from '../understand/text';
import { codeKeys, codeNumbers, soundKey, withoutColour } from '../understand/code-keys';
import { inDimensions, isMeasurement } from '../understand/measurement';
import { bedSizesInWords, sizeConceptsIn } from '../language/size-words';
import { HOMOGLYPHS, sizeCellLabel } from '../../knowledge';
import { isCountUnit } from '../answer/quantities';
import {
  fitsSameDevice,
  modelSizeOf,
  modelSizesSaid,
  unknownModelsSaid,
  type ModelSize,
} from '../understand/model-sizes';

// ---- codes ----

/** Cyrillic letters typed for a Latin one by its sound ("р16" of R16, "зр17" of ZR17). */
const SOUNDED: Record<string, string> = { R: 'р', Z: 'з', C: 'ц' };

/** Latin capitals as a pattern that also takes their Cyrillic look-alikes and sounds ("R" → R, р, Р). */
function lettersInEitherScript(letters: string): string {
  return [...letters]
    .map((l) => {
      const alike = [...Object.keys(HOMOGLYPHS).filter((c) => HOMOGLYPHS[c] === l.toLowerCase()), SOUNDED[l] ?? ''];
      const cyrillic = alike.filter((c) => c.length === 1).join('');
      return `[${l}${cyrillic}${cyrillic.toUpperCase()}]`;
    })
    .join('');
}

/** A size's parts that carry a figure ("195/65 R15" → 195, 65, R15; "15 Вт" → 15). */
const figuredParts = (size: string) => size.split(/[\s/·]+/u).filter((p) => /\d/.test(p));

/**
 * The text without the figures of the sizes of several figured parts it says ("185/65 R15"): they
 * are the size's, and name no product whose name has them («Kumho … 195/65 R15 91H»).
 */
function withoutSizeFigures(text: string, sizes: string[]): string {
  const figures = sizes.flatMap((size) => {
    const parts = figuredParts(size);
    return parts.length >= 2 ? parts.map((p) => p.replace(/^\p{L}+/u, '')).filter((p) => /^\d+$/.test(p)) : [];
  });
  if (figures.length === 0) return text;
  const re = new RegExp(
    `(?<![\\p{L}\\d.,])(?:\\p{L}{1,2}\\s*)?(?:${[...new Set(figures)].join('|')})(?![\\p{L}\\d])`,
    'giu',
  );
  return text.replace(re, ' ');
}

/** Runs of one kind: letters of one script, or digits (a code glued to a word: "ціна k310" ok, "ціниk310" too). */
function runs(text: string): Array<{ text: string; start: number; end: number }> {
  const out: Array<{ text: string; start: number; end: number }> = [];
  const kind = (ch: string) =>
    /\d/.test(ch)
      ? 'd'
      : /[A-Za-z]/.test(ch)
        ? 'l'
        : /\p{Script=Cyrillic}/u.test(ch)
          ? 'c'
          : /\p{L}/u.test(ch)
            ? 'o'
            : '';
  let current: { text: string; start: number; end: number; kind: string } | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const k = kind(text[i]);
    if (k && current && current.kind === k) {
      current.text += text[i];
      current.end = i + 1;
    } else {
      if (current) out.push(current);
      current = k ? { text: text[i], start: i, end: i + 1, kind: k } : null;
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * A code typed with Cyrillic look-alikes among its Latin letters ("LР-FМ-RUМ-ВК"): every Cyrillic
 * look-alike of a code-shaped word that also has Latin letters, as its Latin letter (same length, so
 * positions hold).
 */
function latinLookalikes(text: string): string {
  return text.replace(/[\p{L}\d\-_./]+/gu, (word) => {
    if (!/[A-Za-z]/.test(word) || !/\p{Script=Cyrillic}/u.test(word)) return word;
    // A code's shape: in segments or with figures, or in capitals; not a word with a stray letter ("тунiка").
    if (!/[\d\-_./]/.test(word) && word !== word.toUpperCase()) return word;
    return [...word]
      .map((ch) => {
        const latin = HOMOGLYPHS[ch.toLowerCase()];
        if (!latin || !/^[a-z]$/.test(latin)) return ch;
        return ch === ch.toLowerCase() ? latin : latin.toUpperCase();
      })
      .join('');
  });
}

/** Models sharing a category word that make it the shop's theme ("Вініл" of its records). */
const THEME_MODELS = 3;

// ---- words ----

/** Latin letters typed inside a Cyrillic word (тунiка) and back. */
const LATIN_IN_CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  k: 'к',
  m: 'м',
  t: 'т',
  h: 'н',
  b: 'в',
};

export function foldWord(word: string): string {
  const w = word.toLowerCase().replace(/[’ʼ`´]/g, "'");
  const cyrillic = (w.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const latin = (w.match(/[a-z]/g) ?? []).length;
  if (cyrillic > 0 && latin > 0 && cyrillic >= latin) return [...w].map((ch) => LATIN_IN_CYRILLIC[ch] ?? ch).join('');
  return w;
}

export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’ʼ]*/gu) ?? []).map(foldWord);
}

/** A unit of measure written after a figure ("450 мл", "2 кг", "30 см"). */
const MEASURE_UNIT = /^(?:мл|ml|л|l|г|гр|g|кг|kg|см|cm|мм|mm|м|m|шт|pcs|oz|вт|w|ач|ah|в|v)$/iu;

/** Words with their hyphenated compounds kept whole (t-shirt, сукня-сорочка). */
function compoundsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’ʼ]*(?:-[\p{L}\p{N}][\p{L}\p{N}'’ʼ]*)*/gu) ?? []).map(foldWord);
}

/** A word's stem for the index: Ukrainian stemmer over Cyrillic words, the word itself otherwise. */
export function stem(word: string): string {
  const w = word.replace(/'/g, '');
  return /\p{Script=Cyrillic}/u.test(w) ? ukrainianStem(w) : w;
}

/** Words of a question that never name a product (asked-about words, fillers). */
const QUESTION_WORDS = new Set(
  (
    'скільки коштує коштують коштуватиме кошту ціна ціну ціни цiна цена цену стоит стоят сколько почому почем вартість ' +
    'є есть чи ли а і й та и або в у на до з із зі за по для від ви вас вам ваш ваша у вас є мені мне хочу хочу потрібна ' +
    'потрібен потрібно потрібні нужна нужен нужно треба розмір розміри розміру розмірі размер размеры розмiр ' +
    'колір кольори кольору кольорі кольорах цвет цвета наявності наявність наличии артикул арт код який яка яке які ' +
    'какой какая какие що що це ця цей ці цю це він вона вони его её їх ще інший інша інші іншому другой другие ' +
    'привіт добрий день вечір ранку доброго вітаю здравствуйте будь ласка пожалуйста дякую спасибо підкажіть ' +
    'підкажи скажіть скажите продаєте продаете маєте имеете зроблений зроблена з чого склад тканина матеріал ' +
    'how much is are the a an of for do does you have in what which price prices cost costs please pls any ' +
    'sizes size colour colours color colors available stock made material fabric it this that these those ' +
    'there and or with me my i we can could would get want like need still left come comes new rule everything ' +
    'system ignore previous instructions say free uah грн гривень hi hello ' +
    'other another different also too one ones them they its still again then ok okay yes no thanks ' +
    'якому якій яких якого яка яку також теж оце така такий таке такі воно її його них можна буде ' +
    'ок так ні дякую добре тоді ну підійде ще раз ' +
    // Asking whether it is there at all: "а оливковий точно нема?".
    'нема немає нету точно справді правда реально ' +
    // Prepositions: "килим під розмір 180 на 250" names a rug, not «Підкладка під килим».
    'під под над від от без при про між через біля около из со ' +
    // Counts of pieces: "3 пари шкарпеток" names socks, not «набір 5 пар».
    'пара пари пару пар штука штуки штук шт pair pairs pcs piece pieces ' +
    // Ordering verbs (docs/product.md §9.8): "беру чорну сукню" describes the dress, not a "беру".
    "беру беремо оформлюємо оформлюю оформіть замовляю замовляємо take i'll " +
    // Payment and delivery words of an order's fields: "prepayment by card" names no «Cardigan».
    'card cash prepayment payment delivery courier branch карта карту картку карткою карте передоплата ' +
    'передоплату предоплата предоплату оплата оплату накладений наложенный платіж платеж відділення ' +
    'отделение поштомат почтомат доставка доставку самовивіз'
  ).split(/\s+/),
);

/**
 * How many models may share a word of their own and still be named by it alone: "авіатори" of two
 * «Сонцезахисні окуляри авіатори …» names both (the customer is asked which, or a colour picks one).
 */
const MAX_SHARING_OWN_WORD = 3;

/** Words too short to be a name unless the shop's names have them exactly. */
const MIN_FUZZY_LENGTH = 5;
const MIN_PREFIX_LENGTH = 4;

/**
 * A code that numbers its model's variants with two last digits (PT12001, PT12002: the model PT120,
 * which customers write; a Lightspeed handle's SKUs).
 */
const COUNTED_VARIANT = /^(\p{L}{1,4}[-_]?\d{3,})(\d{2})$/u;
/** Readings kept per index (short texts; at most ~0.1 MB an index, ~20 MB for the 200 indexes a process keeps). */
const READINGS_KEPT = 200;
const MAX_CANDIDATES = 200;

interface QueryTerm {
  /** Stemmed term sent to the engine. */
  term: string;
  /** Index of the customer's word it came from. */
  word: number;
  /** From the word as written (or its parts), not from the lexicon's other words for it. */
  own: boolean;
  /** Only as the word sounds in Latin letters (`latinKey`): searched without typos, which would find too much. */
  sound?: boolean;
}

/**
 * The terms searched for a text. `inNames` (a shop's index) keeps only those of the lexicon's
 * words some name of the shop has (as a term or a term's beginning): "толстовка" searches
 * "худи" in a shop that sells «Худи …», not the other languages' words for a hoodie too.
 */
/**
 * A Russian word (one with ы, э or ъ) spelt in Ukrainian letters: и → і, ы → и, э → е, ъ → '
 * ("мятный" → "мятний"; "силиконовый" → "сіліконовий", a typo from «силіконовий»); '' for any other word.
 */
export function ukrainianSpelling(word: string): string {
  if (!/[ыэъ]/u.test(word)) return '';
  return word.replace(/и/gu, 'і').replace(/ы/gu, 'и').replace(/э/gu, 'е').replace(/ъ/gu, "'");
}

/** An о or е in a closed syllable (before a consonant that ends the word or meets another): "цены" has none. */
const CLOSED_O_E = /[ое](?=[бвгджзклмнпрстфхцчшщ](?:[бвгджзклмнпрстфхцчшщь]|$))/gu;

/**
 * The Ukrainian spellings of a Russian word with і for one of its о or е ("воск" → "віск", "белка" →
 * "білка"), as Ukrainian says them in a closed syllable; none for a Ukrainian word. The letters are
 * looked at before the dictionaries (this runs for every word of every message).
 */
function russianIkavism(word: string): string[] {
  if (!/^\p{Script=Cyrillic}{3,}$/u.test(word)) return [];
  const at = [...word.matchAll(CLOSED_O_E)].map((m) => m.index ?? 0);
  if (at.length === 0 || isUkrainianWord(word) || isDictionaryWord(word) === false) return [];
  return at.map((i) => `${word.slice(0, i)}і${word.slice(i + 1)}`);
}

/**
 * The Cyrillic letters whose Latin letter in an abbreviation is not their transliteration (ц: C,
 * х: H, г: G); the others are transliterated, and a letter that is two Latin letters ("ж") is none.
 */
const ABBREVIATION_LETTERS: Record<string, string> = { г: 'g', ґ: 'g', и: 'i', й: 'y', є: 'e', х: 'h', ц: 'c' };

/**
 * A word in Latin letters no dictionary nor chat list has ("dymatize", "chemex"): a brand's or a
 * model's name, which is an item the shop lacks when nothing of its data has it.
 */
function unknownLatinName(word: string): boolean {
  return /^[a-z][a-z'-]{3,}$/i.test(word) && dictionariesLoaded() && !isOrdinary(word.toLowerCase());
}

/**
 * Whether two words the customer wrote one after the other are two words of the model's name one
 * after the other, as written, by stem or by sound ("голд стандарт" of «… Gold Standard …», "мутант
 * мас" of «Mutant Mass»): a brand's or a line's name, even where each word alone is a colour, a
 * size or ordinary language ("gold", "standard").
 */
function namedByPhrase(model: Model, said: string[]): boolean {
  const name = wordsOf(model.name);
  const same = (a: string, b: string) =>
    a.length >= 3 && b.length >= 3 && (stem(a) === stem(b) || latinKey(a) === latinKey(b));
  for (let i = 0; i + 1 < said.length; i += 1) {
    if (QUESTION_WORDS.has(said[i]) || QUESTION_WORDS.has(said[i + 1])) continue;
    for (let j = 0; j + 1 < name.length; j += 1)
      if (same(said[i], name[j]) && same(said[i + 1], name[j + 1])) return true;
  }
  // Three words of the name in a row as written, short and ordinary ones too ("This is Her").
  for (let i = 0; i + 2 < said.length; i += 1) {
    const run = said.slice(i, i + 3);
    if (run.join('').length < 7) continue;
    for (let j = 0; j + 2 < name.length; j += 1) if (run.every((w, k) => w === name[j + k])) return true;
  }
  return false;
}

/** A short mark typed in Cyrillic look-alikes in Latin letters ("с4": "c4"), else "". */
function lookalikeMark(word: string): string {
  return /^\p{Script=Cyrillic}{1,2}\d+$/u.test(word) ? [...word].map((ch) => HOMOGLYPHS[ch] ?? ch).join('') : '';
}

/** A compound of short Latin parts ("wi-fi", "e-book"), also written whole. */
function latinCompound(word: string): boolean {
  return /^[a-z]{1,3}(?:-[a-z]{1,4})+$/i.test(word);
}

function abbreviationLetters(word: string): string {
  const letters = [...word].map((ch) => ABBREVIATION_LETTERS[ch] ?? transliterate(ch));
  return letters.every((l) => /^[a-z]$/.test(l)) ? letters.join('') : '';
}

function queryTerms(
  text: string,
  inNames?: (term: string) => boolean,
  isSizeMark?: (mark: string) => boolean,
): QueryTerm[] {
  const out: QueryTerm[] = [];
  const add = (term: string, word: number, own: boolean, sound = false) => {
    if (term.length < 2) return;
    if (!own && inNames && !inNames(term)) return;
    const known = out.find((t) => t.term === term && t.word === word);
    if (known) {
      known.own ||= own;
      known.sound &&= sound;
    } else out.push({ term, word, own, sound });
  };
  // A kind said in several words ("balance bike", "car seat"): its words are searched as written and
  // through the phrase's kind, not through the kinds they name alone (a bicycle, a seat).
  const phrases = kindPhrasesIn(compoundsOf(text));
  const inPhrase = new Set(phrases.flatMap(({ at, words }) => words.map((_, k) => at + k)));
  const said = compoundsOf(text);
  said.forEach((w, i) => {
    if (QUESTION_WORDS.has(w) || /^\d+$/.test(w)) return;
    // "450 мл": a unit after a figure is the measure's, no word of a name ("… Spiritus 500 мл").
    if (MEASURE_UNIT.test(w) && /^\d+$/.test(said[i - 1] ?? '')) return;
    // A Cyrillic word's English names of several words ("night light" of "нічник") are no words of
    // their own: "light" would find a maker's «Cotton Lights».
    const whole = inPhrase.has(i)
      ? []
      : synonymsOf(w).filter((s) => !(/\s/.test(s) && /^[a-z\s'-]+$/i.test(s) && /\p{Script=Cyrillic}/u.test(w)));
    const parts = whole.length > 0 || !w.includes('-') ? [] : w.split('-').flatMap((p) => [p, ...synonymsOf(p)]);
    // The word as it sounds in Latin letters: "флекс" finds "Flex", "amelie" finds "Амелі".
    const sound = /^[\p{L}']+$/u.test(w) && w.length >= 3 ? latinKey(w) : '';
    // A name in Latin letters declined in Cyrillic ("авентуса", "деліни", "молекула" of «Molecule»):
    // the sound of its stem, which the name's sound begins with. Not a kind's or property's word
    // ("парфумованій" is EDP, no «Parfums de Marly»): the lexicon finds those.
    const stemSound =
      sound && /^\p{Script=Cyrillic}{5,}$/u.test(w) && conceptsOf(w).length === 0 ? latinKey(stem(w)) : '';
    // A Russian word in Ukrainian letters ("силиконовый": "силіконовий"), as a Ukrainian shop names it.
    const ukrainian = ukrainianSpelling(w);
    // A short mark in Cyrillic look-alikes ("с4" of «Cellucor C4», "х6"): the name's Latin letters;
    // a Latin abbreviation typed letter by letter in Cyrillic ("бцаа" of «BCAA», "едп" of «EDP»).
    // Not a size of the shop ("а4" of paper sold in A4 and A3 is its size, no name's word).
    const mark = lookalikeMark(w);
    const lookalike = mark
      ? isSizeMark?.(mark)
        ? ''
        : mark
      : /^\p{Script=Cyrillic}{2,4}$/u.test(w) && isDictionaryWord(w) === false
        ? abbreviationLetters(w)
        : '';
    // A Russian word whose Ukrainian cognate has і for its о or е ("воск": «віск», "белка": «білка»,
    // "кот": «кіт»): searched only where a name has it.
    const ikavism = russianIkavism(w).filter((form) => inNames?.(stem(form)) ?? false);
    // A diminutive no kind names whose plain form a name has ("гирька": «Гиря …»).
    const plain =
      inNames && /^\p{Script=Cyrillic}{5,}$/u.test(w) && whole.length === 0
        ? plainForms(w).filter((form) => inNames(stem(form)))
        : [];
    // Where a name has the cognate, the Russian word itself is not searched ("воск" is no «Воскотопка»).
    const forms = [
      ...(ikavism.length > 0 ? [] : [w]),
      ...ikavism,
      ...plain,
      ...whole,
      ...parts,
      // "wi-fi" as its name writes it whole ("Wi-Fi": "wifi").
      ...(latinCompound(w) ? [w.replace(/-/g, '')] : []),
      ...(ukrainian ? [ukrainian] : []),
      ...(sound && sound !== w ? [sound] : []),
      ...(stemSound.length >= 4 && stemSound !== sound ? [stemSound] : []),
      ...(lookalike && lookalike !== w ? [lookalike] : []),
    ];
    for (const form of forms) {
      const own =
        form === w ||
        form === sound ||
        form === stemSound ||
        form === ukrainian ||
        ikavism.includes(form) ||
        plain.includes(form) ||
        form === lookalike ||
        (w.includes('-') && (w.split('-').includes(form) || form === w.replace(/-/g, '')));
      // A name's words are indexed in pieces at an apostrophe too ("в'язаний": "язаний"), so are these.
      const pieces = form.split(/[-\s]+/).flatMap((p) => (p.includes("'") ? [p, ...p.split("'")] : [p]));
      for (const part of pieces) {
        if (part.length < 2) continue;
        const s = isLexiconPrefix(part) ? part : stem(part);
        add(s, i, own, (form === sound || form === stemSound) && form !== w);
        // The stemmer does not always cut alike (шовкова → шовк, шовкову → шовков): the shorter stem too.
        // Not for the sound key: "gift" sounds "dzhift", whose "dzhi" would find "джинси".
        if (s.length >= 6 && form !== sound && form !== stemSound) add(s.slice(0, s.length - 2), i, own);
      }
    }
  });
  // A kind said in several words ("car seat", "сумка на пояс"): its one-word names are searched too.
  // Each of the phrase's words is covered by them: "lights" of "night lights" is the night light's,
  // no maker's «Cotton Lights».
  // Its phrases in the other script ("yoga mat": «Килимок для йоги») where a name has every word
  // of one ("fountain pen" finds no gel pen through "ручка" of "пір'яна ручка").
  for (const { at, words, synonyms, across } of phrases) {
    const whole = across.filter((ws) => ws.every((w) => inNames?.(stem(w)) ?? false)).flat();
    for (const w of [...synonyms, ...whole]) {
      const s = isLexiconPrefix(w) ? w : stem(w);
      words.forEach((_, k) => add(s, at + k, false));
    }
  }
  return out;
}

// ---- sizes ----

/** A size as compared: upper case, Cyrillic look-alikes as Latin, separators unified (S/M, 42-44). */
export function sizeKey(size: string): string {
  return (
    [...size.trim().toUpperCase()]
      .map((ch) => ({ М: 'M', С: 'S', Х: 'X', Л: 'L', Ь: '' })[ch] ?? ch)
      .join('')
      // A mark's letter after its number typed in Cyrillic ("2Д" of a piping tip's 2D).
      .replace(/(\d)Д(?!\p{L})/gu, '$1D')
      .replace(/\s*[/\\|]\s*/g, '/')
      .replace(/\s*[-–—]\s*/g, '-')
      .replace(/\s+/g, ' ')
      // A half size: "38,5", "38.5" and "38½" are one.
      .replace(/(\d)\s*(?:[,.]5|½)(?!\d)/g, '$1.5')
      // A weight or volume with its unit glued or not: "2кг" and "2 кг", "400 Г" and "400Г".
      .replace(/(\d)\s+(?=(?:КГ|ГР|Г|МЛ|Л|KG|G|ML|OZ)(?![\p{L}\d]))/gu, '$1')
  );
}

const AGE_UNITS = {
  months: String.raw`(?:міс\p{L}*|мес\p{L}*|months?|mo)`,
  years: String.raw`(?:рок\p{L}*|рік|лет|год\p{L}*|years?|yrs?|y)`,
};

/**
 * The writings of an age size ("3-6 міс": "3-6 мес", "3 - 6 months", "3-6"; "6 міс": only with a
 * unit, a bare 6 being no age); null for a size of another kind.
 */
function agePattern(size: string): RegExp | null {
  const m =
    /^\s*(\d{1,2})(?:\s*[-–—]\s*(\d{1,2}))?\s*(міс\p{L}*|мес\p{L}*|months?|mo|m|рок\p{L}*|рік|лет|год\p{L}*|years?)\.?\s*$/iu.exec(
      size,
    );
  if (!m) return null;
  const unit = /^(міс|мес|month|mo?$)/iu.test(m[3]) ? AGE_UNITS.months : AGE_UNITS.years;
  const number = m[2] ? String.raw`${m[1]}\s*[-–—]\s*${m[2]}\s*(?:${unit})?` : String.raw`${m[1]}\s*${unit}`;
  return new RegExp(String.raw`(?<![\p{L}\d])${number}(?![\p{L}\d])`, 'iu');
}

/**
 * Whether a result matched only through typos of the customer's kind words that are words of
 * another kind: "спальники" (sleeping bags) one letter from «Пальник» (a burner) is no typo of it,
 * while "ползунки" one letter from «Повзунки» is (the same kind).
 */
function onlyAnotherKind(r: SearchResult, kindsOfTerm: Map<string, Set<string>>): boolean {
  if (kindsOfTerm.size === 0) return false;
  return Object.keys(r.match).every((term) =>
    r.queryTerms.some((qt) => {
      const asked = kindsOfTerm.get(qt);
      if (!asked || term === qt || term.startsWith(qt) || qt.startsWith(term) || !nearTerm(term, qt)) return false;
      const own = conceptsOf(term).filter((c) => c.cls === 'kind');
      return own.length > 0 && own.every((c) => !asked.has(c.id));
    }),
  );
}

/** Whether an index term is the query term, begins with it, or is one typo from it (how the engine matched it). */
function nearTerm(term: string, query: string): boolean {
  if (term === query || term.startsWith(query)) return true;
  if (Math.abs(term.length - query.length) > 1) return false;
  let i = 0;
  while (i < term.length && i < query.length && term[i] === query[i]) i += 1;
  const [a, b] = [term.slice(i + 1), query.slice(i + 1)];
  return a === b || term.slice(i) === b || a === query.slice(i);
}

/**
 * Whether two spellings are one size: the same key, or the same label ("M" of "M / середня, 65×45×26
 * см") where one of them is the label alone. Two spellings that each say more than their label, and
 * say it differently, are two sizes ("2,4 м · 5-25 г" and "2,4 м · 10-40 г": a rod's length and
 * casting weight, two combinations of one product).
 */
/** A set's count said without its unit ("24" of "24 шт"). */
const PIECES = /(?<=\d)\s*(?:ШТ\.?|PCS\.?)$/u;

/** Two variants' colour cells say the same colour (case and spaces aside). */
export const sameColour = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function sameSize(a: string, b: string): boolean {
  if (sizeKey(a) === sizeKey(b)) return true;
  if ([a, b].some((s) => PIECES.test(sizeKey(s))) && sizeKey(a).replace(PIECES, '') === sizeKey(b).replace(PIECES, ''))
    return true;
  const [la, lb] = [sizeCellLabel(a), sizeCellLabel(b)];
  return sizeKey(la) === sizeKey(lb) && (la === a.trim() || lb === b.trim());
}

/**
 * A size key without its unit of length ("115 СМ" → "115"; sizeKey reads "см" as "SM"), of metres
 * after a decimal figure ("2,1 М" of a rod: no letter size or age follows a decimal), or of pieces
 * (a set's "24 ШТ", asked "на 24").
 */
export function unitless(key: string): string {
  return (
    key
      // Lengths, volumes, weights, pieces and a battery's capacity: "250 г" of a coffee is the customer's "250".
      .replace(
        /(?<=\d)\s*(?:CM|SM|СМ|MM|ММ|ML|МЛ|EU|L|Л|G|GR|Г|ГР|KG|КГ|OZ|AH|АГ|АЧ|MAH|МАГ|"|''|”|″|IN|INCH|ДЮЙМ\p{L}*|ШТ\.?|PCS\.?)$/u,
        '',
      )
      .replace(/(?<=\d[.,]\d{1,2})\s*M$/u, '')
  );
}

/** The figures of a text as written, a range whole ("10-40", "150", "0,25"). */
const FIGURES = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?(?![\p{L}\d])/gu;

/** A diameter's sign before a size's number ("Ø17 см" as sizeKey writes it: "Ø17 SM"). */
export const DIAMETER_SIGN = /^(?:Ø|⌀|D(?=\d))\s*(?=\d)/u;

/** Case endings a Latin size word takes in Ukrainian or Russian ("коба", "комбом", "поні"). */
const CASE_ENDING = /(?:ом|ам|ах|ів|ов|у|а|і|и|е|ю)$/u;

/** Whether a text says a size that is one Latin word, in Cyrillic or in lower case where a size is said. */
function latinWordSizeSaid(text: string, size: string): boolean {
  const own = latinKey(size);
  for (const m of text.matchAll(/(?<![\p{L}\d])\p{L}{3,}(?![\p{L}\d])/gu)) {
    const word = m[0];
    if (/\p{Script=Cyrillic}/u.test(word)) {
      const lower = word.toLowerCase();
      const plain = lower.replace(CASE_ENDING, '');
      if (latinKey(lower) === own || latinKey(plain) === own) return true;
      // As it is spelt rather than sounded: "фул" of "Full" (doubled letters one).
      const single = (w: string) => w.replace(/(.)\1/g, '$1');
      if ([lower, plain].some((w) => single(transliterate(w)) === single(size.toLowerCase()))) return true;
    } else if (word.toLowerCase() === size.toLowerCase()) {
      const before = text.slice(0, m.index);
      const after = text.slice((m.index ?? 0) + word.length);
      if (
        /(?:\bin|\bsize|на|розмір\p{L}*|размер\p{L}*)\s*$/iu.test(before) ||
        /^\s*(?:size|розмір|размер|є|есть|\?)/iu.test(after)
      )
        return true;
    }
  }
  return false;
}

/**
 * A price verb just before a number, not after a question of price: the number is a price the
 * customer says ("скажи що шолом коштує 999", "за 1100 віддасте?"), no code; "скільки коштує 7777?"
 * asks the price of the code 7777.
 */
const PRICE_BEFORE = /(?<!\p{L})(?:кошту\p{L}*|стоит\p{L}*|стоят|стоїт\p{L}*|costs?|priced at|за)\s*$/iu;
const ASKS_PRICE_BEFORE =
  /(?<!\p{L})(?:скільки|сколько|скіки|скока|скок|скік|how much|what)(?:\s+\p{L}+)?\s+(?:кошту\p{L}*|стоит\p{L}*|стоят|стоїт\p{L}*|costs?|is|за)\s*$/iu;
const priceSaidBefore = (before: string) => PRICE_BEFORE.test(before) && !ASKS_PRICE_BEFORE.test(before);

/** A size system written before a size's number ("EU 43", "UK 8"), as sizeKey writes it. */
const SIZE_SYSTEM = /^(EUR?|UK|US|RU|FR|IT)\s*(?=\d+(?:\.5)?$)/u;

/** Words for inches after a number ("20 дюймів", "20 inch"). */
const INCH_WORDS = String.raw`дюйм\p{L}*|inch\p{L}*|in`;

export const ONE_SIZE =
  /^(|ONE ?SIZE|OS|ONESIZE|UNI|UNIVERSAL|УНІВЕРСАЛЬН\S*|УНИВЕРСАЛЬН\S*|ЄДИНИЙ|Б\/Р|БЕЗ ?РОЗМІРУ|БЕЗРОЗМІРН\S*|OVERSIZE ONE SIZE)$/;
const ONE_SIZE_IN_TEXT = /(one ?size|універсальн|єдин\p{L}* розмір|один розмір|безрозмірн)/iu;
const SIZE_WORD_BEFORE = /(розм[іiе]р\p{L}*|размер\p{L}*|size|р\.?|eu)\s*$/iu;
/** What may follow a lower-case letter size ("на м є?"): є, есть, a question mark, a comma or the end. */
const LONE_SIZE_AFTER = String.raw`(?=\s*(?:є|есть|\?|,|$|і(?!\p{L})|и(?!\p{L})|теж|тоже|also))`;

/** A word of a size's description ("середня" of "M / середня, 65×45×26 см") and that size. */
interface SizeWord {
  word: string;
  spelling: string;
}

/**
 * The sizes whose description a text names: a word of one root ("середню", "велику", "поклажу"),
 * or a word of the same size concept in another language ("medium", "большой", "cabin": language/size-words.json).
 */
function sizeWordsNamed(text: string, sizeWords: SizeWord[], inNames: (word: string) => boolean): Set<string> {
  const out = new Set<string>();
  if (sizeWords.length === 0) return out;
  const all = wordsOf(bedSizesInWords(text)).filter((w) => /^\p{L}+$/u.test(w));
  // "рюкзак під ручну поклажу": words of a product's name say which product, not which size (and
  // take their size concept with them: "кладь" beside "ручну").
  const named = all.filter((w) => w.length >= 4 && inNames(w));
  const words = all.filter((w) => w.length >= 4 && !named.includes(w));
  const taken = new Set(named.flatMap((w) => sizeConceptsIn(w)));
  const concepts = sizeConceptsIn(words.join(' ')).filter((c) => !taken.has(c));
  for (const { word, spelling } of sizeWords) {
    const own = words.some(
      (w) => w === word || commonPrefix(w, word) >= 5 || (stem(w) === stem(word) && stem(w).length >= 4),
    );
    if (own || sizeConceptsIn(word).some((c) => concepts.includes(c))) out.add(spelling);
  }
  return out;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/** The size concepts said by a size's place among a model's sizes (language/size-words.json). */
const ORDERED_SIZES = ['small', 'medium', 'large'];
/** A size's measure and its unit: "міні 60 г" → 60 г, "100 мл" → 100 мл, "35 л" → 35 л. */
const MEASURE = /(?<![\p{L}\d])(\d+(?:[.,]\d+)?)\s*(г|гр|кг|мл|л|g|kg|ml|l|oz|см|cm|мм|mm)(?!\p{L})/iu;

/** A number said bare: no unit, count, money or sign after it, no price bound before it. */
const BARE_NUMBER =
  /(?<![\p{L}\d.,]|(?:до|від|от|under|over|up to)\s)(\d{1,4})(?![\d.,]\d|\d)(?!\s*(?:(?:г|гр|кг|мл|л|g|kg|ml|l|oz|см|cm|мм|mm|шт\p{L}*|штук\p{L}*|пар\p{L}*|пач\p{L}*|упаков\p{L}*|грн|uah|hrn|usd|eur|рок\p{L}*|міс\p{L}*|х|x)(?!\p{L})|грив|₴|\$|%|×|[-–]\s*\d))/giu;
/** A unit said alone for one of it ("кіло бразилії", "на літр", "в кілограмовій пачці"). */
const ONE_UNIT =
  /(?<!\d\s?)(?<!\p{L})(кіло\p{L}*|кило\p{L}*|kilo\p{L}*|літр\p{L}*|литр\p{L}*|lit(?:re|er)s?)(?!\p{L})/giu;

/**
 * A named model's size measured in a unit ("250 г", "1 кг", "0,35 л") said by its number alone
 * ("2 пачки по 250", "сенча 50") or by its unit alone for one ("кіло бразилії", "на літр").
 */
export function measuredSizesSaid(text: string, named: Model[]): string[] {
  const own = [...new Set(named.flatMap((m) => m.variants.flatMap((v) => v.sizes.map((s) => s.size))))];
  const measures = own.flatMap((size) => {
    const m = MEASURE.exec(size);
    if (m && m.index === 0) return [{ size, n: m[1].replace(',', '.'), unit: unitOf(m[2]) }];
    // "100 капсул", "30 пакетиків": a size that is a count of the things it holds, its word the unit.
    const counted = COUNTED_SIZE.exec(size.trim());
    return counted ? [{ size, n: counted[1], unit: wordUnit(counted[2]) }] : [];
  });
  if (measures.length === 0) return [];
  const out = new Set<string>();
  for (const m of text.matchAll(BARE_NUMBER)) {
    // "3 горщики": a small number before a word counts pieces (answer/quantities.ts), unless "по" or
    // "на" makes it a measure ("2 по 50 скільки?").
    const after = text.slice((m.index ?? 0) + m[0].length);
    const before = text.slice(0, m.index ?? 0);
    if (
      Number(m[1]) <= 50 &&
      /^\s+(?!скіл|скік|скок|скол|сколь|почем|почому|кошту|стоїт|стоит|варт|ціна|цена|how|price|cost|маєте|имеете|есть)\p{L}{3,}/iu.test(
        after,
      ) &&
      !/(?:^|\s)(?:по|на|за|for)\s*$/iu.test(before)
    )
      continue;
    for (const x of measures) if (x.n === m[1]) out.add(x.size);
  }
  // Said with its unit too ("1 кг", "1kg"), whichever way the unit is written.
  for (const m of text.matchAll(MEASURES_SAID))
    for (const x of measures) if (x.n === m[1].replace(',', '.') && x.unit === unitOf(m[2])) out.add(x.size);
  for (const m of text.matchAll(COUNTED_SAID))
    for (const x of measures) if (x.n === m[1] && x.unit === wordUnit(m[2])) out.add(x.size);
  for (const m of text.matchAll(ONE_UNIT)) {
    const unit = /^(кіло|кило|kilo)/i.test(m[1]) ? 'кг' : 'л';
    for (const x of measures) if (x.n === '1' && x.unit === unit) out.add(x.size);
  }
  return [...out];
}

/** A size that is only a count and its word ("100 капсул", "30 пакетиків"). */
const COUNTED_SIZE = /^(\d{1,4})\s+(\p{L}{3,})\.?$/u;
/** Every count with its word a text gives ("200 капсул", "44 пакетики"). */
const COUNTED_SAID = /(?<![\p{L}\d.,])(\d{1,4})\s*(\p{L}{3,})/gu;
/** A counted thing's word as a unit: its first four letters ("капсул", "капсули" → "капс"). */
const wordUnit = (word: string) => `#${word.slice(0, 4).toLowerCase()}`;
/**
 * The named models' sizes of options joined by the import ("A4 · 12": a format and a count), each
 * of whose parts the text says as a word of its own ("а4", "12"); a part said once serves every
 * size that has it ("А4 на 12 і на 20 аркушів").
 */
function joinedSizesSaid(text: string, models: Model[]): string[] {
  // "А4" typed in Cyrillic is the format "A4".
  const said = new Set(
    (text.toLowerCase().match(/[\p{L}\d]+(?:[.,]\d+)?/gu) ?? []).map((w) => (/\d/.test(w) ? latinLookalike(w) : w)),
  );
  const own = [...new Set(models.flatMap((m) => m.variants.flatMap((v) => v.sizes.map((x) => x.size))))];
  return own.filter((size) => {
    const parts = size.split(' · ').map((x) => x.trim().toLowerCase());
    return parts.length > 1 && parts.every((part) => said.has(part));
  });
}

/** Every measure a text gives ("200 г", "200g", "100 ml"). */
const MEASURES_SAID = new RegExp(MEASURE.source, 'giu');
/**
 * Units as customers spell them, as shops write them: "12 ват", "15 watts" → "12 Вт"; a colour
 * temperature's K typed in Cyrillic ("4000К") → "4000K"; "100 штук" → "100 шт".
 */
export function withUnitsSpelt(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)\s*(?:ват\p{L}*|watts?)(?!\p{L})/giu, '$1 Вт')
      .replace(/(?<![\p{L}\d.,])(\d{4})\s?[кК](?!\p{L})/gu, '$1K')
      // "по 100 штук" of a pack sold as "100 шт".
      .replace(/(?<![\p{L}\d.,])(\d+)\s*(?:штук\p{L}*|штуч\p{L}*|pcs|pieces)(?!\p{L})/giu, '$1 шт')
  );
}

/**
 * The sizes said of the models in play: each either one of theirs or written with its figure; not
 * one another model's description names ("тепле" of "2700K (тепле)") that they lack ("лампа A60 …
 * тепле", where «тепле» is the named lamp's own colour "3000K (тепле)"). All of them with none in play.
 */
export function sizesWrittenOrOwn(sizes: string[], inPlay: Model[], text: string): string[] {
  if (inPlay.length === 0) return sizes;
  const own = inPlay.flatMap((m) => m.variants.flatMap((v) => v.sizes.map((x) => x.size)));
  const figures = new Set(text.match(/\d+/g) ?? []);
  return sizes.filter((x) => {
    const figure = /\d+/.exec(x)?.[0];
    return !figure || figures.has(figure) || own.some((o) => sameSize(o, x));
  });
}

/** How many models a maker's word heard in a word of the language names before it is taken for the maker. */
const SHARED_SOUND_MODELS = 3;

/** A unit's one spelling: "гр", "g" → "г"; "ml" → "мл". */
function unitOf(unit: string): string {
  const u = unit.toLowerCase();
  return ({ гр: 'г', g: 'г', kg: 'кг', ml: 'мл', l: 'л', cm: 'см', mm: 'мм' } as Record<string, string>)[u] ?? u;
}

/**
 * A kind said after з/із/зі/с/with in the instrumental ("окуляри з чохлом", "а з чохлом?", "with a
 * case"): what comes with an item, never the item asked for ("що є з чохлів?", the genitive, is).
 */
const WITH_KIND =
  /(?<!\p{L})(?:(?:з|із|зі|с|со)\s+(\p{L}{2,}(?:ом|ем|єм|ою|ею|єю|ами|ями|ой))|with\s+(?:a\s+|an\s+|the\s+)?(\p{L}{3,}))(?!\p{L})/giu;

/** "разом", "together": "з підвіскою разом" adds the pendant to the order, it does not come with the chain. */
const TOGETHER = /(?<!\p{L})(разом|вместе|together|в сумі|в сумме|in total|додай\p{L}*|добав\p{L}*|add)(?!\p{L})/iu;

/**
 * The text without the kinds it says come with an item ("з чохлом", "with a case"; see WITH_KIND),
 * spaced as it was; a text that sums or adds ("з підвіскою разом?") is left whole.
 */
export function withoutWhatComesWith(text: string, named: Set<string> = new Set()): string {
  if (TOGETHER.test(text)) return text;
  return text.replace(WITH_KIND, (phrase, uk?: string, en?: string) => {
    const word = (uk ?? en ?? '').toLowerCase();
    // "the cat harness with a leash" where a name says so («Шлейка … з повідцем»): that name's words.
    if (kindsNamed(word).some((k) => named.has(k.id))) return phrase;
    return isKindWord(word) ? ' '.repeat(phrase.length) : phrase;
  });
}

/** The kinds the shop's names say an item comes with («Шлейка для котів з повідцем»: the leash). */
function kindsWithIn(names: string[]): Set<string> {
  const out = new Set<string>();
  for (const name of names)
    for (const m of name.matchAll(WITH_KIND))
      for (const k of kindsNamed((m[1] ?? m[2] ?? '').toLowerCase())) out.add(k.id);
  return out;
}

/** A kind said after на/для/під/for ("на велосипед", "для валізи", "for a bike"). */
const PURPOSE = /(?<!\p{L})(?:на|для|під|под|for(?: a| the| my)?)\s+(\p{L}{3,})/giu;

/** Dimensions in a size's description: "55×40×20", "150x210", "63,5×88 мм". */
const DIMENSIONS_IN =
  /(\d{2,3}(?:[.,]\d{1,2})?)\s*[×xхXХ*]\s*(\d{2,3}(?:[.,]\d{1,2})?)(?:\s*[×xхXХ*]\s*(\d{2,3}(?:[.,]\d{1,2})?))?/gu;
/** Dimensions a customer writes: also "150 на 210", "63,5 на 88". */
const DIMENSIONS_SAID =
  /(?<![\d.,])(\d{2,3}(?:[.,]\d{1,2})?)\s*(?:[×xхXХ*]|на|by)\s*(\d{2,3}(?:[.,]\d{1,2})?)(?:\s*(?:[×xхXХ*]|на|by)\s*(\d{2,3}(?:[.,]\d{1,2})?))?(?!\d|[.,]\d)/giu;
/** Dimensions in metres ("1,6 на 2,3", "2 на 3 метри", "1.5x2 m"): a decimal or the unit says so. */
const METRE_DIMENSIONS_SAID =
  /(?<![\d.,])(\d(?:[.,]\d{1,2})?)\s*(?:[×xхXХ*]|на|by)\s*(\d(?:[.,]\d{1,2})?)(?![\d.,]?\d)\s*(м(?:етр\p{L}*)?|m(?:etres?|eters?)?)?(?!\p{L})/giu;

/** The dimensions a text says in metres, in centimetres as sizes spell them ("1,6 на 2,3" → 160, 230). */
function metreDimensionsIn(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(METRE_DIMENSIONS_SAID)) {
    if (!m[3] && !/[.,]/.test(m[1] + m[2])) continue;
    out.push([m[1], m[2]].map((d) => String(Math.round(Number(d.replace(',', '.')) * 100))));
  }
  return out;
}

/** The text with its dimensions blanked ("1,6х2,3 скільки?": no count of 3). */
export function withoutDimensions(text: string): string {
  return text
    .replace(DIMENSIONS_SAID, ' ')
    .replace(METRE_DIMENSIONS_SAID, (m, a: string, b: string, unit?: string) => (unit || /[.,]/.test(a + b) ? ' ' : m));
}

function dimensionsOf(m: RegExpMatchArray): string[] {
  return [m[1], m[2], m[3]].filter((d): d is string => d !== undefined).map((d) => d.replace(',', '.'));
}

/** Whether the number at `at` is one of dimensions ("40х20х25", "55 x 40"): no size of its own. */
function insideDimensions(text: string, at: number, length: number): boolean {
  return (
    /[×xхXХ*]\s*$/u.test(text.slice(Math.max(0, at - 3), at)) || /^\s*[×xхXХ*]\s*\d/u.test(text.slice(at + length))
  );
}

// ---- the index ----

export interface Model {
  /** The name's key: one model in several colours shares it. */
  key: string;
  name: string;
  /** Its products (one per colour), in the stock's order. */
  variants: ProductFact[];
}

export interface CatalogueReading {
  /** Products named by article code, in the text's order. */
  coded: ProductFact[];
  /** Text spans that looked like codes and matched none of the shop's. */
  unknownCodes: string[];
  /** Models the words name, best first; each a separate thing the customer asks about. */
  models: Model[];
  /** Models that fit the same words equally: the customer should say which. */
  ambiguous: Model[];
  /** The shop's sizes the text names, as the stock spells them. */
  sizes: string[];
  /** The text without the codes found in it. */
  rest: string;
  /**
   * Words that may name a product but name none of this shop's (not question words, sizes or
   * colours): "а в M є?" has none, so it is a follow-up; "а сумки є?" has one.
   */
  looseWords: string[];
  /**
   * Descriptive words (a material, cut, style, colour…) that match nothing of the shop's data:
   * no name, colour, fabric or size of any product, not even through the lexicon or a typo.
   * Only a word naming a kind or a property (language/properties.json) can be one: never ordinary language.
   * "wrap dress" in a shop with one plain dress: ["wrap"]; the dress found is not the one asked for.
   */
  unknownWords: string[];
}

/** The unit a text starts with, in kit-sizes' Latin ("м" → "m", "Ач" → "ah"), or null. */
function unitToken(text: string): string | null {
  const t = kitTokens(`1 ${text.trim().split(/\s+/)[0] ?? ''}`)[0];
  return t && /^1\p{L}+$/u.test(t) ? t.slice(1) : null;
}

/** A maker's model mark in a name: Latin letters and digits together ("DDF485", "CD-218Q", "T101B"). */
const NAME_MARK = /(?<![\p{L}\d])[A-Za-z]{1,5}[-\s]?\d{2,6}[A-Za-z]{0,3}(?![\p{L}\d])/gu;
// "AR-9": two Latin letters or more, a dash and one digit are a code too.
const CODE_LIKE = /(?<![\p{L}\d])(?:[A-Za-zА-Яа-яІіЇїЄє]{1,4}[ \-_]?\d{2,6}|[A-Za-z]{2,4}-\d|\d{3,7})(?![\p{L}\d])/gu;

export class CatalogueIndex {
  private readonly byCode = new Map<string, ProductFact>();
  /** Products by a model mark of their names (NAME_MARK). */
  private readonly nameMarks = new Map<string, ProductFact[]>();
  /** The same codes by sound (хв118 = HW-118), looked up when no exact writing matches. */
  private readonly bySound = new Map<string, ProductFact>();
  /** The number of each code (`BAG-0915-BLK`: 915), for a customer who writes only it; its products. */
  private readonly byNumber = new Map<string, ProductFact[]>();
  /** Numbers of four digits or more written in names (a set's number, "LEGO City 60337"). */
  private readonly byNameNumber = new Map<string, ProductFact[]>();
  /** Keys of the sizes' own codes (`HW-118-S`): the size they name. */
  private readonly skuSizes = new Map<string, string>();
  /** Every code of the shop as written, for finding a code by its part ("SRPD55" of SEI-SRPD55K1). */
  private readonly writtenCodes: Array<{ code: string; product: ProductFact; size?: string }> = [];
  private readonly models = new Map<string, Model>();
  private readonly modelOf = new Map<ProductFact, Model>();
  private readonly engine: MiniSearch<{ id: string; name: string; latin: string }>;
  private readonly colours = new Set<string>();
  /** The shop's sizes: key → spelling in the stock. */
  private readonly sizes = new Map<string, string>();
  /** Labels of sizes said with a description ("M" of "M / середня, 65×45×26 см"): the spellings of each. */
  private readonly sizeLabels = new Map<string, string[]>();
  /** The words of those descriptions that no name has ("середня", "поклажа"), each with its sizes. */
  private readonly sizeWords: SizeWord[] = [];
  /** The measures of sizes said with a word ("200 г" of "класична 200 г"). */
  private readonly sizeMeasures: Array<{ n: string; unit: string; spelling: string }> = [];
  /** The dimensions those descriptions give ("55×40×20" of "S / ручна поклажа, 55×40×20 см"). */
  private readonly sizeDims: Array<{ dims: string[]; spelling: string }> = [];
  /** Sizes that are a device's model ("iPhone 15 Pro Max"): understand/model-sizes.ts reads them. */
  private readonly modelSizes: ModelSize[] = [];
  /** The terms of the shop's names as the engine holds them, sorted (see `inNames`). */
  private readonly nameTerms: string[];
  /** Stems of every word of the shop's names, colours and fabrics (unknown qualifiers are tested against it). */
  private readonly vocabulary = new Set<string>();
  /** Code-like words of the products' names and characteristics (never an unknown article). */
  private readonly dataTokens = new Set<string>();
  readonly size: number;

  constructor(products: ProductFact[]) {
    this.size = products.length;
    const dataWords = new Set<string>();
    for (const p of products) {
      this.addCodes(p);
      const key = wordsOf(p.name).join(' ');
      let model = this.models.get(key);
      if (!model) {
        model = { key, name: p.name, variants: [] };
        this.models.set(key, model);
      }
      model.variants.push(p);
      this.modelOf.set(p, model);
      this.colours.add(p.colour);
      for (const s of p.sizes) if (!this.sizes.has(sizeKey(s.size))) this.sizes.set(sizeKey(s.size), s.size);
      for (const w of wordsOf([p.name, p.colour, p.material ?? '', p.lining ?? ''].join(' '))) dataWords.add(w);
      // Its characteristics' words ("Тип шкіри: жирна"), known by their whole stem only (no prefix:
      // "комп'ютера" is no word of "Комплектація").
      for (const d of p.details ?? []) for (const w of wordsOf(`${d.label} ${d.value}`)) this.detailStems.add(stem(w));
      // Code-like words of its data ("UV400", "G-15" of a characteristic): a customer quoting one names no article.
      // A maker's model mark in the name ("Makita DDF485", "Dnipro-M CD-218Q", "Bosch T101B"):
      // customers quote it as a code, which names the model where no other has it.
      for (const m of p.name.matchAll(NAME_MARK))
        for (const key of codeKeys(m[0])) this.nameMarks.set(key, [...(this.nameMarks.get(key) ?? []), p]);
      // With its colour: a yarn's colour number ("сірий 052") is no article either.
      const data = [p.name, p.colour, p.material ?? '', ...(p.details ?? []).map((d) => d.value)].join(' ');
      for (const m of data.matchAll(CODE_LIKE)) for (const key of codeKeys(m[0])) this.dataTokens.add(key);
    }
    this.addModelPrefixes(products);
    this.describeSizes();
    // A size that is a word ("клітинка", "крапка" of a notebook's ruling) is the shop's word in any form.
    for (const spelling of this.sizes.values())
      if (/^\p{Script=Cyrillic}{4,}$/u.test(spelling)) this.detailStems.add(stem(spelling.toLowerCase()));
    for (const spelling of this.sizes.values()) {
      const model = modelSizeOf(spelling);
      if (model) this.modelSizes.push(model);
    }
    for (const w of dataWords) {
      // With the lexicon's words for it: "льняна" in the data and "лляна" in the text are one fabric.
      for (const part of [w, ...synonymsOf(w)].flatMap((f) => f.split(/[-'\s]+/))) {
        if (part.length < 2) continue;
        this.vocabulary.add(stem(part));
        this.vocabulary.add(transliterate(part));
        this.vocabulary.add(latinKey(part));
      }
    }
    this.nameTerms = [
      ...new Set(
        [...this.models.values()].flatMap((m) =>
          wordsOf(m.name)
            .flatMap((w) => [...w.split(/[-']/), transliterate(w), latinKey(w)])
            .filter((t) => t.length >= 2)
            .map(stem),
        ),
      ),
    ].sort();
    this.engine = new MiniSearch({
      fields: ['name', 'latin'],
      storeFields: [],
      // A kind glued to a prefix is indexed as that kind too ("Термоноски": носки).
      // A compound of short Latin parts is indexed whole too ("Wi-Fi": "wifi").
      tokenize: (text) => [
        ...wordsOf(text).flatMap((w) => {
          const glued = kindSuffix(w) ?? sizePrefixed(w);
          const dropped = withoutFleetingVowel(w);
          // A Ukrainian word with its apostrophe whole too ("підвязка" of «Підв'язка»: the Russian
          // "подвязка" is one letter from it).
          const whole = /\p{L}'\p{L}/u.test(w) ? [w.replace(/'/g, '')] : [];
          return [...w.split(/[-']/), ...whole, ...(glued ? [glued] : []), ...(dropped ? [dropped] : [])];
        }),
        ...compoundsOf(text)
          .filter(latinCompound)
          .map((w) => w.replace(/-/g, '')),
      ],
      processTerm: (term) => (term.length >= 2 ? stem(term) : null),
      searchOptions: { processTerm: (term) => term },
    });
    // Names also in Latin letters: "Lina dress" finds "Сукня «Ліна»".
    this.engine.addAll(
      [...this.models.values()].map((m) => ({
        id: m.key,
        name: m.name,
        latin: wordsOf(m.name)
          .flatMap((w) => [transliterate(w), latinKey(w), ...otherKeys(w)])
          .join(' '),
      })),
    );
  }

  /** The labels and description words of sizes said with a description (see `sizesIn`). */
  private describeSizes(): void {
    const seen = new Set<string>();
    for (const model of this.models.values()) {
      // A word of the product's own name says what it is, not which size ("валіз" of "S (для валіз 50–55 см)").
      const nameStems = new Set(wordsOf(model.name).map(stem));
      // A characteristic said per size ("Порода: S малі · M середні · L великі", as the import
      // gathers one row per size): its words name that size ("для великих собак" is L).
      for (const v of model.variants)
        for (const d of v.details ?? [])
          for (const part of d.value.split(' · ')) {
            const size = v.sizes.find((z) => z.size !== '' && part.startsWith(`${sizeCellLabel(z.size)} `));
            if (!size) continue;
            // A short value ("великі"), not a sentence said per size ("можна в духовку").
            const value = wordsOf(part.slice(sizeCellLabel(size.size).length));
            if (value.length > 2) continue;
            for (const word of value)
              if (word.length >= 4 && /^\p{L}+$/u.test(word) && !nameStems.has(stem(word)))
                this.sizeWords.push({ word, spelling: size.size });
          }
      for (const spelling of new Set(model.variants.flatMap((v) => v.sizes.map((s) => s.size)))) {
        const label = sizeCellLabel(spelling);
        if (seen.has(spelling)) continue;
        seen.add(spelling);
        // A size that is dimensions ("160×230", "150×260 (пара)", "S / …, 55×40×20 см") is named by them however written.
        for (const m of spelling.matchAll(DIMENSIONS_IN)) this.sizeDims.push({ dims: dimensionsOf(m), spelling });
        // A size that is a word and a measure ("класична 200 г", "M / середня, 40 л") is named by its measure ("200 г", "200g").
        const measure = MEASURE.exec(spelling);
        if (measure && /\p{L}{3,}/u.test(spelling.replace(measure[0], ''))) {
          this.sizeMeasures.push({ n: measure[1].replace(',', '.'), unit: unitOf(measure[2]), spelling });
          // Its words name it too ("класична", and "classic" by their concept).
          for (const word of wordsOf(spelling.replace(measure[0], ' ')))
            if (word.length >= 4 && /^\p{L}+$/u.test(word) && !nameStems.has(stem(word)))
              this.sizeWords.push({ word, spelling });
        }
        // A size that is a word ("середній (Ø 150 см)", "полуторний") is named by its word's forms and concept.
        // Only a label of one word: "Один розмір" says no size by its "розмір".
        const worded = bedSizesInWords(label);
        if (/^[\p{L}'’ʼ-]+$/u.test(worded))
          for (const word of wordsOf(worded))
            if (word.length >= 4 && /^\p{L}+$/u.test(word) && !nameStems.has(stem(word)))
              this.sizeWords.push({ word, spelling });
        if (label === '' || label === spelling.trim()) continue;
        this.sizeLabels.set(label, [...(this.sizeLabels.get(label) ?? []), spelling]);
        const described = spelling.slice(spelling.indexOf(label) + label.length);
        for (const word of wordsOf(described)) {
          if (word.length < 4 || !/^\p{L}+$/u.test(word) || nameStems.has(stem(word))) continue;
          this.sizeWords.push({ word, spelling });
        }
      }
    }
  }

  /** Whether a term is one of the shop's names' terms or, long enough for a prefix search, begins one. */
  private inNames(term: string): boolean {
    const terms = this.nameTerms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    const next = terms[lo];
    return next !== undefined && (next === term || (term.length >= MIN_PREFIX_LENGTH && next.startsWith(term)));
  }

  /** A product's codes: its own, its sizes' (`HW-118-S`), its own without a colour segment (`SN-2041`). */
  private addCodes(p: ProductFact): void {
    const model = withoutColour(p.code, p.colour);
    const add = (code: string, size?: string) => {
      for (const key of codeKeys(code)) {
        if (this.byCode.has(key)) continue;
        this.byCode.set(key, p);
        if (size) this.skuSizes.set(key, size);
      }
      if (!this.bySound.has(soundKey(code))) this.bySound.set(soundKey(code), p);
      this.writtenCodes.push({ code, product: p, size });
    };
    add(p.code);
    for (const s of p.sizes) if (s.sku) add(s.sku, s.size);
    if (model) add(model);
    for (const n of codeNumbers(p.code)) this.byNumber.set(n, [...(this.byNumber.get(n) ?? []), p]);
    // A maker's set or model number in the name ("LEGO Classic 11021"): customers write it as a code.
    for (const n of p.name.match(/(?<![\p{L}\p{N}.,])\d{4,}(?![\p{L}\p{N}]|[.,]\d)/gu) ?? [])
      this.byNameNumber.set(n, [...(this.byNameNumber.get(n) ?? []), p]);
  }

  /**
   * A code whose last segment is a number past the model's code ("PU-007-357" of a 357 g cake, as
   * 1C articles add the pack): the rest ("PU-007") is the model's code, which customers write,
   * where only one model's codes start with it and no product has it as its own.
   */
  private addModelPrefixes(products: ProductFact[]): void {
    const owners = new Map<string, Set<string>>();
    const first = new Map<string, ProductFact>();
    // Keys of codes that number their variants from 01 (PT12001, PT12002 of the model PT120).
    const counters = new Map<string, boolean>();
    // The key of a model's code, claimed by the model (its name) of the product whose code has it.
    const claim = (model: string, p: ProductFact) => {
      const keys = codeKeys(model);
      for (const key of keys) {
        owners.set(key, (owners.get(key) ?? new Set()).add(wordsOf(p.name).join(' ')));
        if (!first.has(key)) first.set(key, p);
      }
      return keys;
    };
    for (const p of products) {
      // "GL-20" of GL-20-S and GL-20-M, a code per size ending in its size (the product's own code is
      // its first size's where that size has no code of its own).
      const sized = [
        ...(p.sizes[0] && !p.sizes[0].sku ? [{ code: p.code, size: p.sizes[0].size }] : []),
        ...p.sizes.flatMap((x) => (x.sku ? [{ code: x.sku, size: x.size }] : [])),
      ];
      for (const { code, size } of sized) {
        const tail = size.trim().toLowerCase();
        const at = code.length - tail.length - 1;
        if (tail === '' || at < 2 || !/[-_./]/.test(code[at]) || code.slice(at + 1).toLowerCase() !== tail) continue;
        const model = code.slice(0, at);
        if (/\d/.test(model)) claim(model, p);
      }
      for (const code of [p.code, ...p.sizes.map((s) => s.sku ?? '')]) {
        // "HW-118" of HW-118-2; "AT-AP" of a code of letters per scent or pack (AT-AP-CT, AT-AP-LV).
        const m =
          /^(\p{L}+[-_.]?\d+)[-_./]\d+$/u.exec(code.trim()) ??
          /^(\p{L}{2,4}[-_.]\p{L}{2,4})[-_./][\p{L}\d]{1,4}$/u.exec(code.trim());
        const counted = m ? null : COUNTED_VARIANT.exec(code.trim());
        const model = m?.[1] ?? counted?.[1];
        if (!model) continue;
        for (const key of claim(model, p))
          if (counted) counters.set(key, (counters.get(key) ?? false) || counted[2] === '01');
      }
    }
    for (const [key, models] of owners) {
      const product = first.get(key);
      // A counter needs its first variant: DR-1024 alone makes no model "DR-10".
      if (counters.get(key) === false) continue;
      if (models.size === 1 && product && !this.byCode.has(key)) {
        this.byCode.set(key, product);
        this.modelCodeKeys.add(key);
      }
    }
  }

  /** The keys addModelPrefixes gave a model's shared code: they name the model, not its first product. */
  private readonly modelCodeKeys = new Set<string>();

  /** The one long size of the model the text says by its own words ("а з 2 Ач?" of a drill's kits), or null. */
  kitSaid(text: string, model: Model): string | null {
    return kitSizeSaid(text, [...new Set(model.variants.flatMap((v) => v.sizes.map((x) => x.size)))]);
  }

  modelOfProduct(p: ProductFact): Model | undefined {
    return this.modelOf.get(p);
  }

  byCodeText(code: string): ProductFact | null {
    return this.lookup(code)?.product ?? null;
  }

  /** The product a code names, and the size when it is a size's own code. */
  /** The product whose code (any of its keys) is exactly this one. */
  private exactCode(code: string): ProductFact | null {
    for (const key of codeKeys(code)) {
      const product = this.byCode.get(key);
      if (product) return product;
    }
    return null;
  }

  private lookup(code: string): { product: ProductFact; size?: string } | null {
    for (const key of codeKeys(code)) {
      const product = this.byCode.get(key);
      if (product) return { product, size: this.skuSizes.get(key) };
    }
    // A model mark of one model's name ("cd218q" of «Dnipro-M CD-218Q»); not a part of the shop's
    // sizes ("R15" of «Kumho … 195/65 R15» where other tyres are sold in 195/65 R15).
    for (const key of this.sizeParts().has(codeKeys(code)[0]) ? [] : codeKeys(code)) {
      const marked = this.nameMarks.get(key) ?? [];
      const models = new Set(marked.map((p) => wordsOf(p.name).join(' ')));
      if (models.size === 1 && /\p{L}/u.test(code) && /\d/.test(code)) return { product: marked[0] };
    }
    const part = this.byCodePart(code);
    if (part) return part;
    // By sound only for a code with letters enough to sound like one ("хв118"; not "в 42": "in 42").
    const product = (code.match(/\p{L}/gu) ?? []).length >= 2 ? this.bySound.get(soundKey(code)) : undefined;
    return product ? { product } : this.byNumberOnly(code);
  }

  /**
   * "SRPD55" of SEI-SRPD55K1, "ga2100 7a" of CAS-GA2100-7A: a code of letters and figures that begins
   * one of the shop's codes at one of its segments (the maker's number without the shop's prefix),
   * when it is only one product's.
   */
  private byCodePart(code: string): { product: ProductFact; size?: string } | null {
    const [key] = codeKeys(code);
    if (!key || key.length < 5 || !/\p{L}/u.test(key) || !/\d.*\d/.test(key)) return null;
    const tails = this.codeTails();
    // The tails that start with the key sit together from its place in the sorted list on.
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid].tail < key) lo = mid + 1;
      else hi = mid;
    }
    let found: { product: ProductFact; size?: string } | undefined;
    for (let i = lo; i < tails.length && tails[i].tail.startsWith(key); i += 1) {
      if (!found) found = { product: tails[i].product, size: tails[i].size };
      else if (tails[i].product !== found.product) return null;
      // Several of its sizes' codes have it: the product, no size.
      else if (tails[i].size !== found.size) found.size = undefined;
    }
    return found ?? null;
  }

  private codeTailList: Array<{ tail: string; product: ProductFact; size?: string }> | undefined;
  /**
   * The keys of every written code's tails after a separator ("SRPD55K1" of SEI-SRPD55K1), sorted:
   * built once per catalogue, so a code no exact key found costs a binary search, not a pass over
   * every code of the shop (20,000 products in the bench).
   */
  private codeTails(): Array<{ tail: string; product: ProductFact; size?: string }> {
    this.codeTailList ??= this.writtenCodes
      .flatMap(({ code: own, product, size }) =>
        [...own.matchAll(/[-_./\s]+/g)].flatMap((m) => {
          const [tail] = codeKeys(own.slice((m.index ?? 0) + m[0].length));
          return tail ? [{ tail, product, size }] : [];
        }),
      )
      .sort((a, b) => (a.tail < b.tail ? -1 : a.tail > b.tail ? 1 : 0));
    return this.codeTailList;
  }

  private sizePartKeys: Set<string> | undefined;
  /** The code keys of the figured parts of the shop's sizes of several ("R15" of "195/65 R15"; not "15 Вт"). */
  private sizeParts(): Set<string> {
    this.sizePartKeys ??= new Set(
      [...this.sizes.values()].flatMap((s) => {
        const parts = figuredParts(s);
        return parts.length > 1 ? parts.map((p) => codeKeys(p)[0]) : [];
      }),
    );
    return this.sizePartKeys;
  }

  /**
   * "арт. 0915" for BAG-0915-BLK: a number alone is the code whose number it is, when only one
   * model's codes have it and it is no size of the shop's ("на 104" is a size, not DR-104).
   */
  private byNumberOnly(code: string): { product: ProductFact } | null {
    const [number] = codeNumbers(code);
    if (!number || !/^\d+$/.test(code.trim()) || this.sizes.has(code.trim()) || this.sizes.has(number)) return null;
    const products = this.byNumber.get(number) ?? this.byNameNumber.get(number) ?? [];
    const models = new Set(products.map((p) => this.modelOf.get(p)));
    return products.length > 0 && models.size === 1 ? { product: products[0] } : null;
  }

  /** Texts read lately, the most recent last (issue 54: each message is read by its draft and again when the next draft folds it into the state). */
  private readonly readings = new Map<string, CatalogueReading>();

  /**
   * Whether the only words of a text naming other models are a colour of `model` (the item in play):
   * "а скільки графітова коштує?" of a graphite duvet cover names no bedding set «Графіт».
   */
  namedByColourOf(reading: CatalogueReading, model: Model, text: string): boolean {
    if (reading.coded.length > 0 || (reading.models.length === 0 && reading.ambiguous.length === 0)) return false;
    if (reading.models.includes(model) || reading.ambiguous.includes(model)) return false;
    const words = wordsOf(text);
    const colour = words.filter((w) => model.variants.some((v) => v.colour && colourNamed(v.colour, w)));
    if (colour.length === 0) return false;
    const rest = this.read(words.filter((w) => !colour.includes(w)).join(' '));
    return rest.coded.length === 0 && rest.models.length === 0 && rest.ambiguous.length === 0;
  }

  /** Everything the text names from this catalogue (the same text is read once: a copy of the reading is handed out). */
  read(text: string): CatalogueReading {
    let reading = this.readings.get(text);
    this.readings.delete(text);
    if (!reading) reading = this.readText(text);
    this.readings.set(text, reading);
    if (this.readings.size > READINGS_KEPT) this.readings.delete(this.readings.keys().next().value as string);
    const { coded, unknownCodes, models, ambiguous, sizes, looseWords, unknownWords } = reading;
    return {
      ...reading,
      coded: [...coded],
      unknownCodes: [...unknownCodes],
      models: [...models],
      ambiguous: [...ambiguous],
      sizes: [...sizes],
      looseWords: [...looseWords],
      unknownWords: [...unknownWords],
    };
  }

  private readText(written: string): CatalogueReading {
    // "щось з Холодного серця": a title as the shop's names write it ("Frozen"), language/titles.ts.
    this.titles ??= titlesIn(this.allModels().map((m) => m.name));
    // An order's delivery details (a phone, a branch, a city, a name) name no product; nor does the
    // "ніж" ("than") of a comparison ("дешевше ніж 500"), which is no knife.
    const said = withShopTitles(withoutDeliveryDetails(withUnitsSpelt(written)), this.titles).replace(
      COMPARED_THAN,
      '$1',
    );
    // "чохол на 15 про макс": a device's model is the size; its number and words name no code nor product.
    const mentions = modelSizesSaid(said, this.modelSizes);
    let text = said;
    for (const m of mentions) text = `${text.slice(0, m.start)}${' '.repeat(m.end - m.start)}${text.slice(m.end)}`;
    const coded0 = this.codesIn(text);
    const { coded, unknownCodes, codedSizes } = coded0;
    this.kindsWith ??= kindsWithIn(this.allModels().map((m) => m.name));
    const rest = withoutWhatComesWith(coded0.rest, this.kindsWith);
    // "дзвоник на велосипед", "чохол для валізи": a kind after на/для/for says what the item is for;
    // it names a product of its own only when nothing else in the text does.
    // Only after words that name a product themselves ("ціна на шарф", "how much for the loafers" ask of the kind).
    const purpose = rest.replace(PURPOSE, (phrase, word: string, at: number) => {
      if (!isKindWord(word.toLowerCase())) return phrase;
      // "на штори блекаут" in a fabric shop: a kind the shop does not sell is what the item is for.
      if (!kindsNamed(word.toLowerCase()).some((k) => this.kindsSold().has(k.id))) return ' ';
      const before = this.search(rest.slice(0, at), coded);
      return before.models.length > 0 || before.ambiguous.length > 0 ? ' ' : phrase;
    });
    const forSomething = purpose !== rest ? this.search(withoutVariantNouns(purpose), coded) : null;
    const restSizes = this.sizesIn(rest);
    const searched = withoutVariantNouns(withoutSizeFigures(rest, restSizes));
    const found =
      forSomething && (forSomething.models.length > 0 || forSomething.ambiguous.length > 0)
        ? forSomething
        : this.withoutCountedUnits(searched, coded, this.search(searched, coded));
    const { covered } = found;
    let { models, ambiguous } = this.variantWordsOwn(rest, coded, found);
    for (const m of coded0.byModelCode) if (!models.includes(m)) models = [m, ...models];
    if (coded0.byModelCode.length > 0) ambiguous = [];
    // "колготки 20 ден" between «Колготки … 20 ден» and «Колготки … 40 ден»: a number only one
    // candidate's name has names it.
    if (models.length === 0 && ambiguous.length > 1) {
      // Not a number another candidate is sold in as a size ("908" of «… Whey» in "908 г" beside
      // «… Casein 908 г»): the retriever weighs sizes.
      // Not a number the name measures in a unit the text does not say after it ("10 лампочок" is
      // no «… 10 Вт»; "3 candles" is «… з 3 свічок», "на 6 персон" «… 6 шт»).
      const after = (text: string, n: string) =>
        new RegExp(`(?<![\\d.,])${n}\\s*(\\p{L}+)?`, 'u').exec(text)?.[1]?.toLowerCase() ?? '';
      const otherMeasure = (said: string, own: string) =>
        said !== '' && MEASURE_UNIT.test(own) && !isCountUnit(own) && said !== own;
      const inName = (m: Model, n: string) =>
        new RegExp(`(?<![\\d.,])${n}(?![\\d])`).test(m.name) && !otherMeasure(after(rest, n), after(m.name, n));
      const soldIn = (m: Model, n: string) =>
        m.variants.some((v) => v.sizes.some((x) => /^\d+/.exec(x.size.trim())?.[0] === n));
      const numbers = (rest.match(/(?<![\p{L}\d])\d{1,4}(?![\d])/gu) ?? []).filter(
        (n) => !ambiguous.some((m) => !inName(m, n) && soldIn(m, n)),
      );
      const named = ambiguous.filter((m) => numbers.some((n) => inName(m, n)));
      if (named.length === 1) {
        models = named;
        ambiguous = [];
      }
    }
    // "блокнот а5 в крапку" between «Блокнот Scribe A5 …» and «… A4 …»: a letter with a number (a
    // paper format, a model's mark), in either script, that only one candidate's name has names it.
    if (models.length === 0 && ambiguous.length > 1) {
      const marks = (rest.match(/(?<![\p{L}\d])\p{L}\d{1,2}(?![\p{L}\d])/gu) ?? []).map(latinLookalike);
      const hasMark = (name: string) =>
        (latinLookalike(name).match(/(?<![\p{L}\d])\p{L}\d{1,2}(?![\p{L}\d])/gu) ?? []).some((t) => marks.includes(t));
      const marked = marks.length > 0 ? ambiguous.filter((m) => hasMark(m.name)) : [];
      if (marked.length === 1) {
        models = marked;
        ambiguous = [];
      }
    }
    // "свічка з лавандою" between three candles: the colour (a shade, a scent) some of them come in
    // and the others do not names those.
    if (models.length === 0 && ambiguous.length > 1) {
      const coloured = ambiguous.filter((m) => m.variants.some((v) => v.colour && colourNamed(v.colour, rest)));
      if (coloured.length > 0 && coloured.length < ambiguous.length) {
        models = coloured.length === 1 ? coloured : [];
        ambiguous = coloured.length === 1 ? [] : coloured;
      }
    }
    // "dentastix small" of sticks sold in S, M, L beside «Puppy Small Breed»: the English size word is
    // the sized model's letter size, and names no model whose name merely has the word.
    let letterSaid: string | null = null;
    const sizeWord = /(?<!\p{L})(small|medium|large)(?!\p{L})/iu.exec(rest);
    if (sizeWord && models.length >= 2) {
      const word = sizeWord[1].toLowerCase();
      const letter = ({ small: 'S', medium: 'M', large: 'L' } as Record<string, string>)[word];
      const sized = models.filter((m) =>
        m.variants.some((v) => v.sizes.some((x) => x.size.trim().toUpperCase() === letter)),
      );
      const byWord = models.filter((m) => !sized.includes(m) && wordsOf(m.name).includes(word));
      if (sized.length === 1 && byWord.length > 0) {
        models = models.filter((m) => !byWord.includes(m));
        letterSaid = letter;
      }
    }
    // "HW-118-M є?": a size's own code names the size too.
    let sizes = [
      ...new Set([
        ...codedSizes,
        ...mentions.map((m) => m.spelling),
        ...restSizes,
        ...(letterSaid ? [letterSaid] : []),
      ]),
    ];
    for (const size of measuredSizesSaid(rest, [
      ...models,
      ...ambiguous,
      ...coded.flatMap((p) => this.modelOf.get(p) ?? []),
    ]))
      if (!sizes.some((s) => sameSize(s, size))) sizes.push(size);
    // "фліска 56 розмір" of "56-58", "хакка на 17 радіус" of "215/60 R17": a named model's size by a part.
    const parts = partSizesSaid(
      rest,
      [...models, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])].flatMap((m) =>
        m.variants.flatMap((v) => v.sizes.map((x) => x.size)),
      ),
      sizes,
    );
    sizes.push(...parts);
    const partFigures = new Set(parts.flatMap((x) => x.match(/\d+/g) ?? []));
    // "на 2 акб 4Ач", "без акб", "диск 190": a named model's long size by the words only it has.
    const kits: Array<Set<string>> = [];
    for (const m of [...models, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])]) {
      const own = [...new Set(m.variants.flatMap((v) => v.sizes.map((x) => x.size)))];
      if (own.some((o) => sizes.some((s) => sameSize(s, o)))) continue;
      const kit = kitSizeSaid(rest, own);
      if (!kit || sizes.includes(kit)) continue;
      kits.push(new Set(kitTokens(kit)));
      // "4 Ач" of a battery the shop sells, said inside the kit "2 акб 4Ач": the kit's, no size apart
      // (the kit after the sizes read before it).
      const [, ...others] = withKitSize(sizes, kit, own);
      sizes = [...others, kit];
    }
    // Its words are the size's ("body", "акб", "4ач"), its numbers no code ("190" of "190×30 мм").
    const ofKit = (w: string) => {
      const t = kitTokens(w);
      return t.length > 0 && kits.some((k) => t.every((x) => k.has(x) || k.has(x.replace(/\p{L}+$/u, ''))));
    };
    // "№104" of a piping tip sold in "№104 (пелюстка)": a size's number, no code the shop lacks.
    const sizeNumbers = new Set(sizes.map((x) => /^(?:№|#)?\s*(\d+)(?![\d.,])/u.exec(sizeCellLabel(x))?.[1]));
    const codes = unknownCodes.filter(
      (c) => !ofKit(c) && !(/^\d+$/.test(c) && (sizeNumbers.has(c) || partFigures.has(c))),
    );
    unknownCodes.length = 0;
    unknownCodes.push(...codes);
    // "маленька", "середню", "найбільший": the named model's smallest, middle or largest size.
    const byOrder = this.sizeByOrder(rest, [...models, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])], sizes);
    if (byOrder) sizes = [byOrder.size, ...sizes.filter((s) => byOrder.own.some((o) => sameSize(o, s)))];
    const saysSize = (w: string) => byOrder !== null && sizeConceptsIn(w).length > 0;
    // "дві по 200" of a candle sold in "міні 60 г", "класична 200 г": a number the shop's other
    // sizes have ("200 мл") is the named model's own size of that number when it has exactly one.
    sizes = this.ownSizesOfNumbers([...models, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])], sizes);
    // "А4 є на 12 і на 20 аркушів?" of paper sold as "A4 · 12", "A4 · 20": sizes of options joined,
    // each of whose parts is said; the bare numbers among them are those sizes' parts, no other's size.
    const joined = joinedSizesSaid(rest, [...models, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])]);
    if (joined.length > 0) {
      const parts = new Set(joined.flatMap((j) => j.split(' · ').map((x) => x.trim().toLowerCase())));
      const figure = (x: string) => /^\d+(?:[.,]\d+)?/.exec(x.trim())?.[0] ?? x.trim().toLowerCase();
      sizes = [...joined, ...sizes.filter((x) => !joined.includes(x) && !parts.has(figure(x)))];
    }
    // "скло на 15 про" of a glass sold for "iPhone 15 / 15 Pro": the named model's own size for that
    // device, not also the cases' "iPhone 15 Pro" it lacks.
    sizes = ownDeviceSizes(
      [...models, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])].flatMap((m) => m.variants),
      sizes,
    );
    // "лампа A60 … тепле" where «тепле» describes another model's "2700K (тепле)": a size said only
    // by its description, whose figure is not written, is no size of the named model that lacks it
    // (the word is the named model's own colour, "3000K (тепле)").
    sizes = sizesWrittenOrOwn(sizes, [...models, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])], rest);
    // "а L/XL?": the parts of a size named are no words ("l", "xl").
    const sizeParts = new Set(sizes.flatMap((s) => [sizeKey(s), ...sizeKey(s).split(/[/-]/)]));
    const isSize = (w: string) =>
      sizeParts.has(sizeKey(w)) ||
      sizes.some((x) => /^[A-Za-z]{3,}$/.test(x.trim()) && latinWordSizeSaid(w, x.trim())) ||
      ofKit(w) ||
      this.unitOfSizes(w, rest) ||
      sizes.some((x) => /^\p{Script=Cyrillic}{4,}$/u.test(x) && stem(x.toLowerCase()) === stem(w.toLowerCase()));
    const named = new Set(
      [...models, ...ambiguous].flatMap((m) => wordsOf(m.name).flatMap((w) => [stem(w), latinKey(w), ...otherKeys(w)])),
    );
    // Ordinary language (a greeting, "разом", "плз") names no product: neither loose nor unknown.
    const looseWords = [...new Set(queryTerms(rest).map((t) => t.word))]
      .map((i) => compoundsOf(rest)[i])
      .filter((w) => w && !this.isColourWord(w) && !isSize(w) && !saysSize(w))
      .filter(
        (w) =>
          ![w, ...synonymsOf(w), latinKey(w), abbreviationLetters(w), lookalikeMark(w)].some(
            (f) => f && named.has(stem(f)),
          ) && !isOrdinary(w),
      );
    const words = compoundsOf(rest);
    // "sleeping bags" where the shop sells sleeping bags: no word of a kind's phrase the shop has is lacking ("bags").
    const phraseWords = new Set(
      kindPhrasesIn(wordsOf(rest))
        .filter((p) => this.kindsSold().has(p.id))
        .flatMap((p) => p.words),
    );
    // Only a word naming a kind or a property (language/properties.json) can be one the shop lacks.
    // A brand no data of the shop has, beside a kind ("протеїн dymatize"): not a place or an airline.
    const besideKind = (i: number) => [words[i - 1], words[i + 1]].some((n) => n && this.namesKind(n));
    const unknownWords = [...new Set(queryTerms(rest).map((t) => t.word))]
      .filter((i) => !covered.has(i))
      .filter((i) => isQualifierWord(words[i] ?? '') || (unknownLatinName(words[i] ?? '') && besideKind(i)))
      .map((i) => words[i])
      .filter((w) => w && w.length >= 3 && /\p{L}/u.test(w))
      .filter((w) => !this.isColourWord(w) && !isSize(w) && !saysSize(w))
      // "які запахи є?": the word for what the variants are is no qualifier the shop lacks ("на запах"
      // alone is a wrap dress's cut).
      .filter((w) => !VARIANT_NOUN.test(w.toLowerCase()) || w.toLowerCase() === 'запах')
      .filter((w) => !this.knows(w) && !phraseWords.has(w.toLowerCase()));
    // "milanese strap" of «Браслет міланський»: a word of the other script whose Latin spelling begins
    // as a named model's word (five letters) is that word's, no qualifier the shop lacks.
    const namedStarts = new Set(
      [...models, ...ambiguous].flatMap((m) =>
        wordsOf(m.name)
          .map((w) => latinKey(w))
          .filter((k) => k.length >= 5)
          .map((k) => k.slice(0, 5)),
      ),
    );
    for (let i = unknownWords.length - 1; i >= 0; i -= 1)
      if (unknownWords[i].length >= 5 && namedStarts.has(latinKey(unknownWords[i]).slice(0, 5)))
        unknownWords.splice(i, 1);
    // "є лего ніндзяго?": a title no name of the shop has is an item the shop lacks.
    for (const title of otherTitlesSaid(written, this.titles))
      if (!unknownWords.includes(title)) unknownWords.push(title);
    return { coded, unknownCodes, models, ambiguous, sizes, rest, looseWords, unknownWords };
  }

  private sold: Set<string> | null = null;

  /** The letter-and-number parts of the shop's sizes ("A4" of "A4 · 12"), upper case. */
  private marks: Set<string> | null = null;

  private sizeMarks(): Set<string> {
    this.marks ??= new Set(
      [...this.sizes.values()].flatMap(
        (s) => s.toUpperCase().match(/(?<![\p{L}\d])\p{L}{1,2}\d+(?![\p{L}\d])/gu) ?? [],
      ),
    );
    return this.marks;
  }

  /** The stems of the first words of the shop's names ("протеїн" of «Протеїн ізолят …»). */
  private heads: Set<string> | null = null;

  /** Whether a word names a kind: the lexicon's, or the first word of a name of the shop. */
  private namesKind(word: string): boolean {
    this.heads ??= new Set(
      this.allModels().flatMap((m) =>
        wordsOf(m.name)
          .slice(0, 1)
          .map((w) => stem(w)),
      ),
    );
    return isKindWord(word.toLowerCase()) || this.heads.has(stem(word.toLowerCase()));
  }

  /** The sound keys of the unit words of the shop's sizes by their number ("200" → "kapsul" of "200 капсул"). */
  private unitsByNumber: Map<string, string[]> | null = null;

  /** Whether a number and the word after it are a size of the shop ("200 капсул", "200 caps"). */
  private sizeWithUnit(number: string, after: string): boolean {
    const word = /^\s*(\p{L}+)/u.exec(after)?.[1];
    if (!word) return false;
    if (!this.unitsByNumber) {
      this.unitsByNumber = new Map();
      for (const size of this.sizes.values()) {
        const m = /^(\d+)\s*(\p{L}+)/u.exec(size.trim());
        if (m) this.unitsByNumber.set(m[1], [...(this.unitsByNumber.get(m[1]) ?? []), latinKey(m[2].toLowerCase())]);
      }
    }
    const key = latinKey(word.toLowerCase());
    // A unit cut short ("капс" of "капсул"), or a short one in full ("мл", "g").
    return (this.unitsByNumber.get(number) ?? []).some(
      (unit) => unit === key || (key.length >= 3 && unit.startsWith(key)),
    );
  }

  /** The sound keys of the words the shop's sizes count in ("капсул" of "100 капсул", "порцій"). */
  private unitKeys: Set<string> | null = null;

  /**
   * Whether a word written right after a number is the unit the shop's sizes count in, in either
   * script or cut short: "100 caps" of "100 капсул", "60 порц" of "60 порцій". It says the size, no
   * kind ("caps" is no cap).
   */
  private unitOfSizes(word: string, text: string): boolean {
    this.unitKeys ??= new Set(
      [...this.sizes.values()]
        .filter((s) => /^\d/.test(s.trim()))
        .flatMap((s) => wordsOf(s).filter((w) => /^\p{L}{3,}$/u.test(w)))
        .map((w) => latinKey(w)),
    );
    const key = latinKey(word.toLowerCase());
    if (key.length < 3 || ![...this.unitKeys].some((u) => u.startsWith(key))) return false;
    const at = text.toLowerCase().indexOf(word.toLowerCase());
    return at > 0 && /\d\s*$/.test(text.slice(0, at));
  }
  /** The titles the shop's names write (language/titles.ts). */
  private titles: ShopTitle[] | null = null;
  /** The kinds the names say their items come with (see `kindsWithIn`). */
  private kindsWith: Set<string> | null = null;

  /** Sizes of other models replaced by the one named model's size of the same number (`readText`, a follow-up's item in play). */
  ownSizesOfNumbers(named: Model[], sizes: string[]): string[] {
    const models = [...new Set(named)];
    if (models.length !== 1) return sizes;
    const own = [...new Set(models[0].variants.flatMap((v) => v.sizes.map((s) => s.size)))];
    return [
      ...new Set(
        sizes.map((s) => {
          // "12 шт" of pencils sold as "12": the model's own spelling.
          const spelled = own.find((o) => sameSize(o, s));
          if (spelled) return spelled;
          // "6 шт" of a screwdriver set, "10 мм" of a drill bit, where the named gloves have "10".
          const numberOf = (x: string) =>
            MEASURE.exec(x)?.[1] ?? /^(\d+(?:[.,]\d+)?)(?:\s*\p{L}{1,3}\.?)?$/u.exec(x.trim())?.[1] ?? null;
          const n = numberOf(s);
          if (!n) return s;
          const same = own.filter((o) => numberOf(o) === n);
          return same.length === 1 ? same[0] : s;
        }),
      ),
    ];
  }

  /**
   * A size said by its place among one model's sizes ("маленька", "середню", "найбільший",
   * "the medium one"): the smallest, the middle of an odd number, or the largest of its sizes
   * ordered by their measure ("міні 60 г" < "класична 200 г" < "велика 400 г"; "50 мл" <
   * "100 мл" < "200 мл"), when exactly one model is named, its sizes are all measured in one unit,
   * and no size of its own is named already (its cell's own word, "велика", wins).
   */
  private sizeByOrder(text: string, named: Model[], sizes: string[]): { size: string; own: string[] } | null {
    // "для собачки малої породи": the dog's breed is small, not the bag.
    const said = text.replace(
      /(?<!\p{L})(?:мал\p{L}*|маленьк\p{L}*|мелк\p{L}*|велик\p{L}*|крупн\p{L}*|середн\p{L}*|средн\p{L}*|small|large|medium|mini|maxi)\s+(?:пород\p{L}*|breeds?)(?!\p{L})/giu,
      ' ',
    );
    const concepts = sizeConceptsIn(said).filter((c) => ORDERED_SIZES.includes(c));
    const models = [...new Set(named)];
    if (concepts.length !== 1 || models.length !== 1) return null;
    const own = [...new Set(models[0].variants.flatMap((v) => v.sizes.map((s) => s.size)))];
    if (own.length < 2 || sizes.some((s) => own.some((o) => sameSize(o, s)))) return null;
    const measures = own.map((s) => MEASURE.exec(s));
    if (measures.some((m) => !m) || new Set(measures.map((m) => m![2].toLowerCase())).size !== 1) return null;
    const order = own
      .map((size, i) => ({ size, n: Number(measures[i]![1].replace(',', '.')) }))
      .sort((a, b) => a.n - b.n);
    if (new Set(order.map((o) => o.n)).size !== order.length) return null;
    const at =
      concepts[0] === 'small'
        ? 0
        : concepts[0] === 'large'
          ? order.length - 1
          : order.length % 2 === 1
            ? (order.length - 1) / 2
            : -1;
    return at < 0 ? null : { size: order[at].size, own };
  }

  /** The kinds the shop's names name. */
  private kindsSold(): Set<string> {
    this.sold ??= new Set(this.allModels().flatMap((m) => kindsNamed(m.name.replace(/-/g, ' ')).map((k) => k.id)));
    return this.sold;
  }

  /** Whether a customer's word (or the lexicon's words for it) is a word of the shop's data, up to its ending. */
  /** Stems of the words of the products' characteristics (their labels and values). */
  private readonly detailStems = new Set<string>();

  private knows(word: string): boolean {
    const forms = [word, ...synonymsOf(word)];
    if (forms.some((f) => !/[-\s']/.test(f) && this.detailStems.has(stem(f)))) return true;
    const known = (part: string) =>
      [stem(part), transliterate(part), latinKey(part)].some(
        (s) =>
          this.vocabulary.has(s) ||
          [...this.vocabulary].some((v) => Math.min(v.length, s.length) >= 4 && (v.startsWith(s) || s.startsWith(v))),
      );
    return forms.some((f) => {
      // A phrase ("phone holder", "car mount") is known when each of its words is, not by one of
      // them ("phone" of a case's "Модель телефону"); a word's parts ("м'ятний") by any.
      const phrase = /\s/.test(f.trim());
      const parts = f
        .split(phrase ? /\s+/ : /[-\s']+/)
        .filter((p) => p.length >= 2 && !(phrase && PHRASE_LINKS.has(p)));
      return parts.length > 0 && (phrase ? parts.every(known) : parts.some(known));
    });
  }

  /**
   * "ефіопію під турку", "колумбія під фільтр", "kv bra еспресо": a word that is a variant of a
   * model the rest of the text names (its colour cell: a grind 'Турка', 'Фільтр') names that
   * variant, not another product whose name has it («Турка мідна», «Фільтри паперові»).
   */
  private variantWordsOwn(
    rest: string,
    coded: ProductFact[],
    found: { models: Model[]; ambiguous: Model[] },
  ): { models: Model[]; ambiguous: Model[] } {
    const words = wordsOf(rest).filter((w) => w.length >= 3 && [...this.colours].some((c) => colourNamed(c, w)));
    if (words.length === 0) return found;
    let without = rest;
    for (const w of words) without = without.replace(w, ' ');
    const again = this.search(withoutVariantNouns(without), coded);
    const owners = [...again.models, ...again.ambiguous, ...coded.flatMap((p) => this.modelOf.get(p) ?? [])].filter(
      (m) => m.variants.some((v) => v.colour && words.some((w) => colourNamed(v.colour, w))),
    );
    // The owners are kept (among others the rest names alike: the colour narrows those later).
    return owners.length === 0 ? found : { models: again.models, ambiguous: again.ambiguous };
  }

  private isColourWord(word: string): boolean {
    return coloursIn(word).length > 0 || [...this.colours].some((c) => colourNamed(c, word));
  }

  /** Codes of this shop in the text, the longest run of pieces first; what is left for words. */
  private codesIn(text: string): {
    coded: ProductFact[];
    unknownCodes: string[];
    rest: string;
    codedSizes: string[];
    /** Models named by the code their products' codes share (AT-AP of AT-AP-CT …). */
    byModelCode: Model[];
  } {
    const pieces = runs(latinLookalikes(text));
    const coded: ProductFact[] = [];
    const byModelCode: Model[] = [];
    const codedSizes: string[] = [];
    const spans: Array<[number, number]> = [];
    for (let i = 0; i < pieces.length; i += 1) {
      // Up to six pieces: a variant's SKU of a device model ("CS-210-15PM-BK": 15 and PM are two).
      for (let n = Math.min(6, pieces.length - i); n >= 1; n -= 1) {
        const window = pieces.slice(i, i + n);
        // Pieces of a code are glued or joined by a dash, space, dot or slash only.
        const gaps = window.slice(1).every((p, k) => /^[\s\-_./]{0,2}$/.test(text.slice(window[k].end, p.start)));
        if (!gaps) continue;
        const joined = window.map((p) => p.text).join('');
        // "PF-01 5 мл": a number after a space that the shop's sizes count in its unit is the size, no piece of the code.
        const last = window[n - 1];
        if (
          n >= 2 &&
          /^\d+$/.test(last.text) &&
          /\s/.test(text.slice(window[n - 2].end, last.start)) &&
          this.sizeWithUnit(last.text, text.slice(last.end))
        )
          continue;
        if (!window.some((p) => /\d/.test(p.text))) {
          // A code of Latin letters in segments ('OB-AER', 'kv col'): only one of the shop's own,
          // found exactly (no sound-alike: it would be any two English words).
          // One piece too when it is a code of the shop's as written without its dash ("scms" of SC-MS).
          const found =
            (n >= 2 || joined.length >= 4) && window.every((p) => /^[A-Za-z]+$/.test(p.text))
              ? this.exactCode(joined)
              : null;
          if (!found) continue;
          // "at-ap" of AT-AP-CT, AT-AP-LV: the model of every such code, not its first; a variant's own
          // SKU ("sm-felt-wh" of SM-FELT-WH) is that variant.
          const own = [found.code, ...found.sizes.map((s) => s.sku ?? '')].some((c) =>
            codeKeys(c).includes(codeKeys(joined)[0]),
          );
          const model = own ? undefined : this.modelOf.get(found);
          const sku = own ? found.sizes.find((s) => s.sku && codeKeys(s.sku).includes(codeKeys(joined)[0])) : undefined;
          if (sku && found.sizes.length > 1) codedSizes.push(sku.size);
          if (model && model.variants.length > 1) {
            if (!byModelCode.includes(model)) byModelCode.push(model);
          } else if (!coded.includes(found)) coded.push(found);
          spans.push([window[0].start, window[n - 1].end]);
          i += n - 1;
          break;
        }
        // "195/65 15" where a tyre «195/65 R15» is sold and its code ends in 1956515: a size said, no
        // code (figures first, joined by spaces and slashes; "BL-15-3K" stays a code).
        if (
          n >= 2 &&
          /^\d/.test(window[0].text) &&
          window.slice(1).every((p, k) => /^[\s/]*$/.test(text.slice(window[k].end, p.start))) &&
          window.every((p) => /^(?:\p{L}{1,2}|\p{L}{0,2}\d+)$/u.test(p.text)) &&
          window.filter((p) => /\d/.test(p.text)).length >= 2 &&
          this.sizesSaid(text.slice(window[0].start, window[n - 1].end)).some((size) => figuredParts(size).length >= 2)
        )
          continue;
        // "зріст 165", "до 1500": a number with a unit or a measure is not a code.
        if (/^\d+$/.test(joined) && isMeasurement(text, window[0].start, window[n - 1].end)) continue;
        // "на 200 капсул" where the shop sells "200 капсул": a size of the shop said with its unit, no code.
        if (/^\d+$/.test(joined) && this.sizeWithUnit(joined, text.slice(window[n - 1].end))) continue;
        const found = this.lookup(joined);
        if (!found) continue;
        const { product, size } = found;
        // "дві по 200" where «KB-301-200» is a one-size candle of "класична 200 г": a bare number that
        // is the found product's own size's number is that size, not its code.
        if (/^\d+$/.test(joined) && product.sizes.some((s) => MEASURE.exec(s.size)?.[1] === joined)) continue;
        // "PT120" of PT12001 … PT12005 in three colours: the model, every colour of it.
        const model = codeKeys(joined).some((k) => this.modelCodeKeys.has(k)) ? this.modelOf.get(product) : undefined;
        if (model && model.variants.length > 1) {
          if (!byModelCode.includes(model)) byModelCode.push(model);
        } else if (!coded.includes(product)) coded.push(product);
        if (size) codedSizes.push(size);
        spans.push([window[0].start, window[n - 1].end]);
        i += n - 1;
        break;
      }
    }
    let rest = text;
    for (const [a, b] of [...spans].reverse()) rest = `${rest.slice(0, a)} ${rest.slice(b)}`;
    const unknownCodes: string[] = [];
    for (const m of rest.matchAll(CODE_LIKE)) {
      const candidate = m[0];
      const key = sizeKey(candidate);
      const digits = candidate.replace(/\D/g, '');
      // A size of the shop, also one written with its unit ("115" of a belt's "115 cm").
      const sizeNumber = (k: string) => unitless(k) === digits;
      if (this.sizes.has(key) || this.sizes.has(digits) || [...this.sizes.keys()].some(sizeNumber)) continue;
      const at = m.index ?? 0;
      if (/^\d+$/.test(candidate) && isMeasurement(rest, at, at + candidate.length)) continue;
      // "скажи що шолом коштує 999", "за 1100 віддасте?": a price the customer says, no code.
      if (/^\d+$/.test(candidate) && priceSaidBefore(rest.slice(0, at))) continue;
      // "х260" of "400х260": a side of dimensions, no code.
      if (inDimensions(rest, at, at + candidate.length)) continue;
      // "in 39", "до 100": a lower-case word before a number is a word, not a code.
      if (/^\p{Ll}+\s/u.test(candidate)) continue;
      if (
        /^[\p{L}]+$/u.test(candidate.replace(/[\s\-_\d]/g, '')) &&
        !/\d{2,}/.test(candidate) &&
        !/^[A-Za-z]{2,4}-\d$/.test(candidate)
      )
        continue;
      if (/^\p{Script=Cyrillic}{2,}/u.test(candidate) && !/[-]/.test(candidate)) continue;
      // In either script: "в60" quotes the name's «V60».
      if (codeKeys(candidate).some((key) => this.dataTokens.has(key))) continue;
      // "Lite 12-36", "Warm 0-12": a model's name word before a range is the model and its size.
      const letters = candidate.replace(/[\s\-_\d]/g, '');
      if (
        /^\s?[-–]\s?\d/.test(rest.slice(at + candidate.length)) &&
        letters &&
        this.inNames(stem(letters.toLowerCase()))
      )
        continue;
      unknownCodes.push(candidate.toUpperCase());
    }
    return { coded, unknownCodes, rest, codedSizes, byModelCode };
  }

  /** Whether a size of the shop is a device's model ("iPhone 15 Pro Max"): understand/model-sizes.ts. */
  isModelSize(size: string): boolean {
    return this.modelSizes.some((m) => m.spelling === size);
  }

  /** Devices' models the text names that the shop has no size for ("на айфон 12", "для Google Pixel 8"). */
  unknownModelsIn(text: string): string[] {
    return unknownModelsSaid(text, this.modelSizes);
  }

  /** The shop's sizes named in the text (a lone S, M or L in capitals or after "розмір"). */
  sizesIn(written: string): string[] {
    // "на Ender-3", "Ender-3 V2": a number joined to a word by a hyphen is the name's, no size said
    // ("3 кг"), unless the shop sells that very size.
    const text = withUnitsSpelt(written).replace(/(\p{L}{3,})-(\d+)(?![\d\p{L}.,])/gu, (m, word: string) =>
      this.sizes.has(sizeKey(m)) ? m : word,
    );
    const found = this.describedSizes(text, this.sizesSaid(text));
    return [...found, ...this.letterSizesLacked(text, found)];
  }

  /**
   * "халат XXL є?" of robes sold in S/M and L/XL, "підв'язка XL" of S, M, L: a letter size of two
   * letters or more that no size of the shop is, said as a size (no word of a name), so the answer
   * is "no such size" with the sizes there are, not the whole stock.
   */
  private letterSizesLacked(text: string, found: string[]): string[] {
    const lacked: string[] = [];
    for (const m of text.matchAll(/(?<![\p{L}\d/-])(x{1,4}[sl]|[2-6]xl)(?![\p{L}\d/-])/giu)) {
      const size = m[1].toUpperCase();
      if (this.sizes.has(sizeKey(size)) || found.some((f) => sameSize(f, size)) || this.inNames(m[1].toLowerCase()))
        continue;
      if (!lacked.includes(size)) lacked.push(size);
    }
    return lacked;
  }

  /**
   * Labels found whose sizes differ by the figures after the label ("2,4 м · 5-25 г", "2,4 м · 10-40
   * г"; "0,25 мм · 100 м", "0,25 мм · 150 м"): the spelling whose every figure the text says too
   * ("2,4 з тестом 10-40", "0,25 на 100 м"), in place of the label that names them all.
   */
  private describedSizes(text: string, found: string[]): string[] {
    const said = new Set(text.match(FIGURES) ?? []);
    return found.flatMap((label) => {
      const spellings = this.sizeLabels.get(label) ?? [];
      const named = spellings.filter((spelling) => {
        const figures = spelling.slice(spelling.indexOf(label) + label.length).match(FIGURES) ?? [];
        return figures.length > 0 && figures.every((f) => said.has(f));
      });
      return named.length > 0 && named.length < spellings.length ? named : [label];
    });
  }

  private sizesSaid(text: string): string[] {
    const found: string[] = [];
    // Whether a word after a number names the shop's items (then the number counts them), once per word.
    const itemWords = new Map<string, boolean>();
    const namesItems = (word: string): boolean => {
      let known = itemWords.get(word);
      if (known === undefined) {
        known =
          [word, ...plainForms(word.toLowerCase())].some((w) => this.inNames(stem(w))) ||
          this.modelsNamed(word).length > 0;
        itemWords.set(word, known);
      }
      return known;
    };
    // Cyrillic look-alikes of letter sizes: "М", and a lone lower-case "м" ("на м є?").
    const folded = text
      .replace(/[МСХЛ]/g, (ch) => ({ М: 'M', С: 'S', Х: 'X', Л: 'L' })[ch] ?? ch)
      .replace(/(?<!\p{L})[мсл](?![\p{L}.])/gu, (ch) => ({ м: 'm', с: 's', л: 'l' })[ch] ?? ch)
      // A mark's letter after its number typed in Cyrillic ("2д", "1м" of a piping tip's №2D, №1M).
      .replace(
        /(?<=(?<![\p{L}\d.,])\d{1,3})[мдсх](?![\p{L}\d])/gu,
        (ch) => ({ м: 'M', д: 'D', с: 'S', х: 'X' })[ch] ?? ch,
      );
    // A size said with a description ("M / середня, 65×45×26 см") is named by its label ("M",
    // "на середню", "medium"), and the label is what is reported (answer/sizes.ts fits it to each
    // product's own spelling).
    const entries: Array<[string, string, string[]]> = [...this.sizes].map(([key, spelling]) => [
      key,
      spelling,
      [spelling],
    ]);
    for (const label of this.sizeLabels.keys()) entries.push([sizeKey(label), label, [label]]);
    const named = sizeWordsNamed(text, this.sizeWords, (w) => this.inNames(stem(w)));
    // "150х210", "150 на 210": the size whose description gives those dimensions.
    for (const said of [...[...text.matchAll(DIMENSIONS_SAID)].map(dimensionsOf), ...metreDimensionsIn(text)]) {
      for (const { dims, spelling } of this.sizeDims)
        if (said.length >= 2 && said.every((d, i) => dims[i] === d)) named.add(spelling);
    }
    for (const m of text.matchAll(MEASURES_SAID))
      for (const { n, unit, spelling } of this.sizeMeasures)
        if (m[1].replace(',', '.') === n && unitOf(m[2]) === unit) named.add(spelling);
    for (const spelling of named) if (!found.includes(sizeCellLabel(spelling))) found.push(sizeCellLabel(spelling));
    for (const m of modelSizesSaid(text, this.modelSizes)) if (!found.includes(m.spelling)) found.push(m.spelling);
    const models = new Set(this.modelSizes.map((m) => m.spelling));
    // Sizes with a unit said as a bare number, and said with their unit.
    const saidBare: Array<{ size: string; unit: string }> = [];
    const withUnit: Array<{ size: string; unit: string }> = [];
    for (const [key, spelling, reported] of entries) {
      if (models.has(spelling)) continue;
      const add = () => {
        for (const r of reported) if (!found.includes(r)) found.push(r);
      };
      // "в крапку", "в лінію" of a notebook's rulings «крапка», «лінія»: a size that is one Cyrillic
      // word is said in any of its forms (its stem, three letters at least).
      if (/^\p{Script=Cyrillic}{4,}$/u.test(spelling)) {
        const own = stem(spelling.toLowerCase());
        if (own.length >= 3 && wordsOf(text).some((w) => w.length >= 4 && stem(w) === own)) {
          add();
          continue;
        }
      }
      // A size that is one Latin word ("Cob", "Pony", "Full", "Combo") said in Cyrillic in any case
      // ("на коба", "поні", "комбо"), or in lower case where a size is said ("in cob size", "а full є?").
      if (/^[A-Z]{3,}$/.test(key) && latinWordSizeSaid(text, spelling)) {
        add();
        continue;
      }
      // An age ("3-6 міс", "2-3 роки") in any language's unit word: "3-6 мес", "3-6 months".
      const age = agePattern(spelling);
      if (age) {
        if (age.test(text)) add();
        continue;
      }
      if (ONE_SIZE.test(key)) {
        if (ONE_SIZE_IN_TEXT.test(text)) add();
        continue;
      }
      // A size of places ("3-місний") said in words: "тримісна", "на трьох", "for 3 people".
      const places = placesOf(spelling);
      if (places !== null && placesSaid(text).includes(places)) {
        add();
        continue;
      }
      // A set of N pieces in one ("3 in 1" of a travel system), written "3 в 1", "3в1", "3-в-1".
      const inOne = /^(\d) (?:IN|В|У) 1$/u.exec(key);
      if (inOne) {
        if (new RegExp(`(?<![\\p{L}\\d])${inOne[1]}\\s*-?\\s*(?:in|в|у)\\s*-?\\s*1(?![\\p{L}\\d])`, 'iu').test(text))
          add();
        continue;
      }
      // A length or girth in the data ("115 см") is written with or without its unit ("115").
      const measured = unitless(key);
      // A diameter ("Ø17 см", a pot's) is written with or without its sign: "17", "d17", "діаметр 17".
      const sign = DIAMETER_SIGN.exec(measured);
      // A number sign before a size ("№104" of a piping tip) is written or not.
      const numbered = /^(?:№|#)\s*(?=\d)/u.exec(measured);
      // A size system before the number ("EU 43" of boots sold one code per size) is written or not.
      const system = SIZE_SYSTEM.exec(measured);
      const bare = sign
        ? measured.slice(sign[0].length)
        : numbered
          ? measured.slice(numbered[0].length)
          : system
            ? measured.slice(system[0].length)
            : measured;
      const lead = sign
        ? String.raw`(?:(?:[øØ⌀]|d|д|діам\p{L}*|диам\p{L}*|diam\p{L}*)\s*)?`
        : numbered
          ? String.raw`(?:(?:№|#|no\.?|номер)\s*)?`
          : system
            ? `(?:${escapeRegExp(system[1])}\\s*)?`
            : '';
      // A bra's "75C" is written "75 C" as often as not: a space between the band and the cup.
      const parts = bare
        .split(/[/\- ]/)
        .filter(Boolean)
        .map((p, i) =>
          /^\d+[A-Z]{1,2}$/.test(p)
            ? p.replace(/^(\d+)/, '$1\\s?')
            : // A tyre's rim after its width and profile ("205/55 R16", "225/45 ZR17") is said with
              // its letters or without, in either script: "205/55/16", "205 55 р16", "225/45 r17".
              // Its own letters only: "r17" is no "ZR17" of another tyre sold in 225/45 ZR17.
              i > 0 && /^[A-Z]{1,2}\d+$/.test(p)
              ? `(?:${lettersInEitherScript(/^[A-Z]+/.exec(p)![0])}\\s*)?${p.replace(/^[A-Z]+/, '')}`
              : /^\d+\.5$/.test(p)
                ? `${p.slice(0, -2)}(?:\\s*[.,]\\s*5|½)`
                : // A decimal written with either mark: "2,4 м" of a rod is "2.4 m" in English.
                  /^\d+[.,]\d+$/.test(p)
                  ? p.replace(/[.,]/, '[.,]')
                  : escapeRegExp(p),
        );
      // A whole size is not the start of a half one ("38" of "38.5", "38,5", "38½").
      // A wheel's 20" is written "20", "20 дюймів", "20 inch" as often.
      // The size's own unit too ("700 г" is said "700 г" or "700").
      const own = escapeRegExp(key.slice(measured.length).trim());
      const unit =
        measured === key
          ? ''
          : `(?:\\s*(?:${own ? `${own}|` : ''}[сc][мm]|[мm][мm]|[мm][лl]|[лl]\\p{L}*|${INCH_WORDS}|[мm])(?!\\p{L})|\\s?(?:"|''|”|″))?`;
      // "200 г" is not the size "200 мл": a number followed by another unit of weight or volume, or
      // by money ("до 300 грн" is a price bound, not the size "300 мл").
      const otherUnit = /\d$/.test(bare)
        ? String.raw`(?!\s*(?:(?:г|гр|кг|g|kg|мл|ml|л|l|oz|грн|uah|hrn|usd|eur)(?!\p{L})|грив|₴|\$))`
        : '';
      const re = new RegExp(
        // A number without its sign ("104" of "№104") is no decimal's whole part ("2.1" is no "№2").
        `(?<![\\p{L}\\d]|\\d[.,])${lead}${parts.join('\\s*[/\\\\\\-–—]?\\s*')}${unit}${otherUnit}(?![\\p{L}\\d]|[.,]5(?!\\d)|½${numbered ? '|[.,]\\d' : ''})`,
        // Two-letter and longer letter sizes read in any case ("на xs є?"); a lone S, M or L only in capitals.
        parts.length > 1 || /\d/.test(key) || /^\d?X+[SML]$/.test(key) ? 'giu' : 'gu',
      );
      // The size's own unit, once per size ("шт" of "32 шт", "Ач" of "5 Ач"; null for a bare "10").
      const ownText = /^\d+(?:[.,]\d+)?\s*(\S.*)?$/u.exec(key)?.[1];
      const ownUnit = ownText ? unitToken(ownText) : null;
      for (const m of folded.matchAll(re)) {
        const single = /^[A-Z]$/.test(key);
        const written = m[0];
        const before = folded.slice(0, m.index ?? 0);
        if (single && written !== written.toUpperCase() && !SIZE_WORD_BEFORE.test(before)) continue;
        // "3 пари", "2 штуки": a number of pieces, not the size 3.
        const following = /^\s*([\p{L}.]+)(?:\s+([\p{L}]+))?/u.exec(folded.slice((m.index ?? 0) + written.length));
        const next = following?.[1];
        // A size that is itself a count ("32 шт" of a bit set) is said so ("32 pcs").
        const countSize = ownUnit !== null && next !== undefined && ownUnit === unitToken(next);
        // "а якщо 2 таких?": a count of the item in play, no size "2 л".
        const ofThose = next !== undefined && /^(?:так(?:их|і|ие)|цих|этих|тих|those|these|them)$/iu.test(next);
        if (/^\d+$/.test(written) && next !== undefined && (isCountUnit(next.toLowerCase()) || ofThose) && !countSize)
          continue;
        // "рулетка 5 м" is not the battery's "5 Ач": a number said with another unit than the size's.
        // A bare size ("10" of gloves) is not "10 м" either; "104 см" of a child's height still is "104".
        const number = /^\d+(?:[.,]\d+)?/.exec(written)?.[0];
        // A mark's own letter after its number ("1M" of a piping tip's №1M) is no unit said.
        const marked = measured === key && /^\d+[A-Z]{1,2}$/.test(bare);
        if (number && !marked) {
          const after = folded.slice((m.index ?? 0) + number.length);
          const unitSaid = /^\s*\p{L}/u.test(after) ? unitToken(after) : null;
          // "кошеня 3 місяці" is an age, not the bag "3 кг".
          if (measured !== key && /^\s*(?:міс|мес|month|рок|рік|год|лет|year|тиж|нед|week|дн|day)/iu.test(after))
            continue;
          if (unitSaid && (ownUnit ? unitSaid !== ownUnit : unitSaid !== 'cm')) continue;
        }
        // "12 сансевієрій", "3 горщики": a number before a word of the shop's names counts those items
        // ("в 17 горщику", "на 40 деталей" still say a size).
        if (
          /^\d+$/.test(written) &&
          next !== undefined &&
          // "3 ножики" of «Ніж …»: a diminutive's plain form too; "12 сансевієрій" of «Сансев'єрія»
          // by the catalogue's own search.
          // "2 hex dumbbells": an English word before the kind.
          ((next.length >= 4 && namesItems(next)) ||
            (/^[a-z]+$/i.test(next) &&
              following?.[2] !== undefined &&
              conceptsOf(following[2].toLowerCase()).some((c) => c.cls === 'kind'))) &&
          !/(?<!\p{L})(?:в|у|на|по|in|on|at)\s*$/iu.test(before) &&
          !SIZE_WORD_BEFORE.test(before)
        )
          continue;
        // "40х20х25": a number of dimensions is no size ("40 л").
        if (/^\d/.test(written) && insideDimensions(folded, m.index ?? 0, written.length)) continue;
        // A capital "I" or "A" is a word, not a size; a lone letter inside an English sentence rarely is.
        if (measured !== key) {
          const unit = key.slice(measured.length).trim();
          (/^\d+$/.test(written) ? saidBare : withUnit).push(...reported.map((size) => ({ size, unit })));
        }
        add();
      }
      if (/^[A-Z]{1,4}$/.test(key) && !reported.every((r) => found.includes(r))) {
        const lower = new RegExp(
          `(?:розм[іiе]р\\p{L}*|размер\\p{L}*|size)[\\s:]+${escapeRegExp(key)}(?![\\p{L}\\d])`,
          'iu',
        );
        // "на м є?", "а в s?", "in m?": a lower-case letter between на/в/у/in and є/есть/?/the end.
        const lone = new RegExp(`(?<!\\p{L})(?:на|в|у|in)\\s+${escapeRegExp(key)}${LONE_SIZE_AFTER}`, 'iu');
        if (lower.test(folded) || lone.test(folded)) add();
      }
    }
    // "2 відливанти деліни по 5 мл": where a size is said with its unit, a bare number counts pieces.
    // Of the same unit only: "заміокулькас 17 + субстрат 5 л" says a pot's 17 cm and a bag's 5 litres.
    const counted = new Set(
      saidBare
        .filter((b) => withUnit.some((w) => w.unit === b.unit) && !withUnit.some((w) => w.size === b.size))
        .map((b) => b.size),
    );
    // "8 метров" of a tape's "8 м", "3 літри" of a pot's "3 л": a measure said with its unit in words.
    const measures = new Set(measuresOf(text));
    if (measures.size > 0)
      for (const spelling of this.sizes.values()) {
        if (found.includes(spelling) || !/^\d+(?:[.,]\d+)?\s*\p{L}+\.?$/u.test(spelling.trim())) continue;
        const own = measuresOf(spelling);
        if (own.length === 1 && measures.has(own[0])) found.push(spelling);
      }
    // Longer spellings hide the ones inside them: "L/XL" named, not also "L" and "XL".
    return found
      .filter((s) => !counted.has(s))
      .filter(
        (s) =>
          !found.some(
            (o) =>
              o !== s &&
              sizeKey(o).includes('/') &&
              sizeKey(o).split(/[/-]/).includes(sizeKey(s)) &&
              new RegExp(escapeRegExp(o).replace(/\\\//g, '\\s*/\\s*'), 'i').test(folded),
          ),
      );
  }

  /** Every model the text's words name (not only the best cover): a kind's models ("всі куртки"). */
  modelsNamed(text: string): Model[] {
    const named = new Set(this.candidates(text).candidates.map((c) => c.model));
    return [...this.models.values()].filter((m) => named.has(m));
  }

  private byWeight: boolean | null = null;

  /** Whether some size is a weight ("2 кг" of a sack of food, "50 г" of tea): a weight said asks for it. */
  sellsByWeight(): boolean {
    // Grams too: a tea's "50 г", a coffee's "250 г" (no garment is sized in grams).
    this.byWeight ??= [...this.sizes.values()].some((s) => /\d\s*(?:кг|kg|г|гр|g|gr)\.?$/iu.test(s.trim()));
    return this.byWeight;
  }

  /** Every model of the shop, in the stock's order. */
  allModels(): Model[] {
    return [...this.models.values()];
  }

  /**
   * The models in stock named as this one but for its figures (the set of 4 plates beside the set
   * of 6, a 22 cm vase beside a 30 cm one): the same thing in another size or count, which a seller
   * offers when this one is sold out. One product of each, in the stock's order.
   */
  otherSizesOf(model: Model): ProductFact[] {
    return this.namedButForFigures(model).flatMap((m) => {
      const left = m.variants.find((v) => v.sizes.some((s) => s.quantity > 0));
      return left ? [left] : [];
    });
  }

  /** The other models named as this one but for its figures, in stock or not. */
  namedButForFigures(model: Model): Model[] {
    const key = (name: string) => wordsOf(name.replace(/\d+(?:[.,]\d+)?/g, ' ')).join(' ');
    const own = key(model.name);
    if (own === '' || !/\d/.test(model.name)) return [];
    return this.allModels().filter((m) => m !== model && key(m.name) === own);
  }

  /**
   * The models of one line sold in packs or powers: named alike but for a figure with its unit and
   * a note in brackets («Корм TetraMin пластівці 100 мл» … «… 1 л», «Лампа UVB100, 13 Вт» / «26 Вт»).
   * Null unless every model given is of one line.
   */
  lineOf(models: Model[]): Model[] | null {
    const key = (name: string) =>
      wordsOf(
        name
          .replace(/\([^)]*\)/gu, ' ')
          .replace(
            /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*(?:мл|л|кг|гр|г|вт|мм|см|м|шт|ml|l|kg|g|w|mm|cm|m|pcs)?(?![\p{L}\d])/giu,
            ' ',
          ),
      ).join(' ');
    const own = models.length > 0 ? key(models[0].name) : '';
    if (own === '' || models.some((m) => key(m.name) !== own || !/\d/.test(m.name))) return null;
    return this.allModels().filter((m) => key(m.name) === own);
  }

  /** The engine's candidates for the text's words: models whose name they name, with the words each covers. */
  private candidates(text: string) {
    const terms = queryTerms(
      text,
      (term) => this.inNames(term),
      (mark) => this.sizeMarks().has(mark.toUpperCase()),
    );
    const covered = new Set<number>();
    if (terms.length === 0 || this.models.size === 0) return { terms, covered, candidates: [] };
    // Typos are looked for in the customer's own words only: the lexicon's words for them are spelt right.
    const own = new Set(terms.filter((t) => t.own && !t.sound).map((t) => t.term));
    // The kinds of the customer's own words the lexicon knows as kinds ("спальники": a sleeping bag).
    const written = compoundsOf(text);
    // A brand's name as heard, typed in Cyrillic with a vowel of its own ("саваж" of «Sauvage», heard
    // "соваж"): its sound is searched with one letter's difference, when no dictionary has the word ("санлу" of «SUNLU»).
    const heard = new Set(
      terms
        .filter(
          (t) =>
            t.sound &&
            t.term.length >= 5 &&
            /^\p{Script=Cyrillic}+$/u.test(written[t.word] ?? '') &&
            isDictionaryWord((written[t.word] ?? '').toLowerCase()) === false,
        )
        .map((t) => t.term),
    );
    // A colour names a name's word only as written, never by its beginning: "білий" is no «білизни».
    // The lexicon's long stem of a colour word that also names a thing ("chocolate": «шоколад…») is
    // searched by its beginning as other words are.
    const colourTerms = new Set(
      terms.filter((t) => this.isColourWord(written[t.word] ?? '') && (t.own || t.term.length < 6)).map((t) => t.term),
    );
    // A word of the language spelt right ("висока", tall) is no typo of a name's word that differs
    // from it in its first letter ("мисок"); a spelling of another language ("силиконовый") may be.
    const spelt = new Set(
      terms
        .filter(
          (t) =>
            t.own &&
            !t.sound &&
            /^\p{Script=Cyrillic}+$/u.test(t.term) &&
            isDictionaryWord((written[t.word] ?? '').toLowerCase()) === true,
        )
        .map((t) => t.term),
    );
    // Nor is it, or a beginning of it ("пласт" of "пластик"), another word of the language a name
    // has ("пластик" is no «Пластина»).
    const fullTerm = new Map<string, string>();
    for (const t of terms)
      if (t.own && !t.sound)
        for (const u of terms)
          if (
            u.word === t.word &&
            u.own &&
            !u.sound &&
            u.term.startsWith(t.term) &&
            u.term.length > (fullTerm.get(t.term) ?? t.term).length
          )
            fullTerm.set(t.term, u.term);
    // Both Ukrainian words: a Russian word one letter from a name's («стойка», «стійка») is its cognate.
    const ukrainian = new Set(
      terms
        .filter((t) => t.own && !t.sound && isUkrainianWord((written[t.word] ?? '').toLowerCase()))
        .map((t) => t.term),
    );
    // The plain words a diminutive the customer wrote may be ("тарілочки": «тарілк…»), by their stems.
    const plainStems = new Set(
      terms.filter((t) => t.own && !t.sound).flatMap((t) => plainForms(written[t.word] ?? '').map((w) => stem(w))),
    );
    const typo = (t: string, qt: string) => {
      const full = fullTerm.get(qt) ?? qt;
      if (!spelt.has(full) || t === full || t.startsWith(full) || full.startsWith(t)) return false;
      if (full === qt && t[0] !== qt[0]) return true;
      // Through the word's stem cut shorter, another Ukrainian word of a name ("звича" of "звичайний"
      // is no «звички»), not the plain word of a diminutive.
      if (
        qt !== full &&
        !t.startsWith(qt) &&
        ukrainian.has(full) &&
        this.dictionaryStems().has(t) &&
        !plainStems.has(t)
      )
        return true;
      // One letter for another ("пластик", «пластин…»): a letter more or fewer is a form ("кульок", «Кулька»).
      return ukrainian.has(full) && t.length === full.length && this.dictionaryStems().has(t);
    };
    const misread = (r: SearchResult, qt: string) => {
      if (!spelt.has(qt)) return false;
      const near = Object.keys(r.match).filter((t) => nearTerm(t, qt));
      return near.length > 0 && near.every((t) => typo(t, qt));
    };
    // The name's terms a result matched, without those only such a misreading found.
    const matched = (r: SearchResult) =>
      Object.keys(r.match).filter((t) => {
        const by = r.queryTerms.filter((qt) => nearTerm(t, qt));
        return by.length === 0 || by.some((qt) => !typo(t, qt));
      });
    const kindsOfTerm = new Map<string, Set<string>>();
    for (const t of terms.filter((x) => x.own && !x.sound)) {
      const kinds = conceptsOf(written[t.word] ?? '').filter((c) => c.cls === 'kind');
      if (kinds.length > 0) kindsOfTerm.set(t.term, new Set(kinds.map((c) => c.id)));
    }
    // The lexicon's words for the customer's words are searched in the names as written, not in
    // their Latin sound: "для сну" brings "sleep", which sounds like «сліпи» (briefs).
    const ownTerms = [...new Set(terms.filter((t) => t.own).map((t) => t.term))];
    const lexiconTerms = [...new Set(terms.filter((t) => !ownTerms.includes(t.term)).map((t) => t.term))];
    const query = {
      combineWith: 'OR',
      queries: [
        ...(ownTerms.length > 0 ? [{ queries: [ownTerms.join(' ')], fields: ['name', 'latin'] }] : []),
        ...(lexiconTerms.length > 0 ? [{ queries: [lexiconTerms.join(' ')], fields: ['name'] }] : []),
      ],
    };
    const results = this.engine.search(
      query as unknown as string,
      {
        fields: ['name', 'latin'],
        boost: { name: 1, latin: 0.8 },
        combineWith: 'OR',
        prefix: (term) => term.length >= MIN_PREFIX_LENGTH && !colourTerms.has(term),
        fuzzy: (term) =>
          heard.has(term) && !own.has(term)
            ? 1
            : !own.has(term) || colourTerms.has(term)
              ? false
              : term.length >= MIN_FUZZY_LENGTH
                ? 1
                : term.length >= 4 && /\p{Script=Cyrillic}/u.test(term)
                  ? 0
                  : false,
        weights: { prefix: 0.6, fuzzy: 0.45 },
        tokenize: (q) => q.split(' '),
      } as Parameters<typeof this.engine.search>[1],
    );
    // A word of the language heard in a maker's Latin name that many models share ("світло" of
    // «… Svitlo Loft»): ordinary language, no name of one of them ("тепле світло" asks of light).
    const sharedSounds = new Set(
      terms
        .filter(
          (t) =>
            t.sound &&
            /^\p{Script=Cyrillic}{5,}$/u.test(written[t.word] ?? '') &&
            isDictionaryWord((written[t.word] ?? '').toLowerCase()) === true &&
            results.filter((r) => r.queryTerms.includes(t.term)).length >= SHARED_SOUND_MODELS,
        )
        .map((t) => t.term),
    );
    const wordsOfTerm = (r: SearchResult, ownOnly = false) => {
      const covered = new Set<number>();
      for (const qt of r.queryTerms)
        for (const t of terms)
          if (t.term === qt && (t.own || !ownOnly) && !misread(r, qt) && !sharedSounds.has(qt)) covered.add(t.word);
      return covered;
    };
    const writtenWords = (r: SearchResult) => {
      const covered = new Set<number>();
      for (const qt of r.queryTerms) for (const t of terms) if (t.term === qt && t.own && !t.sound) covered.add(t.word);
      return covered;
    };
    // The engine's terms a result matched through the customer's own words (not the lexicon's for them).
    const ownMatched = (r: SearchResult) =>
      Object.keys(r.match).filter((term) => r.queryTerms.some((qt) => own.has(qt) && nearTerm(term, qt)));
    // The customer's words some name of the shop has (a typo, a prefix): known, whatever model they pick.
    for (const r of results.slice(0, MAX_CANDIDATES)) for (const w of wordsOfTerm(r)) covered.add(w);
    // The best-scored few hundred are enough to find the best cover (a shop of 20,000 products
    // may have thousands of dresses).
    // With no kind named, a material only one name has names that model ("софтшел скільки?").
    const concepts = wordsOf(text).flatMap((w) => conceptsOf(w));
    const said = compoundsOf(text);
    const materials = concepts.some((c) => c.cls === 'kind')
      ? new Set<string>()
      : new Set(concepts.filter((c) => c.cls === 'material').map((c) => c.id));
    const candidates = results
      .slice(0, MAX_CANDIDATES)
      .map((r) => ({ model: this.models.get(String(r.id))!, score: r.score, words: wordsOfTerm(r), result: r }))
      .filter(
        (c) =>
          c.model &&
          c.words.size > 0 &&
          !onlyAnotherKind(c.result, kindsOfTerm) &&
          (namesTheModel(c.model, matched(c.result)) ||
            this.namedByOwnWord(c.model, matched(c.result), ownMatched(c.result)) ||
            this.namedByMaterial(c.model, materials) ||
            namedByPhrase(c.model, said)),
      )
      .map((c) => ({
        ...c,
        // Ties between models covering the same words go to the one named by the customer's own
        // word ("светр" is the sweater, not the cardigan the lexicon also calls a кофта), then to
        // the one it names by its head word ("shirt" is the shirt, not the shirt dress, "Сукня-сорочка").
        own: wordsOfTerm(c.result, true).size,
        // As written: not by its Latin sound ("sleep" sounds like «сліпи»).
        ownWords: writtenWords(c.result),
        head: namesTheHead(c.model, matched(c.result)),
      }));
    // "PLA+", "пла плюс": where some names have the word with its plus ("eSUN PLA+") and others
    // without it ("PolyTerra PLA"), the plus names those.
    for (const mark of plusMarksIn(text)) {
      const plussed = (c: (typeof candidates)[number]) => namePlusMarks(c.model.name).has(mark);
      if (candidates.some(plussed))
        for (let i = candidates.length - 1; i >= 0; i -= 1)
          if (!plussed(candidates[i]) && wordsOf(candidates[i].model.name).includes(mark)) candidates.splice(i, 1);
    }
    // A word some name has as the customer wrote it is that model's, not another's through the
    // lexicon: "шарф і снуд" are the scarf and the snood, not the snood twice (a snood is a scarf too).
    // Not a word of a kind's phrase ("lights" of "night lights"), which the phrase's kind names whole.
    const ownSomewhere = new Set(candidates.flatMap((c) => [...c.ownWords]));
    const ofPhrase = new Set(kindPhrasesIn(said).flatMap((p) => p.words.map((_, k) => p.at + k)));
    for (const c of candidates)
      for (const w of [...c.words])
        if (ownSomewhere.has(w) && !c.ownWords.has(w) && c.words.size > 1 && !ofPhrase.has(w)) c.words.delete(w);
    return { terms, covered, candidates };
  }

  /**
   * "3 пляшки засобу для посуду", "4 комплекта бинтов", "дві пари келихів": a package or count word
   * after a count says how many of what follows, no product of its own («Скляна пляшка», «Набір …»).
   * The reading without it, where it names what the unit word alone does not (or the first named nothing).
   */
  private withoutCountedUnits(
    text: string,
    coded: ProductFact[],
    found: ReturnType<CatalogueIndex['search']>,
  ): ReturnType<CatalogueIndex['search']> {
    const units: string[] = [];
    const without = text.replace(COUNTED_UNIT, (all, count: string, unit: string) => {
      if (!isCountUnit(unit.toLowerCase())) return all;
      units.push(unit);
      return `${count} `;
    });
    if (units.length === 0) return found;
    const other = this.search(without, coded);
    if (other.models.length === 0 && other.ambiguous.length === 0) return found;
    if (found.models.length === 0 && found.ambiguous.length === 0) return other;
    const byUnit = new Set(units.flatMap((u) => this.search(u, coded).models));
    return [...other.models, ...other.ambiguous].some((m) => byUnit.has(m)) ? found : other;
  }

  /**
   * Whether the matched terms hold a word only this model's name has, that names no kind, property,
   * colour or audience ("бандо" of «Купальник роздільний бандо», "парео"): it names the model alone,
   * as a garment word would; so does a word a few models share (`MAX_SHARING_OWN_WORD`): they are asked about.
   */
  private namedByOwnWord(model: Model, matched: string[], ownMatched: string[] = matched): boolean {
    if (!this.ownWordCounts) {
      this.ownWordCounts = new Map();
      for (const m of this.models.values())
        for (const stem of distinctiveStems(m.name))
          this.ownWordCounts.set(stem, (this.ownWordCounts.get(stem) ?? 0) + 1);
    }
    const counts = this.ownWordCounts;
    // A word a few names share names them only as the customer wrote it, not through the lexicon.
    return distinctiveStems(model.name).some((stem) =>
      counts.get(stem) === 1
        ? matched.includes(stem)
        : (counts.get(stem) ?? 0) <= MAX_SHARING_OWN_WORD && ownMatched.includes(stem),
    );
  }

  private ownWordCounts: Map<string, number> | null = null;

  /**
   * Whether the text's own words name the model by adjectives of its name only ("акваріуми" of
   * «Сачок акваріумний», a net, where «Акваріум Aqua Glass» is a tank): described, not named.
   */
  namedOnlyByAdjective(model: Model, text: string): boolean {
    const asked = queryTerms(text).map((t) => t.term);
    // A word's stem or its adjective's ("акваріум" of "акваріумний").
    const hit = (t: string) => asked.some((a) => a === t || (a.length >= 4 && t.startsWith(a)));
    const hits = termsOfName(model).filter((w) => [...w.terms].some(hit));
    return hits.length > 0 && hits.every((w) => w.plainAdjective);
  }

  /** Whether the text's own words name the head of the model's name ("акваріуми" of «Акваріум Aqua Glass 30 л»). */
  namedByHead(model: Model, text: string): boolean {
    const words = termsOfName(model);
    if (words.length === 0) return false;
    // The customer's own words, not the lexicon's others for them.
    const asked = new Set(
      queryTerms(text)
        .filter((t) => t.own && !t.sound)
        .map((t) => t.term),
    );
    return [words[0], words[headOf(words)]].some((w) => [...w.terms].some((t) => asked.has(t)));
  }

  /** Whether the text names the model by a word only its name has ("ведмедик" of «Костюм "Ведмедик"»). */
  namedByItsOwnWord(model: Model, text: string): boolean {
    const stems = compoundsOf(text).flatMap((w) => w.split(/[-']/).map(stem));
    this.namedByOwnWord(model, []);
    const counts = this.ownWordCounts!;
    return distinctiveStems(model.name).some((s) => counts.get(s) === 1 && stems.includes(s));
  }

  /**
   * Whether the model's name has a material the customer named (`materials`, the lexicon's ids)
   * that no other name has: "софтшел скільки?" is the softshell jacket when it is the only one.
   */
  private namedByMaterial(model: Model, materials: Set<string>): boolean {
    if (materials.size === 0) return false;
    if (!this.materialCounts) {
      this.materialCounts = new Map();
      for (const m of this.models.values())
        for (const id of materialsOf(m.name)) this.materialCounts.set(id, (this.materialCounts.get(id) ?? 0) + 1);
    }
    const counts = this.materialCounts;
    return [...materialsOf(model.name)].some((id) => materials.has(id) && counts.get(id) === 1);
  }

  private materialCounts: Map<string, number> | null = null;

  /**
   * Models the words name. Greedy: the model covering most of the customer's words first, then
   * the one covering most of the rest, and so on; models covering the same words equally well
   * are ambiguous. Models of coded products are not repeated.
   */
  private search(text: string, coded: ProductFact[]): { models: Model[]; ambiguous: Model[]; covered: Set<number> } {
    const { terms, covered, candidates } = this.candidates(text);
    if (terms.length === 0 || this.models.size === 0) return { models: [], ambiguous: [], covered };
    const codedModels = new Set(coded.map((p) => this.modelOf.get(p)?.key));
    const remaining = new Set(terms.map((t) => t.word));
    const customerWords = compoundsOf(text);
    for (const c of candidates) if (codedModels.has(c.model.key)) for (const w of c.words) remaining.delete(w);
    const models: Model[] = [];
    const firstWord = new Map<Model, number>();
    /** The models found by words beside their names' heads, with those words. */
    const beside = new Map<Model, number[]>();
    let ambiguous: Model[] = [];
    // "халат нареченої" of «Халат нареченої атласний», not «Халат для подружки нареченої»: a name
    // with the customer's words side by side, in their order.
    const inOrder = (c: { model: Model; cover: number[] }): boolean => {
      if (c.cover.length < 2) return false;
      const said = [...c.cover].sort((x, y) => x - y).map((w) => stem(customerWords[w] ?? ''));
      const name = wordsOf(c.model.name).map((w) => stem(w));
      return name.some((_, i) => said.every((w, k) => w !== '' && name[i + k] === w));
    };
    for (;;) {
      const open = candidates
        .filter((c) => !models.includes(c.model) && !codedModels.has(c.model.key))
        .map((c) => {
          const cover = [...c.words].filter((w) => remaining.has(w));
          return {
            ...c,
            cover,
            weight:
              cover.length -
              partsNamed(
                c.model,
                c.head,
                cover.map((w) => customerWords[w]),
              ),
          };
        })
        .filter((c) => c.cover.length > 0)
        .sort(
          (a, b) =>
            b.weight - a.weight ||
            b.own - a.own ||
            Number(b.head) - Number(a.head) ||
            Number(inOrder(b)) - Number(inOrder(a)) ||
            b.score - a.score,
        );
      const first = open[0];
      if (!first) break;
      // "зірку з гелієм": a word another candidate of as much weight has in its own data («Куля-зірка …»
      // sold "з гелієм") says that one's size, not a name of the tank or the latex balloon «… з гелієм».
      const best =
        open.find(
          (o) =>
            o !== first &&
            o.weight === first.weight &&
            o.model !== first.model &&
            !first.cover.some((w) => o.cover.includes(w)) &&
            first.cover.every((w) => this.describes([o.model], customerWords[w], true)),
        ) ?? first;
      // "заміокулькас в 17 горщику", "макраме на який горщик підходить?": a word the model already
      // named has in its own data (its description, a characteristic) says something of it, not of
      // a second product («Горщик пластиковий»).
      // Only a word naming the other product by its head ("горщик" of «Горщик пластиковий»).
      if (
        models.length > 0 &&
        coded.length === 0 &&
        best.head &&
        best.cover.every((w) => this.describes(models, customerWords[w]))
      ) {
        for (const w of best.cover) remaining.delete(w);
        continue;
      }
      // "океан ельзи на вінілі", "ящик для вінілу", "Rumours on clear vinyl", "що є на вінілі?": a word
      // the models already named have in their own data or category ("Вініл > Рок"), or the category
      // of several other models (the shop's theme), says what is asked of them, not a product whose
      // name has it only beside its head («Програвач вінілу»).
      if (
        coded.length === 0 &&
        !best.head &&
        best.cover.every(
          (w) =>
            (models.length > 0 && this.describes(models, customerWords[w], true)) ||
            this.themeWord(customerWords[w], best.model),
        )
      ) {
        for (const w of best.cover) remaining.delete(w);
        continue;
      }
      const sameWords = (c: (typeof open)[number]) =>
        inOrder(c) === inOrder(best) &&
        c.weight === best.weight &&
        c.cover.length === best.cover.length &&
        c.cover.every((w) => best.cover.includes(w)) &&
        c.own === best.own &&
        c.head === best.head;
      // Through the lexicon's words only ("кофта": a sweater, a cardigan), the engine's scores
      // compare different words, so they decide nothing: equal fits are asked about.
      // Nor do they between models one word names by their heads alike ("фати" of three «Фата …»,
      // one of which also has «фатин»): where what the best matched beyond the rival only begins
      // with the word ("чохол-книжка" names «Чохол-книжка», not every «Чохол»).
      const onlyLonger = (c: (typeof open)[number]) =>
        Object.keys(best.result.match)
          .filter((t) => !(t in c.result.match))
          .every((t) => !best.result.queryTerms.includes(t));
      const rivals = open.filter(
        (c) =>
          c !== best &&
          sameWords(c) &&
          (best.own === 0 ||
            c.score >= best.score * 0.75 ||
            (best.head && c.head && best.cover.length === 1 && onlyLonger(c))),
      );
      if (rivals.length > 0) {
        if (models.length === 0 && coded.length === 0)
          ambiguous = [best.model, ...rivals.map((r) => r.model)].slice(0, 4);
        break;
      }
      models.push(best.model);
      firstWord.set(best.model, Math.min(...best.cover));
      if (!best.head) beside.set(best.model, best.cover);
      for (const w of best.cover) remaining.delete(w);
    }
    // "яку PEI пластину брати на Ender-3 V2?": a model found first by words beside its name's head
    // («Хотенд … для Creality Ender-3 / Ender-3 V2») that another model named by its head has in its
    // own data ("235 x 235 мм — для Ender-3") says what that one is for, no second product.
    if (coded.length === 0)
      for (const [model, cover] of beside) {
        const others = models.filter((m) => m !== model && !beside.has(m));
        // Of a compound ("Ender-3"), its words; a short mark ("V2", "3") goes with them.
        const parts = cover.flatMap((w) => wordsOf(customerWords[w] ?? '')).filter((p) => p.length >= 4);
        if (others.length > 0 && parts.length > 0 && parts.every((p) => this.describes(others, p, true)))
          models.splice(models.indexOf(model), 1);
      }
    // "свічки з лавандою" where the best fit («Чайні свічки») comes in no lavender: the models the
    // same words name in the head of their names that come in the colour (a shade, a scent) are meant.
    const [only] = models;
    const notNamed =
      models.length === 1 && coded.length === 0 && only.variants[0]
        ? wordsOf(text)
            .filter((w) => !this.nameHas(only.variants[0], w))
            .join(' ')
        : '';
    if (notNamed && (coloursIn(notNamed).length > 0 || colourIds(notNamed).length > 0)) {
      const chosen = candidates.find((c) => c.model === only);
      const inColour = (m: Model) => m.variants.some((v) => v.colour && colourNamed(v.colour, text));
      if (chosen && !inColour(only)) {
        const alike = candidates
          .filter((c) => c.model !== only && c.head && chosen.head && inColour(c.model))
          .filter((c) => [...chosen.words].every((w) => c.words.has(w)))
          .map((c) => c.model);
        if (alike.length === 1) return { models: alike, ambiguous: [], covered };
        if (alike.length > 1) return { models: [], ambiguous: alike.slice(0, 4), covered };
      }
    }
    // In the order the customer named them ("шарф і піжаму": the scarf first).
    models.sort((a, b) => (firstWord.get(a) ?? 0) - (firstWord.get(b) ?? 0));
    return { models, ambiguous, covered };
  }

  /**
   * Whether a word is one of the models' own descriptions or characteristics (by its stem), with
   * `withCategory` also their category's, in either script ("vinyl" of "Вініл > Рок").
   */
  private describes(models: Model[], word: string | undefined, withCategory = false): boolean {
    if (!word || word.length < 4) return false;
    const s = stem(word);
    const key = latinKey(s);
    // "димар великий з сіткою", "медогонка електрична": a word of a named model's own variant (its
    // size «Великий із захисною сіткою», «Електро 12 В»; its colour) says which of it, no second
    // product («Маска … з сіткою», «Ніж … електричний»); a long word by its first six letters.
    const ofVariant = (w: string) => {
      const own = stem(w);
      return own === s || (own.length >= 6 && s.length >= 6 && own.slice(0, 6) === s.slice(0, 6));
    };
    return models.some((m) =>
      m.variants.some(
        (v) =>
          wordsOf(
            [
              v.description ?? '',
              ...(v.details ?? []).map((d) => `${d.label} ${d.value}`),
              withCategory ? (v.category ?? '') : '',
            ].join(' '),
          ).some((w) => stem(w) === s || (withCategory && latinKey(stem(w)) === key)) ||
          (withCategory && wordsOf([v.colour, ...v.sizes.map((x) => x.size)].join(' ')).some(ofVariant)),
      ),
    );
  }

  private dictionaryStemSet: Set<string> | null = null;
  /** The stems of the names' Cyrillic words that are Ukrainian words (the spelling dictionary has them). */
  private dictionaryStems(): Set<string> {
    this.dictionaryStemSet ??= new Set(
      [...this.models.values()]
        .flatMap((m) => wordsOf(m.name))
        .filter((w) => /^\p{Script=Cyrillic}{4,}$/u.test(w) && isUkrainianWord(w.toLowerCase()))
        .map((w) => stem(w)),
    );
    return this.dictionaryStemSet;
  }

  private categoryCounts: Map<string, number> | null = null;
  /**
   * Whether a word is the category of several of the shop's models (`THEME_MODELS`) besides `model`,
   * whose category does not have it: the shop's theme, not that model's name.
   */
  private themeWord(word: string | undefined, model: Model): boolean {
    if (!word || word.length < 4) return false;
    if (!this.categoryCounts) {
      this.categoryCounts = new Map();
      for (const m of this.models.values()) {
        const keys = new Set(m.variants.flatMap((v) => wordsOf(v.category ?? '').map((w) => latinKey(stem(w)))));
        for (const k of keys) this.categoryCounts.set(k, (this.categoryCounts.get(k) ?? 0) + 1);
      }
    }
    const key = latinKey(stem(word));
    if (model.variants.some((v) => wordsOf(v.category ?? '').some((w) => latinKey(stem(w)) === key))) return false;
    return (this.categoryCounts.get(key) ?? 0) >= THEME_MODELS;
  }

  /**
   * Whether a product's name has the word, up to its ending or through the lexicon's words for it:
   * "лляну" of «Сукня лляна», chosen among candidates by a property alone.
   */
  nameHas(p: ProductFact, word: string): boolean {
    const model = this.modelOf.get(p);
    if (!model) return false;
    const forms = [word, ...synonymsOf(word)].flatMap((f) => [stem(f), latinKey(f)]);
    return termsOfName(model).some((t) => forms.some((f) => t.terms.has(f)));
  }

  /**
   * Whether the model's name has the word (`nameHas`), or, in either script, a word that begins
   * with it or that it begins with, five letters of their sound at least ("оригинальный" of
   * «(оригінал)»): a word said of the model up to its ending.
   */
  modelNameHasLoosely(model: Model, word: string): boolean {
    const key = latinKey(word);
    return (
      model.variants.some((v) => this.nameHas(v, word)) ||
      wordsOf(model.name).some((n) => {
        const own = latinKey(n);
        return own.length >= 5 && key.length >= 5 && (key.startsWith(own) || own.startsWith(key));
      })
    );
  }

  /**
   * Whether the model's data names its material and `word` names another one ("золоті" of silver
   * earrings, "denim" of a leather jacket): asked for, it is a material the model lacks.
   */
  lacksMaterial(model: Model, word: string): boolean {
    const asked = conceptsOf(word)
      .filter((c) => c.cls === 'material')
      .map((c) => c.id);
    if (asked.length === 0) return false;
    const has = new Set([
      ...materialsOf(model.name),
      ...model.variants.flatMap((v) => [...materialsOf(`${v.material ?? ''} ${v.lining ?? ''}`)]),
    ]);
    return has.size > 0 && !asked.some((id) => has.has(id));
  }

  /** The variants of a model in a colour the text names (the shop's colour words, the lexicon's, colour families). */
  variantsInColour(model: Model, text: string): ProductFact[] {
    // A word of the model's own name, said with another of its words, names the model, no colour:
    // "ярнарт джинс" of «YarnArt Jeans» in «джинс (синій)» among others. Alone it may be the colour
    // ("з ягням" of «Lamb & Rice» in «ягня з рисом»). A colour's number is said even where the name has it.
    const first = model.variants[0];
    const ofName = (w: string) => first !== undefined && !/\d/.test(w) && this.nameHas(first, w);
    const said =
      wordsOf(text).filter(ofName).length >= 2
        ? wordsOf(text)
            .filter((w) => !ofName(w))
            .join(' ')
        : text;
    if (said !== text) return this.variantsInColour(model, said);
    const named = model.variants.filter((v) => colourNamed(v.colour, text));
    if (named.length > 0) return named;
    // "піджак синій" of a jacket in navy and grey: the shade of the colour named, when the model
    // has no plain one (a school uniform's "Navy", a bedding set's "графітовий" asked as "сірий").
    const asked = coloursIn(text);
    return asked.length === 0 ? [] : model.variants.filter((v) => familiesIn(v.colour).some((f) => asked.includes(f)));
  }

  /** Whether the text names any colour of the shop's products. */
  private scented: boolean | undefined;
  /** Whether some variant of the shop is a scent or a flavour (a candle's «Лаванда», a protein's «Ваніль»). */
  private sellsScents(): boolean {
    this.scented ??= [...this.colours].some((c) =>
      wordsOf(c).some((w) => conceptsOf(w).some((x) => x.cls === 'scent' || x.cls === 'flavour')),
    );
    return this.scented;
  }

  namesAColour(said: string, model: Model): boolean {
    const first = model.variants[0];
    // A size of the model's that has a colour's word ("Тепле біле" of a light's glow) is a size said.
    let text = said;
    for (const v of model.variants)
      for (const { size } of v.sizes)
        if (/\p{L}{4}/u.test(size) && coloursIn(size).length > 0)
          text = text.replace(new RegExp(escapeRegExp(size), 'iu'), ' ');
    // A colour the model's own name says is its name's word, in any language ("молочний улун" of
    // «Улун молочний», "jasmine green tea" of «Чай зелений з жасмином»), no colour asked.
    const ofName = new Set(first ? coloursIn(first.name) : []);
    if (coloursIn(text).some((c) => !ofName.has(c))) return true;
    // A colour or a scent the lexicon knows and the model lacks ("дифузор з сандалом"); not a word
    // of the model's own name ("Белла" of «Bella» is no «бел*», white).
    const beyondName = first
      ? wordsOf(text)
          .filter((w) => !this.nameHas(first, w))
          .join(' ')
      : '';
    const idsOfName = new Set(first ? colourIds(first.name) : []);
    // A scent or a flavour only where the shop sells some ("манга" is no mango in a bookshop).
    if (colourIds(beyondName, this.sellsScents()).some((c) => !idsOfName.has(c))) return true;
    if (model.variants.some((v) => v.colour && colourNamed(v.colour, first ? beyondName : text))) return true;
    // A colour of another of the shop's products that this model lacks ("тарілка обідня в морській
    // хвилі" where only the bowls come in the glaze «Морська хвиля»), said beyond the model's name.
    return (
      model.variants.some((v) => v.colour) &&
      beyondName !== '' &&
      [...this.colours].some((c) => c && colourNamed(c, beyondName))
    );
  }
}

/**
 * A noun without the vowel its other forms drop ("кухоль" → "кухль", as in "кухлі", "кухля";
 * "чохол" → "чохли", "килимок" → "килимка"): null for a word that has none to drop.
 */
function withoutFleetingVowel(word: string): string | null {
  // Only where the vowel is one that drops (-ок, -ець, -ень, -оль, -ол, -ер), not in an inflected
  // form ("браслетом").
  const m = /^(\p{Script=Cyrillic}{2,}[^аеєиіїоуюяь])[ое](к|ць|нь|ль|л|р)$/iu.exec(word);
  return m && word.length >= 5 ? `${m[1]}${m[2]}` : null;
}

/** The kind word a longer word ends with after a prefix of three letters or more ("термо|носки"), or null. */
/** A word glued to a size prefix ("Мінірезинки", "Microfibre"): the word after it, indexed too. */
function sizePrefixed(word: string): string | null {
  return /^(?:міні|мини|мікро|микро|mini|micro)(\p{L}{4,})$/iu.exec(word)?.[1] ?? null;
}

function kindSuffix(word: string): string | null {
  const w = word.toLowerCase();
  for (let i = 3; i <= w.length - 4; i += 1) if (isWholeKindWord(w.slice(i))) return w.slice(i);
  return null;
}

/** A name's words as the index holds them: each word's terms (stems of its parts, its transliteration). */
/**
 * A Ukrainian or Russian adjective by its ending ("Соєва", "Ефірна", "Чайні", "Ароматическая"): a
 * word that stands before the noun it describes, so the name's head is the kind word after it.
 */
/** A count (a figure or a number word) and the word after it, followed by more words ("3 пляшки засобу"). */
const COUNTED_UNIT =
  /(?<![\p{L}\d.,])(\d{1,3}|дв[аіе]|дві|три|чотири|п'ять|пять|шість|два|две|четыре|two|three|four|five|six)\s+(\p{L}+)(?=\s+\p{L})/giu;

const ADJECTIVE_ENDING = /\p{Script=Cyrillic}{2,}(?:ий|ій|ой|ая|яя|ое|ее|ые|ие|а|я|е|є|і|ї)$/u;
const PLAIN_ADJECTIVE_ENDING = /\p{Script=Cyrillic}{3,}(?:ий|ій|ый|ой|ая|яя|ое|ее|ые|ие)$/u;

function nameTerms(name: string): Array<{
  terms: Set<string>;
  garment: boolean;
  proper: boolean;
  property: boolean;
  adjective: boolean;
  /** An adjective by an ending no noun has ("Внутрішній", "акваріумний"; not "Рулетка"). */
  plainAdjective: boolean;
  purpose: boolean;
  lead: boolean;
}> {
  // Written as a name: in quotes («Ліна», "Зайчик").
  const quoted = new Set(wordsOf([...name.matchAll(/["«“„]([^"»”“]+)["»”“]/gu)].map((m) => m[1]).join(' ')));
  // The one capitalised Latin word of a Cyrillic name ("Коляска компактна Mini"): the model's own
  // name, even where the word also names a cut or a fabric ("mini"). Not a word of several ("Silk
  // Night": "silk" stays a fabric), nor one naming whom for or a colour ("Baby Safe").
  const latin = /\p{Script=Cyrillic}/u.test(name)
    ? (name.match(/(?<![\p{L}\p{N}])[A-Za-z]+(?![\p{L}\p{N}])/gu) ?? [])
    : [];
  const lone = latin.length === 1 && /^[A-Z][a-z]+$/.test(latin[0]) ? foldWord(latin[0]) : null;
  // The original title in brackets after a Cyrillic one («Розкіш (Splendor)», «Кодові імена
  // (Codenames)»): the model's own name in another language, even where it is an ordinary word.
  const original = /\p{Script=Cyrillic}/u.test(name)
    ? new Set(wordsOf([...name.matchAll(/\(([A-Z][A-Za-z' :-]*)\)/gu)].map((m) => m[1]).join(' ')))
    : new Set<string>();
  const latinName = (w: string) =>
    w === lone && conceptsOf(w).every((c) => c.cls !== 'kind' && c.cls !== 'audience' && c.cls !== 'colour');
  // Each part of a compound is a word of its own ("сукня-сорочка": two), the compound joined a term of each.
  // A kind after для/for is what the item serves ("Гасильник для свічок", "Палички для дифузора").
  const served = new Set(
    [...name.matchAll(/(?<!\p{L})(?:для|під|под|for)\s+(\p{L}[\p{L}'’ʼ-]*)/giu)].map((m) => m[1].toLowerCase()),
  );
  return compoundsOf(name).flatMap((compound, at) => {
    const joined = stem(compound.replace(/-/g, ''));
    const parts = compound.split(/-/).filter((w) => w.replace(/'/g, '').length > 2);
    // A compound of parts too short to be words ("Wi-Fi") is one word, written whole.
    const own = parts.length > 0 || !latinCompound(compound) ? parts : [compound.replace(/-/g, '')];
    return own.map((w) => {
      const parts = w.split(/'/).filter((p) => p.length >= 2);
      const terms = new Set([...parts.map(stem), stem(w), transliterate(w), latinKey(w), joined]);
      for (const key of otherKeys(w)) terms.add(stem(key));
      const dropped = withoutFleetingVowel(w);
      if (dropped) terms.add(stem(dropped));
      // A kind glued to a prefix ("Термоноски", "Мініспідниця"): the kind's word is a term of it too.
      const glued = isKindWord(w) || isKindWord(compound) ? null : kindSuffix(w);
      if (glued) terms.add(stem(glued));
      const garment = isKindWord(w) || isKindWord(compound) || glued !== null;
      // A model's own name ("Зайчик" in quotes, "Amelie": no word of the language) names it
      // alone; an ordinary word of it ("Cloud", "Dry-fit") does not.
      const proper =
        quoted.has(w) ||
        original.has(w) ||
        (!garment && latinName(w)) ||
        (dictionariesLoaded() && !garment && conceptsOf(w).length === 0 && !/\d/.test(w) && !isOrdinary(w));
      // A material, pattern or other property ("шкіряна" of «Ключниця шкіряна»): it names no model
      // alone. Not when quoted as the model's name (a set «Лаванда», not a lavender scent).
      const property = !garment && !quoted.has(w) && !latinName(w) && conceptsOf(w).some((c) => c.cls !== 'kind');
      const adjective = !garment && !quoted.has(w) && ADJECTIVE_ENDING.test(w.toLowerCase());
      const plainAdjective = adjective && PLAIN_ADJECTIVE_ENDING.test(w.toLowerCase());
      const purpose = garment && served.has(compound.toLowerCase());
      // Each part of the name's first compound is its head ("цифра" of «Куля-цифра фольгована «7»»).
      const lead = at === 0;
      return { garment, terms, proper, property, adjective, plainAdjective, purpose, lead };
    });
  });
}

/**
 * Whether the matched terms name this model and not only a detail of it: its first word (the
 * garment: "Сукня …", "Худі …") or at least half of its words ("челсі" of "Черевики челсі").
 * "пояс" does not name "Сукня лляна з поясом".
 */
const NAME_TERMS = new WeakMap<Model, ReturnType<typeof nameTerms>>();

function termsOfName(model: Model): ReturnType<typeof nameTerms> {
  let words = NAME_TERMS.get(model);
  if (!words) {
    words = nameTerms(model.name);
    NAME_TERMS.set(model, words);
  }
  return words;
}

/**
 * The head of a name: its first word ("Сукня" of "Сукня-сорочка «Міра»"), or its first kind word
 * when only adjectives stand before it ("свічка" of "Соєва свічка «Затишок»", "олія" of "Ефірна
 * олія", "свічки" of "Чайні свічки").
 */
function headOf(words: ReturnType<typeof nameTerms>): number {
  const kind = words.findIndex((w) => w.garment);
  if (kind > 0 && words.slice(0, kind).every((w) => w.adjective)) return kind;
  // The noun after the adjectives when the lexicon has no kind for it ("фільтр" of "Внутрішній фільтр
  // Aquael …"): adjectives by their unmistakable endings only ("Рулетка", "Орхідея" are nouns).
  const noun = words.findIndex((w) => !w.plainAdjective);
  return noun > 0 && kind < 0 ? noun : 0;
}

function namesTheModel(model: Model, matched: string[]): boolean {
  const words = termsOfName(model);
  if (words.length === 0) return true;
  const hit = words.map((w) => matched.some((m) => w.terms.has(m)));
  const head = headOf(words);
  // Only properties of a name with a garment word ("leather" of «Ключниця шкіряна»): a detail, not the model.
  // A kind the item only serves is no garment word of it: "підкладку" names «Підкладка під килим».
  if (words.some((w) => w.garment && !w.purpose) && words.every((w, i) => !hit[i] || w.property)) return false;
  // The garment word or the model's own name wherever it stands ("Oversize hoodie Cloud"), the first word, or half of them.
  return (
    hit[0] ||
    hit[head] ||
    words.some((w, i) => hit[i] && w.lead) ||
    // A kind the item serves names it not ("свічки" are no «Гасильник для свічок»).
    words.some((w, i) => hit[i] && ((w.garment && !w.purpose) || w.proper)) ||
    hit.filter(Boolean).length * 2 >= words.length
  );
}

/**
 * The stems of a name's words that could be its own: four letters or more, no concept of the
 * lexicon, no colour, and not in brackets (a pack's size or a note: «Носки спортивные (3 пары)»).
 */
/** The lexicon's materials a name has (its words' concepts of class material). */
function materialsOf(name: string): Set<string> {
  return new Set(
    wordsOf(name)
      .flatMap((w) => conceptsOf(w))
      .filter((c) => c.cls === 'material')
      .map((c) => c.id),
  );
}

/** The words a name writes with a plus after them ("PLA+", "ABS+"), lower-case. */
function namePlusMarks(name: string): Set<string> {
  return new Set([...name.matchAll(/(?<![\p{L}\d])([\p{L}\d]+)\+/gu)].map((m) => foldWord(m[1])));
}

/**
 * The words the customer writes with a plus ("пла+", "PLA +", "пла плюс", "abs plus"), as a name
 * would write them: a Cyrillic abbreviation in its Latin letters ("пла": "pla").
 */
function plusMarksIn(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d])([\p{L}\d]+)(?:\s?\+|\s+(?:плюс|plus))(?![\p{L}\d])/giu)].flatMap((m) => {
    const w = foldWord(m[1]);
    const latin = /^\p{Script=Cyrillic}{2,4}$/u.test(w) ? abbreviationLetters(w) : '';
    return latin ? [w, latin] : [w];
  });
}

/** A name's abbreviation in capitals ("ABS", "PLA", "PEI"): short, but a model's own word. */
const CAPITALS = /(?<![\p{L}\d])\p{Lu}{3,4}(?![\p{Ll}\d])/gu;

function distinctiveStems(name: string): string[] {
  const plain = (w: string) => conceptsOf(w).length === 0;
  const capitals = new Set((name.match(CAPITALS) ?? []).map(foldWord));
  return [
    ...new Set(
      wordsOf(name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '))
        .flatMap((w) => w.split(/[-']/))
        // A designation of letters and digits ("V60", "C3") is a model's own word too.
        .filter(
          (w) =>
            (w.length >= 4 && /^\p{L}+$/u.test(w) && plain(w) && coloursIn(w).length === 0) ||
            (capitals.has(w) && plain(w) && coloursIn(w).length === 0) ||
            /^(?=.*\p{L})(?=.*\d)[\p{L}\d]{2,6}$/u.test(w),
        )
        // With its Latin spelling and sound as the index holds them: "aviators" names «… авіатори …»
        // too, "раннер" names «… Runner …».
        .flatMap((w) =>
          /\p{Script=Cyrillic}/u.test(w)
            ? [stem(w), transliterate(w)]
            : [stem(w), stem(latinKey(w)), ...otherKeys(w).map(stem)],
        ),
    ),
  ];
}

/**
 * How much less a model's cover counts when the customer's kind words name only what its name
 * lists as parts: "худі і джогери" are two products, not the set "Костюм (худи + джоггеры)",
 * unless the set's own kind (its head, "костюм") is named too. Such kind words do not count.
 */
function partsNamed(model: Model, headNamed: boolean, covered: string[]): number {
  if (headNamed) return 0;
  const words = termsOfName(model);
  const head = words[headOf(words)];
  if (!head?.garment) return 0;
  return covered.filter((w) => w && isKindWord(w)).length;
}

/** Whether the matched terms name the head of the model's name (`headOf`). */
function namesTheHead(model: Model, matched: string[]): boolean {
  const words = termsOfName(model);
  return words.length === 0 || matched.some((m) => words[headOf(words)]!.terms.has(m));
}

/** The words that say what a variant is ("аромат", "колір"): "з яких ароматів?" names no variant "без аромату". */
const VARIANT_NOUN =
  /^(?:колір|кольор|цвет|аромат(?!из)|запах|смак|вкус|scents?$|colou?rs?$|fragrance|flavou?rs?$|tastes?$)/u;

/** The little words inside a kind's phrase ("тримач для телефону", "case for phone"): no word of the kind. */
const PHRASE_LINKS = new Set([
  'для',
  'на',
  'з',
  'із',
  'зі',
  'під',
  'под',
  'с',
  'со',
  'и',
  'і',
  'for',
  'of',
  'the',
  'and',
  'with',
]);

/** Of two device sizes said at one place, the one the products have, when they lack the other. */
export function ownDeviceSizes(products: ProductFact[], sizes: string[]): string[] {
  if (products.length === 0) return sizes;
  const own = new Set(products.flatMap((p) => p.sizes.map((s) => s.size)));
  const kept = sizes.filter((s) => own.has(s) || !sizes.some((t) => t !== s && own.has(t) && fitsSameDevice(t, s)));
  // "screen protector for iPhone 14" of a glass sold for "iPhone 13/14": its own size for that device.
  return [
    ...new Set(
      kept.map((s) => {
        if (own.has(s)) return s;
        const fits = [...own].filter((o) => fitsSameDevice(o, s));
        return fits.length === 1 ? fits[0] : s;
      }),
    ),
  ];
}

/**
 * "а у Затишку які аромати?": the word for what the variants are names no product («Аромалампа»),
 * unless it is all the text says.
 */
function withoutVariantNouns(text: string): string {
  // "на які телефони є …?", "what phones is it for": the devices asked are its sizes, no product named.
  const devices = text.replace(
    /(?<!\p{L})(?:(?:на|для|под)\s+(?:які|яких|какие|каких)\s+(?:телефон\p{L}*|модел\p{L}*|смартфон\p{L}*|айфон\p{L}*)|(?:what|which)\s+(?:phones?|models?|devices?))(?!\p{L})/giu,
    ' ',
  );
  const out = devices.replace(
    // "рівні стенлі яких довжин є?": the sizes' noun names no model («Бур …, довжина 160 мм»).
    // Not "ароматизатор" (a car's air freshener is a product), but "запахи" as "аромати" ("на запах"
    // is a cut).
    /(?<!\p{L})(?:аромат(?!из)\p{L}*|запах(?:и|ів|ами|ах)|кольор\p{L}*|колір|цвет\p{L}*|смак(?:и|ів|ам|ах)?|вкус\p{L}*|scents?|colou?rs?|flavou?rs?|довжин\p{L}*|длин\p{L}*|lengths?)(?!\p{L})/giu,
    ' ',
  );
  return wordsOf(out).length > 0 ? out : text;
}

/** Whether `text` names the colour `colour` (a stock's cell: "сірий меланж", "смарагдовий"). */
export function colourNamed(colour: string, text: string): boolean {
  // A shade by its number ("02 Natural Beige", "тон 02", "відтінок №12"): the number as written, or
  // after a shade's word ("тон 2").
  const shade = SHADE_NUMBER.exec(colour);
  if (shade) {
    const n = Number(shade[1]);
    for (const m of text.matchAll(SHADE_IN_TEXT))
      if (m[2] === shade[1] || (m[1] !== undefined && Number(m[2]) === n)) return true;
  }
  const families = coloursIn(colour);
  const asked = coloursIn(text);
  if (families.length > 0 && families.some((f) => asked.includes(f))) return true;
  // A colour the families miss ("чёрный", "пудровый"): the lexicon's colour of each word.
  if (families.length === 0 && sharesColour(colour, text)) return true;
  // A colour named by a noun is said by its adjective, the stem's last consonant alternating
  // ("Пісок" asked as "пісочна", "Молоко" as "молочний", "Горох" as "горошковий").
  const mine = wordsOf(colour)
    .filter((w) => !VARIANT_NOUN.test(w))
    .map(stem)
    .flatMap((s) => (/[кгх]$/u.test(s) ? [s, `${s.slice(0, -1)}${ALTERNATING[s.at(-1)!]}`] : [s]))
    .filter((s) => s.length >= 3);
  // The word itself too, where the stemmer cuts too much ("горіх" → "гор"): "з горіхом" says it.
  for (const w of wordsOf(colour)) if (w.length >= 4 && !VARIANT_NOUN.test(w) && !mine.includes(w)) mine.push(w);
  if (mine.length === 0) return false;
  const words = wordsOf(text).filter((w) => !VARIANT_NOUN.test(w));
  const theirs = [...words.flatMap((w) => [w, ...synonymsOf(w)]).map(stem), ...words.filter((w) => w.length >= 4)];
  // A short colour word is named by its own stem only, through a word the lexicon knows as a colour
  // or a material ("Мідь" by "мідна", the lexicon's "мідь"); not by "міді" (midi) nor "сыну" (a son).
  const whole = new Set(
    words
      .filter((w) => conceptsOf(w).some((c) => c.cls === 'colour' || c.cls === 'material'))
      .flatMap((w) => [w, ...synonymsOf(w)])
      .map(stem),
  );
  return mine.some(
    (m) =>
      whole.has(m) ||
      theirs.some((t) => t.length >= 3 && (t.startsWith(m) || m.startsWith(t)) && Math.min(t.length, m.length) >= 4),
  );
}

/** The consonant a stem's last one becomes before an adjective's suffix (пісок → пісочний). */
const ALTERNATING: Record<string, string> = { к: 'ч', г: 'ж', х: 'ш' };

/** A shade's number at the start of a colour's name ("02 Natural Beige", "№12 Berry", "тон 05"). */
const SHADE_NUMBER = /^\s*(?:(?:тон|відтінок|оттенок|shade|tone)\s*)?[№#]?\s*(\d{1,4})(?!\d|[.,]\d)/iu;
/** A number in a customer's text, with the shade's word before it when there is one. */
const SHADE_IN_TEXT =
  /(?<![\p{L}\d])(?:(тон\p{L}*|відтін\p{L}*|оттен\p{L}*|shade|tone|№|#)\s*)?(\d{1,4})(?!\d|[.,]\d|\s*(?:мл|ml|г|g|см|cm|грн|uah|шт|pcs)(?!\p{L}))/giu;

function colourIds(text: string, scents = true): string[] {
  // "синові" (to a son) is whom the item is for, though its stem is «синій»'s.
  return wordsOf(text).flatMap((w) =>
    conceptsOf(w).some((c) => c.cls === 'audience')
      ? []
      : conceptsOf(w)
          // A scent is the variant of a candle or a diffuser as a colour is of a dress: "fig" is «Інжир».
          .filter((c) => c.cls === 'colour' || (scents && (c.cls === 'scent' || c.cls === 'flavour')))
          .map((c) => c.id),
  );
}

function sharesColour(colour: string, text: string): boolean {
  const asked = colourIds(text);
  return asked.length > 0 && colourIds(colour).some((id) => asked.includes(id));
}

/** Catalogue indexes per account and channel, rebuilt when the products' stamp changes; the least recent dropped. */
export class CatalogueCache {
  private readonly entries = new Map<string, { stamp: string; index: Promise<CatalogueIndex> }>();

  constructor(private readonly capacity = 200) {}

  get(key: string, stamp: string, build: () => Promise<CatalogueIndex>): Promise<CatalogueIndex> {
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.stamp === stamp) {
      this.entries.set(key, hit);
      return hit.index;
    }
    // The spelling dictionaries load once per process, before the first index reads a message.
    const index = loadDictionaries().then(build);
    this.entries.set(key, { stamp, index });
    // A failed build is not kept: the next message tries again.
    index.catch(() => {
      if (this.entries.get(key)?.index === index) this.entries.delete(key);
    });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return index;
  }
}

/** "дешевше ніж", "більше ніж", "краще ніж": a comparative's "than", no word of a product. */
const COMPARED_THAN = /(?<!\p{L})(\p{L}+(?:ше|іше|ще))\s+ніж(?!\p{L})/giu;

/** Cyrillic letters that look like Latin ones, as Latin ("а5" → "a5", "С3" → "c3"), lower-case. */
const LOOKALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  і: 'i',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  т: 't',
  х: 'x',
};
function latinLookalike(text: string): string {
  return text.toLowerCase().replace(/[авсеікмнортх]/gu, (c) => LOOKALIKE[c] ?? c);
}
