/**
 * A bridge from English to Russian (and, through the Ukrainian stemmer of the search, Ukrainian)
 * kind words, from the Google Product Taxonomy's categories (taxonomy.json, made by
 * make-taxonomy.mjs): an English customer's word of a category also searches the Russian words of
 * the same category ("honey" → «мёд», "yarn" → «пряжа», "bars" → «батончики»: «Батончик …»).
 *
 * Only as synonyms for a search: the lexicon asks it for words no kind or property of its own names
 * (kinds.json and properties.json win), and it makes no word a kind.
 *
 * Which words bridge:
 * - a category's name of one word in each language ("Honey" / «Мёд»; "Sweets & Chocolate" /
 *   «Конфеты и шоколад», part by part where one pair of the parts is known);
 * - a head noun (the last word of an English name, the first noun of a Russian one: "Electric
 *   Kettles" / «Электрические чайники») where at least two categories agree and they are at least
 *   half of that word's categories ("Tape Measures" / «Мерные ленты» is one category: measures is
 *   no «ленты»);
 * - never a generic word of the taxonomy's names (supplies, accessories, sets, cases, covers,
 *   lights…; принадлежности, товары, наборы, средства, чехлы…), an ordinary word of other senses
 *   (tape, chest, wrap, bow…), nor what an accessory is for (phone, water…).
 */
import taxonomyData from './taxonomy.json';

interface Category {
  top: string;
  en: string[];
  ru: string[];
}

/** Words of the taxonomy's names that name no kind of thing by themselves: never bridged. */
const GENERIC_EN = new Set(
  (
    'accessories accessory supplies supply parts part equipment products product items item kits kit sets set tools tool ' +
    'materials material systems system devices device care cleaning machines machine makers maker gear covers cover ' +
    'cases case holders holder stands stand bags bag boxes box containers container organisers organiser lights light ' +
    'lighting top tops pads pad mats mat aids aid units unit fittings fitting consumables trims trim replacement ' +
    'combo other various general purpose miscellaneous ' +
    // Ordinary English words the taxonomy also names a kind by, whose other senses a customer means
    // as often: a tape measure is no ribbon («лента»), a chest size no chest («сундук»), a wrap dress
    // no flatbread, a hair bow no archery bow, clothing no costume («костюм»).
    'clothing tape measure square level file plane pole run match support key home body mix bow chest wrap ' +
    'party celebration art arts hobby hobbies entertainment health beauty drink drinks food counter shade rest seat player ' +
    // What an accessory is for, in a name after «для» («Ремінець для телефону», «Пляшка для води»): a
    // customer's "what phones is it for?" names no phone sold.
    'phone telephone camera laptop tablet computer monitor television bicycle bike bath sink tree water'
  ).split(' '),
);
const GENERIC_RU = new Set(
  (
    'принадлежности аксессуары товары наборы набор средства материалы изделия оборудование инструменты детали ' +
    'устройства системы продукты комплекты чехлы подставки держатели контейнеры емкости машины приборы запчасти ' +
    'элементы предметы приспособления'
  ).split(' '),
);

/** An English word's key: lower case, singular ("kettles", "boxes", "berries" → kettle, box, berry). */
export function englishKey(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (/ies$/.test(w)) return w.length > 5 ? `${w.slice(0, -3)}y` : w.slice(0, -1);
  if (/knives$/.test(w)) return `${w.slice(0, -3)}fe`;
  if (/atoes$/.test(w)) return w.slice(0, -2);
  if (/(?:ches|shes|sses|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (/[^su]s$/.test(w)) return w.slice(0, -1);
  return w;
}

const ADJECTIVE = /(?:ые|ие|ый|ий|ой|ая|яя|ое|ее|ого|ых|их)$/u;

/** A Russian name's head noun: its first word that is no adjective («Электрические чайники» → чайники). */
function russianHead(phrase: string): string | null {
  const words = phrase.split(/\s+/);
  const head = words.find((w) => !(ADJECTIVE.test(w) && w.length > 4));
  if (!head) return null;
  // «Сковороды-вок», «Батончики-мюсли»: the word before the hyphen.
  const plain = head.split('-')[0];
  return /^\p{Script=Cyrillic}{3,}$/u.test(plain) ? plain : null;
}

/** An English name's head noun: its last word ("Electric Kettles" → kettles). */
function englishHead(phrase: string): string | null {
  const last = phrase.split(/\s+/).pop() ?? '';
  const plain = last.split('-').pop() ?? '';
  return /^[a-z]{3,}$/.test(plain) ? plain : null;
}

interface Votes {
  /** English key → Russian head → categories. */
  enToRu: Map<string, Map<string, number>>;
  /** Pairs named by one word in each language. */
  strong: Set<string>;
}

/** One category's votes: each (English head, Russian head) pair once, whatever its parts. */
function addVotes(votes: Votes, pairs: Array<[string, string]>, confirmed: boolean): void {
  const seen = new Set<string>();
  for (const [en, ru] of pairs) {
    const eHead = englishHead(en);
    const rHead = russianHead(ru);
    if (!eHead || !rHead) continue;
    const e = englishKey(eHead);
    const r = rHead.toLowerCase();
    if (GENERIC_EN.has(e) || GENERIC_EN.has(eHead) || GENERIC_RU.has(r)) continue;
    const key = `${e}\u0000${r}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const row = votes.enToRu.get(e) ?? new Map<string, number>();
    row.set(r, (row.get(r) ?? 0) + 1);
    votes.enToRu.set(e, row);
    // One word each: "Honey" / «Мёд»; in a confirmed name of several parts, each one-word English part.
    if (!/\s/.test(en) && (confirmed || !/[\s-]/.test(ru))) votes.strong.add(key);
  }
}

/**
 * The kept pairs (English key, Russian word): named by one word each (and not outvoted by another
 * Russian word of the same English one), or agreed by two categories that are half of the word's.
 */
function keptPairs(votes: Votes): Set<string> {
  const out = new Set<string>();
  for (const [e, row] of votes.enToRu) {
    const counts = [...row.values()];
    const total = counts.reduce((a, b) => a + b, 0);
    const most = Math.max(...counts);
    for (const [r, n] of row) {
      const key = `${e}\u0000${r}`;
      if ((votes.strong.has(key) && n === most) || (n >= 2 && n * 2 >= total)) out.add(key);
    }
  }
  return out;
}

/**
 * The bridged pairs. A name of one part in either language pairs every part of the other with it
 * ("Chairs" / «Кресла и стулья»). Names of several parts in both are paired in order only where one
 * pair of them is already known ("Sweets & Chocolate" / «Конфеты и шоколад»: chocolate is
 * «шоколад»), since translators reorder them ("Coffee & Tea Pots" / «Чайники и кофейники»).
 */
function bridgedPairs(categories: Category[]): Array<[string, string]> {
  const votes: Votes = { enToRu: new Map(), strong: new Set() };
  const several: Category[] = [];
  for (const c of categories) {
    if (c.en.length === 1)
      addVotes(
        votes,
        c.ru.map((r): [string, string] => [c.en[0], r]),
        false,
      );
    else if (c.ru.length === 1)
      addVotes(
        votes,
        c.en.map((e): [string, string] => [e, c.ru[0]]),
        false,
      );
    else if (c.en.length === c.ru.length) several.push(c);
  }
  const known = keptPairs(votes);
  for (const c of several) {
    const pairs = c.en.map((e, i): [string, string] => [e, c.ru[i]]);
    const confirmed = pairs.some(([e, r]) => {
      const eHead = englishHead(e);
      const rHead = russianHead(r);
      return eHead && rHead && known.has(`${englishKey(eHead)}\u0000${rHead.toLowerCase()}`);
    });
    if (confirmed) addVotes(votes, pairs, true);
  }
  return [...keptPairs(votes)].map((k) => k.split('\u0000') as [string, string]);
}

const EN_TO_RU = new Map<string, Set<string>>();

{
  const categories = Object.values((taxonomyData as { categories: Record<string, Category> }).categories);
  for (const [e, r] of bridgedPairs(categories)) {
    const set = EN_TO_RU.get(e) ?? new Set<string>();
    set.add(r).add(r.replace(/ё/g, 'е'));
    EN_TO_RU.set(e, set);
  }
}

/**
 * The Russian words an English word's taxonomy category names it by ("honey" → мёд, мед; "yarn" →
 * пряжа), which a search also finds in Ukrainian through the stemmer (батончики: «Батончик»); [] for
 * a word the taxonomy does not bridge. Not the other way: a Ukrainian or Russian word searched in
 * English finds an English name's word of another sense («туалетна вода» is no Gypsy Water,
 * «пряжа» no YarnArt), and shops name in Ukrainian.
 */
export function taxonomyBridge(word: string): string[] {
  const w = word.toLowerCase();
  return /^[a-z]{3,}$/.test(w) ? [...(EN_TO_RU.get(englishKey(w)) ?? [])] : [];
}

/** Every bridged pair (English key, Russian words), for tests and for reading the data. */
export function taxonomyBridges(): Array<[string, string[]]> {
  return [...EN_TO_RU].map(([e, rs]) => [e, [...rs]]);
}
