/**
 * What a customer's word means, from kept language data (kinds.json: kinds of product;
 * properties.json: materials, cuts, patterns, colours…; chat.json: chat words) and the spelling
 * dictionaries (dictionary.ts), in Ukrainian, Russian and English, through word forms (the
 * Ukrainian stemmer), diminutives (diminutives.ts) and Latin transliteration (text.ts).
 *
 * - A kind or a property: `conceptsOf` gives its concept, whose words in every language a
 *   search adds (`synonymsOf`: "толстовка" also searches "худі", "худи", "hoodie").
 * - A word only a spelling dictionary or the chat list knows is ordinary language (`isOrdinary`):
 *   it names nothing the shop may lack.
 */
import { stemmer as ukrainianStem } from '@orama/stemmers/ukrainian';
import kindsData from './kinds.json';
import propertiesData from './properties.json';
import chatData from './chat.json';
import { plainForms } from './diminutives';
import { dictionariesLoaded, isDictionaryWord } from './dictionary';
import { transliterate, words as wordsOf } from '../understand/text';
import { latinKey } from './latin';
import { taxonomyBridge } from './taxonomy';

export type PropertyClass =
  | 'material'
  | 'cut'
  | 'pattern'
  | 'style'
  | 'detail'
  | 'purpose'
  | 'season'
  | 'colour'
  | 'audience'
  // A candle's, a diffuser's or a perfume's scent (lavender, vanilla, fig…): the variant it is sold in.
  | 'scent'
  // A food's flavour (chicken, salmon, chocolate…): the variant pet food or a protein is sold in.
  | 'flavour'
  // A pet's life stage (kitten, puppy, adult, senior): whom pet food is for, as audience is a garment's.
  | 'stage';

export interface Concept {
  id: string;
  /** 'kind' for a kind of product, else the property's class. */
  cls: 'kind' | PropertyClass;
  /** Its whole words (no prefixes) in every language, Ukrainian first. */
  words: string[];
  /** Its English words. */
  english: string[];
  /** Other kinds a word of it may also mean (кофта: a sweater, a cardigan). */
  also: string[];
  /** A kind's group (kinds.json: outerwear, underwear, footwear…). */
  group?: string;
  /** Its long prefix terms without the star ("бігов", "бегов"): a search finds the words they begin. */
  prefixes: string[];
}

interface Entry {
  id: string;
  uk: string[];
  ru: string[];
  en: string[];
  also?: string[];
  class?: string;
  group?: string;
}

const CONCEPTS = new Map<string, Concept>();
const EXACT = new Map<string, Concept[]>();
/** Prefix terms (`куртк*`), longest first: "білизн" before "біл". */
const PREFIXES: Array<[string, Concept]> = [];
const BY_STEM = new Map<string, Concept[]>();
const BY_LATIN = new Map<string, Concept[]>();

function push(map: Map<string, Concept[]>, key: string, concept: Concept): void {
  const list = map.get(key);
  if (!list) map.set(key, [concept]);
  else if (!list.includes(concept)) list.push(concept);
}

function stemOf(word: string): string {
  const w = word.replace(/'/g, '');
  return /\p{Script=Cyrillic}/u.test(w) ? ukrainianStem(w) : w;
}

function add(entry: Entry, cls: Concept['cls']): void {
  const terms = [...entry.uk, ...entry.ru, ...entry.en].map((t) => t.toLowerCase());
  const concept: Concept = {
    id: entry.id,
    cls,
    words: [...new Set(terms.filter((t) => !t.endsWith('*')))],
    // A prefix names the concept too in English ("sneaker*" → sneaker), in the data's order.
    english: entry.en.map((t) => t.toLowerCase().replace(/\*$/, '')).filter((t) => /^[a-z][a-z' -]{1,}$/.test(t)),
    also: entry.also ?? [],
    ...(entry.group && { group: entry.group }),
    // Not whom it is for nor a colour: "чоловіч*" must not find «Джоггеры мужские» by itself.
    prefixes:
      cls === 'audience' || cls === 'colour' || cls === 'scent' || cls === 'flavour'
        ? []
        : terms.filter((t) => t.endsWith('*') && t.length >= 6 && !/\s/.test(t)).map((t) => t.slice(0, -1)),
  };
  concept.words.push(...concept.english.filter((w) => !concept.words.includes(w)));
  CONCEPTS.set(`${cls === 'kind' ? 'kind' : 'property'}:${entry.id}`, concept);
  for (const term of terms) {
    if (term.endsWith('*')) {
      PREFIXES.push([term.slice(0, -1), concept]);
      continue;
    }
    push(EXACT, term, concept);
    if (!/\s/.test(term)) {
      // A loanword the stemmer cuts to three letters ("денім" → "ден") would name "день" too.
      const stem = stemOf(term);
      if (stem.length >= 4 || term.length - stem.length <= 1) push(BY_STEM, stem, concept);
      if (/\p{Script=Cyrillic}/u.test(term)) push(BY_LATIN, transliterate(term), concept);
    }
  }
}

for (const k of kindsData.kinds as Entry[]) add(k, 'kind');
for (const p of propertiesData.properties as Entry[]) add(p, p.class as PropertyClass);
PREFIXES.sort((a, b) => b[0].length - a[0].length);
const PREFIX_TERMS = new Set([...CONCEPTS.values()].flatMap((c) => c.prefixes));

const CHAT = new Set(chatData.words);

/** Kinds' names of several words ("сумка на пояс"), longest first, with their kind. */
const KIND_PHRASES: Array<[string, { id: string; group: string }]> = [...CONCEPTS.values()]
  .filter((c) => c.cls === 'kind' && c.group)
  .flatMap((c) =>
    c.words
      .filter((w) => /\s/.test(w))
      .map((w): [string, { id: string; group: string }] => [w, { id: c.id, group: c.group! }]),
  )
  .sort((a, b) => b[0].length - a[0].length);

/** Phrases naming a whole group of kinds ("верхній одяг", "білизна"), each a list of terms in a row. */
const GROUP_PHRASES = (kindsData.groups as Entry[]).flatMap((g) =>
  [...g.uk, ...g.ru, ...g.en].map((phrase) => ({ group: g.id, terms: phrase.toLowerCase().split(/\s+/) })),
);
const GROUP_PHRASES_LONGEST_FIRST = [...GROUP_PHRASES].sort((a, b) => b.terms.length - a.terms.length);
const termMatches = (word: string, term: string) =>
  term.endsWith('*') ? word.startsWith(term.slice(0, -1)) : word === term;

/**
 * The groups of kinds a text names: by a group's phrase ("з верхнього одягу": outerwear), and,
 * with `byKinds`, by the group of each kind it names ("штанці": bottoms).
 */
export function groupsNamed(text: string, byKinds = true): Set<string> {
  const ws = wordsOf(text);
  const found = new Set<string>();
  // A group's word inside a kind's phrase ("взуття" of "відкрите взуття": sandals) names no group.
  const inKind = new Set(kindPhrasesIn(ws).flatMap(({ at, words }) => words.map((_, k) => at + k)));
  // Longer phrases first: "рослин" of "догляд за рослинами" (plant care) names no group of its own (plants).
  const inGroup = new Set<number>();
  for (const { group, terms } of GROUP_PHRASES_LONGEST_FIRST) {
    for (let i = 0; i + terms.length <= ws.length; i += 1) {
      if (terms.some((_, k) => inKind.has(i + k) || inGroup.has(i + k))) continue;
      if (terms.every((t, k) => termMatches(ws[i + k], t))) {
        found.add(group);
        if (terms.length > 1) terms.forEach((_, k) => inGroup.add(i + k));
        break;
      }
    }
  }
  if (byKinds) for (const w of ws) for (const c of conceptsOf(w)) if (c.cls === 'kind' && c.group) found.add(c.group);
  return found;
}

/**
 * The text's words without those of a group's phrase of several words ("що є для догляду за
 * рослинами?": "для догляду за рослинами" names the plant-care group, not plants), for the kinds
 * the rest names.
 */
export function outsideGroupPhrases(text: string): string {
  const ws = wordsOf(text);
  const inGroup = new Set<number>();
  for (const { terms } of GROUP_PHRASES) {
    if (terms.length < 2) continue;
    for (let i = 0; i + terms.length <= ws.length; i += 1)
      if (terms.every((t, k) => termMatches(ws[i + k], t))) terms.forEach((_, k) => inGroup.add(i + k));
  }
  return ws.filter((_, i) => !inGroup.has(i)).join(' ');
}

export interface KindPhrase {
  /** Where the phrase starts among the words. */
  at: number;
  id: string;
  group: string;
  /** The phrase's own words ("sleeping", "bag"). */
  words: string[];
  /** The kind's single words in every language. */
  synonyms: string[];
  /**
   * The kind's phrases in the other script, each as its longer words ("yoga mat": килимок, йоги):
   * a shop names it in its own language; searched only where a name has every word of one.
   */
  across: string[][];
}

/**
 * Kinds named by a phrase of several words ("car seat", "сумка на пояс") in a text's words: where
 * the phrase starts and the kind's single words in every language ("автокрісло", "carseat"), which
 * a search adds as it adds a single word's synonyms.
 */
export function kindPhrasesIn(words: string[]): KindPhrase[] {
  const lower = words.map((w) => w.toLowerCase());
  const out: KindPhrase[] = [];
  for (const [phrase, kind] of KIND_PHRASES) {
    const terms = phrase.split(/\s+/);
    for (let i = 0; i + terms.length <= lower.length; i += 1) {
      if (!terms.every((t, k) => lower[i + k] === t)) continue;
      const concept = CONCEPTS.get(`kind:${kind.id}`);
      const all = [...(concept?.words ?? []), ...(concept?.prefixes ?? [])];
      const synonyms = all.filter((w) => !/\s/.test(w));
      const latin = /^[a-z\s'-]+$/.test(phrase);
      const across = all
        .filter((w) => /\s/.test(w) && /^[a-z\s'-]+$/.test(w) !== latin)
        .map((w) => w.split(/\s+/).filter((part) => part.length >= 4))
        .filter((parts) => parts.length > 0);
      out.push({ at: i, ...kind, words: terms, synonyms, across });
      break;
    }
  }
  return out;
}

/** The kinds a text names ("які є штанці?": trousers; "car seat"), each with its group. */
export function kindsNamed(text: string): Array<{ id: string; group: string }> {
  const out = new Map<string, string>();
  // A kind's name of several words ("килимок туристичний", "sleeping bag") names that kind, whatever
  // its words name one by one (a rug, a bag).
  const ws = wordsOf(text);
  for (const k of kindPhrasesIn(ws)) if (!out.has(k.id)) out.set(k.id, k.group);
  for (const w of ws)
    for (const c of conceptsOf(w)) if (c.cls === 'kind' && c.group && !out.has(c.id)) out.set(c.id, c.group);
  return [...out].map(([id, group]) => ({ id, group }));
}

/** The kind of a product name's head: its first word naming a kind ("Сумка на пояс Flow": bag, not belt). */
export function headKind(name: string): { id: string; group: string } | null {
  // A kind's phrase in the name comes first: «Сумка на пояс Flow» is a belt bag, not just a bag.
  const lower = ` ${wordsOf(name).join(' ')} `;
  const phrase = KIND_PHRASES.find(([p]) => lower.includes(` ${p} `));
  if (phrase) return phrase[1];
  for (const w of wordsOf(name).flatMap((w) => [w, ...w.split('-')])) {
    const kind = conceptsOf(w).find((c) => c.cls === 'kind' && c.group);
    if (kind) return { id: kind.id, group: kind.group! };
  }
  return null;
}

/** The group of a product name's head ("Халат-кімоно …": homewear). */
export function headGroup(name: string): string | null {
  return headKind(name)?.group ?? null;
}

/** The concepts of one form as written (no diminutive): exact, longest prefix, same stem, Latin spelling. */
function direct(word: string): Concept[] {
  const exact = EXACT.get(word);
  if (exact) return exact;
  const prefixed = PREFIXES.find(([p]) => word.startsWith(p));
  if (prefixed) return PREFIXES.filter(([p]) => p === prefixed[0]).map(([, c]) => c);
  if (word.length >= 4) {
    const stemmed = BY_STEM.get(stemOf(word));
    if (stemmed) return stemmed;
  }
  // "hudi", "kurtka": a Cyrillic word typed in Latin letters; not an English word ("slip" of
  // "anti-slip" is no "слип", a sleepsuit).
  if (/^[a-z]{3,}$/.test(word) && isDictionaryWord(word) !== true) return BY_LATIN.get(word) ?? [];
  return [];
}

const MEMO = new Map<string, Concept[]>();

/** The kinds and properties a lower-case word names ([] for none), diminutives included. */
export function conceptsOf(word: string): Concept[] {
  let found = MEMO.get(word);
  if (found) return found;
  found = direct(word);
  if (found.length === 0) {
    for (const form of plainForms(word)) {
      found = direct(form);
      if (found.length > 0) break;
    }
  }
  if (MEMO.size > 50_000) MEMO.clear();
  MEMO.set(word, found);
  return found;
}

/**
 * The words a search adds for a customer's word: its concepts' words in every language, with the
 * kinds they also mean; for a word no concept names, the other language's words of its Google
 * taxonomy category ("honey" → мёд, "yarn" → пряжа: taxonomy.ts), which name no kind.
 */
export function synonymsOf(word: string): string[] {
  const out = new Set<string>();
  const concepts = conceptsOf(word);
  if (concepts.length === 0) return taxonomyBridge(word);
  for (const c of concepts) {
    for (const w of c.words) out.add(w);
    // "для бігу" also searches "бігов", "бегов": «Шорты беговые».
    for (const p of c.prefixes) out.add(p);
    for (const id of c.also) for (const w of CONCEPTS.get(`kind:${id}`)?.words.slice(0, 2) ?? []) out.add(w);
  }
  return [...out];
}

/** Whether a form is one of the lexicon's prefix terms ("бегов"): already a stem, searched as it is. */
export function isLexiconPrefix(form: string): boolean {
  return PREFIX_TERMS.has(form);
}

/** A kind's own word as the data lists it, whole ("носки", "спідниця"): for a kind glued to a prefix. */
export function isWholeKindWord(word: string): boolean {
  return (EXACT.get(word) ?? []).some((c) => c.cls === 'kind');
}

/** Whether a word names a kind of product (сукня, hoodie, кросівки, ліфчик). */
export function isKindWord(word: string): boolean {
  return conceptsOf(word).some((c) => c.cls === 'kind');
}

/** Whether a word names a property of a product (leather, wool, plain) and no kind of product. */
export function isPropertyWord(word: string): boolean {
  const concepts = conceptsOf(word);
  return concepts.some((c) => c.cls !== 'kind' && c.cls !== 'audience') && !concepts.some((c) => c.cls === 'kind');
}

/**
 * Whether a word names something a shop may lack: a kind of product or a property of one
 * (material, cut, pattern, style, detail, purpose, season, colour). Whom it is for (kids, men) is not.
 */
export function isQualifierWord(word: string): boolean {
  return conceptsOf(word).some((c) => c.cls !== 'audience');
}

/**
 * Whether a word is ordinary language and names no kind or property: the chat list or a spelling
 * dictionary knows it (its plain form, for a diminutive). False for an unknown word (a name, a
 * typo) and while the dictionaries are not loaded.
 */
export function isOrdinary(word: string): boolean {
  if (conceptsOf(word).length > 0) return false;
  if (CHAT.has(word)) return true;
  if (!dictionariesLoaded()) return false;
  let ordinary = ORDINARY.get(word);
  if (ordinary === undefined) {
    const w = word.replace(/[’ʼ`´]/g, "'");
    ordinary = [w, ...plainForms(w), ...americanSpellings(w)].some((f) => isDictionaryWord(f) === true);
    if (ORDINARY.size >= 50_000) ORDINARY.clear();
    ORDINARY.set(word, ordinary);
  }
  return ordinary;
}

const ORDINARY = new Map<string, boolean>();

/**
 * A British spelling's American forms, as the English dictionary (dictionary-en, en-US) has them:
 * "flavours" is "flavors", "organise" "organize", "centre" "center".
 */
function americanSpellings(word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const forms = [
    word.replace(/our(?=s?$|ed$|ing$|ful$)/, 'or'),
    word.replace(/is(e|es|ed|ing)$/, 'iz$1'),
    word.replace(/tres?$/, (m) => (m.endsWith('s') ? 'ters' : 'ter')),
  ];
  return forms.filter((f) => f !== word);
}

/**
 * A material as the stock writes it, in English where the lexicon knows every word of it
 * ("натуральна шкіра" → genuine leather, "бавовна 65%, поліестер 35%" → cotton 65%, polyester 35%);
 * as written otherwise (the shop's own words are never guessed).
 */
export function englishMaterial(material: string): string {
  const parts = material.split(/(\s*[,;/]\s*)/);
  const english = parts.map((part, i) => {
    if (i % 2 === 1) return part;
    const words = part.split(/\s+/).filter(Boolean);
    const out = words.map((w) => {
      if (/^[\d.,%]+$/.test(w) || /^[a-z]+$/i.test(w)) return w;
      if (/^натуральн/iu.test(w)) return 'genuine';
      const english = conceptsOf(w.toLowerCase()).find((c) => c.cls !== 'kind' && c.english.length > 0)?.english;
      // The English word the stock's word sounds like, where the concept has one ("нейлон": nylon, not polyamide).
      return english ? (english.find((e) => latinKey(e) === latinKey(w)) ?? english[0]) : null;
    });
    return out.every((w) => w !== null) ? out.join(' ') : null;
  });
  return english.every((p) => p !== null) ? english.join('') : material;
}

/** The English words of a colour the lexicon knows ("сірий меланж" → grey melange), or null. */
export function englishColour(colour: string): string | null {
  const named = colour
    .toLowerCase()
    .split(/\s+/)
    // A flavour or a scent too ("птиця" → poultry, "груша" → pear): what the variant is in English.
    .map(
      (w) => conceptsOf(w).find((c) => ['colour', 'material', 'flavour', 'scent'].includes(c.cls))?.english[0] ?? null,
    );
  return named.length > 0 && named.every(Boolean) ? named.join(' ') : null;
}

/** Whether a variant's name is a scent ("Лаванда", "Сандал і ваніль"): its word is «аромат», not «колір». */
/** Whether a variant's name is a flavour ("курка", "лосось", "шоколад") and no colour. */
export function isFlavour(colour: string): boolean {
  const concepts = wordsOf(colour).flatMap((w) => conceptsOf(w));
  return concepts.some((c) => c.cls === 'flavour') && !concepts.some((c) => c.cls === 'colour');
}

export function isScent(colour: string): boolean {
  const concepts = wordsOf(colour).flatMap((w) => conceptsOf(w));
  return concepts.some((c) => c.cls === 'scent') && !concepts.some((c) => c.cls === 'colour');
}
