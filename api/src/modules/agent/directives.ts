/**
 * The parts of each role's instructions that code honours (docs/product.md §9.6): lines of the form
 * `key: value` (Ukrainian or English keys), optionally per language with `.ua` / `.en`. Other lines
 * are free text for a language model (the OpenAI-compatible provider sends all of it).
 *
 * COMMUNICATOR (the offline provider's wording):
 *   greeting: Вітаю, сонечко!          привітання: …          (greeting.en: Hi there!)
 *   sign-off: Ваша Vitrina 💛          підпис: …
 *   tone: formal | informal            тон: формальний | неформальний (на «ти»)
 *   order: name, phone, city, branch   замовлення: ПІБ, телефон, місто, відділення
 *   stock counts: on | off             залишки: так | ні      name how many are left (off: "5 шт." reads oddly)
 *
 * DB_RETRIEVER (both providers: retrieval is code):
 *   products: 1..5                     товарів: 1..5          how many products a reply may name (3)
 *   corrections: off | on              правки: ні | так       reuse the owner's earlier edits (on)
 *
 * AUDITOR (both providers: the auditor is code):
 *   forbidden: discount, free delivery  заборонено: знижка, …  terms a draft must not contain unless
 *                                                             the shop's data says them
 *   max length: 600                     довжина: 600           characters a draft may have
 */
import type { Language } from '@vitrina/shared/contracts';

export type Tone = 'formal' | 'informal';

export interface Directives {
  greeting: string | null;
  signOff: string | null;
  tone: Tone;
  /** What to ask the customer for to take an order. */
  orderFields: string | null;
  /** Whether replies say how many pieces are left (off unless the owner asks for it). */
  stockCounts: boolean;
}

export interface RetrieverDirectives {
  /** At most this many products in the facts (a name search that matches several models). */
  maxProducts: number;
  /** Whether the owner's earlier edits of drafts are looked up (learning from edits). */
  useCorrections: boolean;
}

export interface AuditorDirectives {
  /** Lower-case terms a draft must not contain unless the facts or the customer's text do. */
  forbidden: string[];
  /** Longest draft accepted, in characters; null: no limit. */
  maxLength: number | null;
}

export const DEFAULT_MAX_PRODUCTS = 3;
const MAX_PRODUCTS_LIMIT = 5;

type Keys<K extends string> = Array<[RegExp, K]>;

/** `key: value` lines of `instructions` for one language: `key.ua` / `key.en` override a plain `key`. */
function directiveLines<K extends string>(instructions: string, language: Language, keys: Keys<K>) {
  const found: Partial<Record<K, string>> = {};
  const specific: Partial<Record<K, string>> = {};
  for (const line of instructions.split(/\r?\n/)) {
    const m = line.match(/^\s*[-*•]?\s*([\p{L}][\p{L} -]*?)(?:\.(ua|uk|en))?\s*:\s*(.+?)\s*$/u);
    if (!m) continue;
    const name = m[1].toLowerCase().replace(/\s+/g, ' ');
    const entry = keys.find(([re]) => re.test(name));
    if (!entry) continue;
    const lang = m[2] === 'uk' ? 'ua' : m[2];
    if (lang && lang !== language) continue;
    (lang ? specific : found)[entry[1]] = m[3].slice(0, 300);
  }
  return (key: K): string | null => specific[key] ?? found[key] ?? null;
}

const COMMUNICATOR_KEYS: Keys<'greeting' | 'signOff' | 'tone' | 'orderFields' | 'stockCounts'> = [
  [/^(stock counts|counts|quantities|залишки|кількість|кількості)$/, 'stockCounts'],
  [/^(greeting|привітання|вітання)$/, 'greeting'],
  [/^(sign-?off|signature|підпис|прощання)$/, 'signOff'],
  [/^(tone|тон)$/, 'tone'],
  [/^(order|замовлення|для замовлення)$/, 'orderFields'],
];

const ON = /^(on|yes|true|1|так|show|показ\p{L}*|увімк\p{L}*)(?![\p{L}\d])/iu;
const INFORMAL = /^(informal|casual|friendly|неформальн\p{L}*|на «?ти»?|на ти|дружн\p{L}*)/iu;

/** The COMMUNICATOR's directives for one language. */
export function parseDirectives(instructions: string, language: Language): Directives {
  const value = directiveLines(instructions, language, COMMUNICATOR_KEYS);
  return {
    greeting: value('greeting'),
    signOff: value('signOff'),
    tone: INFORMAL.test(value('tone') ?? '') ? 'informal' : 'formal',
    orderFields: value('orderFields'),
    stockCounts: ON.test(value('stockCounts') ?? ''),
  };
}

const RETRIEVER_KEYS: Keys<'products' | 'corrections'> = [
  [/^(products|max products|товарів|кількість товарів|товари)$/, 'products'],
  [/^(corrections|правки|виправлення)$/, 'corrections'],
];

const OFF = /^(off|no|none|false|0|ні|нема\p{L}*|вимк\p{L}*)(?![\p{L}\d])/iu;

/** The DB_RETRIEVER's directives (language-independent; `key.ua`/`key.en` lines are ignored). */
export function parseRetrieverDirectives(instructions: string): RetrieverDirectives {
  const value = directiveLines(instructions, 'ua', RETRIEVER_KEYS);
  const products = Number.parseInt(value('products') ?? '', 10);
  return {
    maxProducts: Number.isFinite(products) ? Math.min(Math.max(products, 1), MAX_PRODUCTS_LIMIT) : DEFAULT_MAX_PRODUCTS,
    useCorrections: !OFF.test(value('corrections') ?? ''),
  };
}

const AUDITOR_KEYS: Keys<'forbidden' | 'maxLength'> = [
  [/^(forbidden|forbidden terms|never say|заборонено|заборонені слова|не писати)$/, 'forbidden'],
  [/^(max length|length|довжина|максимальна довжина)$/, 'maxLength'],
];

/** The AUDITOR's directives for a draft in `language` (forbidden terms may differ per language). */
export function parseAuditorDirectives(instructions: string, language: Language): AuditorDirectives {
  const value = directiveLines(instructions, language, AUDITOR_KEYS);
  const forbidden = (value('forbidden') ?? '')
    .split(/[,;]/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length >= 2);
  const length = Number.parseInt(value('maxLength') ?? '', 10);
  return { forbidden, maxLength: Number.isFinite(length) && length >= 50 ? length : null };
}
