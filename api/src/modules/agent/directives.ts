/**
 * The part of the COMMUNICATOR's instructions the offline provider honours: lines of the form
 * `key: value` (Ukrainian or English keys), optionally per language with `.ua` / `.en`:
 *
 *   greeting: Вітаю, сонечко!          привітання: …
 *   greeting.en: Hi there!
 *   sign-off: Ваша Vitrina 💛          підпис: …
 *   tone: formal | informal            тон: формальний | неформальний (на «ти»)
 *   order: name, phone, city, branch   замовлення: ПІБ, телефон, місто, відділення
 *
 * Other lines are free text for a language model (the OpenAI-compatible provider sends all of it).
 */
import type { Language } from '@vitrina/shared/contracts';

export type Tone = 'formal' | 'informal';

export interface Directives {
  greeting: string | null;
  signOff: string | null;
  tone: Tone;
  /** What to ask the customer for to take an order. */
  orderFields: string | null;
}

type Key = 'greeting' | 'signOff' | 'tone' | 'orderFields';

const KEYS: Array<[RegExp, Key]> = [
  [/^(greeting|привітання|вітання)$/, 'greeting'],
  [/^(sign-?off|signature|підпис|прощання)$/, 'signOff'],
  [/^(tone|тон)$/, 'tone'],
  [/^(order|замовлення|для замовлення)$/, 'orderFields'],
];

const INFORMAL = /^(informal|casual|friendly|неформальн\p{L}*|на «?ти»?|на ти|дружн\p{L}*)/iu;

/** Directives for one language: `key.ua` / `key.en` lines override a plain `key` line. */
export function parseDirectives(instructions: string, language: Language): Directives {
  const found: Partial<Record<Key, string>> = {};
  const specific: Partial<Record<Key, string>> = {};
  for (const line of instructions.split(/\r?\n/)) {
    const m = line.match(/^\s*[-*•]?\s*([\p{L}-]+)(?:\.(ua|uk|en))?\s*:\s*(.+?)\s*$/u);
    if (!m) continue;
    const entry = KEYS.find(([re]) => re.test(m[1].toLowerCase()));
    if (!entry) continue;
    const lang = m[2] === 'uk' ? 'ua' : m[2];
    if (lang && lang !== language) continue;
    (lang ? specific : found)[entry[1]] = m[3].slice(0, 300);
  }
  const value = (key: Key) => specific[key] ?? found[key] ?? null;
  return {
    greeting: value('greeting'),
    signOff: value('signOff'),
    tone: INFORMAL.test(value('tone') ?? '') ? 'informal' : 'formal',
    orderFields: value('orderFields'),
  };
}
