/**
 * AUDITOR: every price, quantity, size, article code and other number in a draft must come from
 * the retriever's facts (or be the customer's own words echoed back). Anything else is unsupported.
 * The account's AUDITOR instructions add checks (directives.ts): terms a draft must not contain
 * unless the shop's data says them, and a longest draft.
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { AuditorDirectives } from '../directives';
import { codeKey, pricesOf, type ProductFact } from '../retrieve/knowledge';
import { codesIn, sizesIn } from '../understand/query';
import type { Facts } from '../retrieve/retriever';
import { answerSources } from '../answer/summary';
import { descriptionSentences } from '../answer/details';
import { totalWithChoice } from '../answer/order-reply';
import { sizeLabel } from '../answer/reply';
import { otherKindNamed, type OtherKind } from './kind-check';

export type FigureKind = 'price' | 'quantity' | 'size' | 'code' | 'number';

export interface Figure {
  kind: FigureKind;
  /** As written in the draft. */
  text: string;
  supported: boolean;
}

/** A rule of the AUDITOR instructions the draft broke. */
export type Violation =
  | { kind: 'term'; term: string }
  | { kind: 'length'; length: number; max: number }
  | ({ kind: 'other-kind' } & OtherKind);

export interface Verdict {
  ok: boolean;
  figures: Figure[];
  violations: Violation[];
  /** For the communicator's second attempt; null when ok. */
  complaint: string | null;
}

const NUMBER = String.raw`\d{1,3}(?:[ \u00a0\u202f,]\d{3})+(?!\d)|\d+(?:[.,]\d{1,2})?`;
const MONEY = new RegExp(
  String.raw`(?:(?:₴|UAH|грн\.?)\s?(${NUMBER}))|(?:(${NUMBER})\s?(?:₴|грн|гривень|гривні|гривня|UAH|hryvnias?|uah))`,
  'giu',
);
/** "35–52 грн" (a browsed model's prices from the cheapest colour to the dearest): the first is a price too. */
const PRICE_RANGE_START = new RegExp(String.raw`(${NUMBER})(?=\s?[–-]\s?(?:${NUMBER})\s?(?:₴|грн|UAH|uah))`, 'gu');
const QUANTITY = new RegExp(String.raw`(${NUMBER})\s?(?:шт\.?|штук\p{L}*|pcs?\b\.?|pieces?|items?|од\.)`, 'giu');
const BARE = new RegExp(NUMBER, 'g');

/** "1 250", "1,250" and "1250.00" are the same figure. */
export function figureValue(text: string): number {
  const compact = text.replace(/[ \u00a0\u202f]/g, '');
  const value = /^\d{1,3}(,\d{3})+$/.test(compact) ? compact.replace(/,/g, '') : compact.replace(',', '.');
  return Number(value);
}

interface Sources {
  prices: Set<number>;
  quantities: Set<number>;
  sizes: Set<string>;
  codes: Set<string>;
  /** Every number written anywhere in the facts or the customer's text. */
  numbers: Set<number>;
  /** Numbers of the free texts: the customer's, the shop's standing answers, the owner's answers. */
  free: Set<number>;
  /** Amounts of money written in those texts (a prepayment of 200 UAH). */
  freeMoney: Set<number>;
  /** The products' names as the stock writes them (with a figure in them: "40 ден"). */
  names: Set<string>;
  /** The products' sizes as the stock writes them ("0,25 м³"), read around as whole words. */
  sizeLabels: Set<string>;
}

function numbersIn(text: string | null | undefined, into: Set<number>): void {
  for (const m of (text ?? '').matchAll(BARE)) into.add(figureValue(m[0]));
}

function sourcesOf(facts: Facts, customerText: string, ownerText: string): Sources {
  const s: Sources = {
    prices: new Set(),
    quantities: new Set(),
    sizes: new Set(),
    codes: new Set(),
    numbers: new Set(),
    free: new Set(),
    freeMoney: new Set(),
    names: new Set(),
    sizeLabels: new Set(),
  };
  const product = (p: ProductFact) => {
    // A letter a name or a code has ("Adult M", "КТ-03-Л", "ЛС-22/S") is no size the draft says.
    if ((/\d/.test(p.name) || sizesIn(p.name).length > 0) && p.name.length >= 6) s.names.add(p.name);
    for (const c of [p.code, ...p.linkedCodes, ...p.sizes.flatMap((z) => (z.sku ? [z.sku] : []))])
      if (c.length >= 3 && sizesIn(c.replace(/[-_/.]/g, ' ')).length > 0) s.names.add(c);
    for (const price of pricesOf(p)) {
      s.prices.add(price);
      s.numbers.add(price);
    }
    // With the code-like parts of a longer code: "BAG-0915" of BAG-0915-BLK is read from the draft.
    for (const c of [p.code, ...p.linkedCodes]) for (const part of [c, ...codesIn(c)]) s.codes.add(codeKey(part));
    numbersIn(p.code, s.numbers);
    // The colour as the stock writes it is the shop's data too (a variant's "Grey, 2 in 1"), each
    // field apart: "… De Luxe 50" and "501 білий" joined would read as 50 501.
    for (const field of [p.material, p.lining, p.name, p.colour]) numbersIn(field, s.numbers);
    // A colour's own number ("53 чорний" of a yarn, "02 Natural Beige"): read around, as a name, and
    // its figures are no size nor code the draft made up ("53" would read as a clothing size).
    if (/\d/.test(p.colour)) {
      if (p.colour.trim().length >= 4) s.names.add(p.colour.trim());
      for (const n of p.colour.match(/\d+/g) ?? []) {
        s.sizes.add(n);
        s.codes.add(codeKey(n));
      }
    }
    // A sentence of its description quoted as it is ("Ваза у формі краплі, висота 22 см.") is the shop's data too.
    for (const line of descriptionSentences(p.description)) if (/\d/.test(line) && line.length >= 6) s.names.add(line);
    // Its characteristics ("Ширина оправи, мм: 145", "UV400") are the shop's data too.
    for (const d of p.details ?? []) {
      numbersIn(`${d.label} ${d.value}`, s.numbers);
      // A standard or a part's code it names ("EN 71, EN 14350", "LR44") is not a product's code.
      for (const c of codesIn(d.value)) s.codes.add(codeKey(c));
      // A size chart's figures ("Довжина спинки, см: … L 37 · XL 45") read as sizes are the shop's too.
      for (const n of d.value.match(/(?<![\d.,])\d{2}(?![\d.,]\d)/g) ?? []) s.sizes.add(n);
    }
    // A count in the product's own name ("набір 3 шт") is the shop's data, not a stock figure.
    for (const m of p.name.matchAll(QUANTITY)) s.quantities.add(figureValue(m[1]));
    for (const size of p.sizes) {
      // A size as the stock writes it ("0,25 м³", "100 см (40\")") is the shop's data, read around.
      if (/\d/.test(size.size) && size.size.trim().length >= 4) addSizeLabel(s, size.size);
      s.sizes.add(size.size.toUpperCase());
      // The parts of a size spelled as a range or pair (S/M, L/XL, 42-44) are the shop's too.
      for (const part of sizeParts(size.size)) s.sizes.add(part);
      numbersIn(size.size, s.numbers);
      // A set's count as its size ("12 шт" of a set of 12 markers) is the shop's too, as in a name.
      for (const m of size.size.matchAll(QUANTITY)) s.quantities.add(figureValue(m[1]));
      // A size in stock without a count has no quantity to quote.
      if (size.counted === false) continue;
      s.quantities.add(size.quantity);
      s.numbers.add(size.quantity);
    }
  };
  facts.products.forEach(product);
  facts.otherColours.forEach(product);
  facts.ambiguous?.forEach(product);
  // The same thing in another size offered for one sold out (retriever.ts, `Subject.instead`).
  facts.subjects?.forEach((s) => s.instead?.forEach(product));
  for (const c of facts.unknownCodes) s.codes.add(codeKey(c));
  // The order being taken (docs/product.md §9.8): its prices from the stock file, and the line
  // totals and total computed from them (price × quantity), so a summary with any other sum fails;
  // its sizes, quantities, codes and the customer's own phone, branch and address.
  if (facts.order) {
    const o = facts.order;
    for (const l of o.lines) {
      for (const v of [l.unit_price, l.line_total]) {
        s.prices.add(v);
        s.numbers.add(v);
      }
      s.quantities.add(l.quantity);
      s.numbers.add(l.quantity);
      if (l.available !== null) {
        s.quantities.add(l.available);
        s.numbers.add(l.available);
      }
      if (/\d/.test(l.name) && l.name.length >= 6) s.names.add(l.name);
      // With its code-like parts, as a product's: "EV-101" of EV-101-EMR is read from the draft.
      for (const part of [l.code, ...codesIn(l.code)]) s.codes.add(codeKey(part));
      numbersIn(l.code, s.numbers);
      // The product's name is the shop's data: "срібло 925" of «Каблучка срібна (срібло 925)».
      numbersIn(l.name, s.numbers);
      for (const size of [l.size, ...l.sizes_available]) {
        if (!size) continue;
        // As a product's: the size as the stock writes it ("100 см (40\")") is read around.
        if (/\d/.test(size) && size.trim().length >= 4) addSizeLabel(s, size);
        s.sizes.add(size.toUpperCase());
        // Its parts too, as a product's: "L/XL" is read from the draft as L and XL.
        for (const part of sizeParts(size)) s.sizes.add(part);
        numbersIn(size, s.numbers);
        // A pack's count as its size ("коробка 20 шт"), as a product's.
        for (const m of size.matchAll(QUANTITY)) s.quantities.add(figureValue(m[1]));
      }
    }
    // The candidates the customer is asked to choose from are named by their codes.
    for (const c of o.item_choices ?? []) {
      for (const part of [c.code, ...codesIn(c.code)]) s.codes.add(codeKey(part));
      numbersIn(c.code, s.numbers);
      // And by their names, figures and all ("Power Pro 36%, 60 г"), as an order line's.
      if (/\d/.test(c.name) && c.name.length >= 6) s.names.add(c.name);
      numbersIn(c.name, s.numbers);
      if (c.price) s.prices.add(c.price);
    }
    const withChoice = totalWithChoice(o);
    if (withChoice !== null) {
      s.prices.add(withChoice);
      s.numbers.add(withChoice);
    }
    s.prices.add(o.total);
    s.numbers.add(o.total);
    for (const text of [o.phone, o.delivery.branch, o.delivery.address, o.delivery.city, o.customer_name])
      numbersIn(text, s.numbers);
  }
  if (facts.publication?.code) s.codes.add(codeKey(facts.publication.code));
  // Browsing, totals and size advice (answer/): the products listed, the sums computed from their
  // prices, the sizes a standard chart suggests, the price bounds the customer gave.
  const extra = answerSources(facts);
  extra.products.forEach(product);
  for (const v of extra.prices) s.prices.add(v);
  for (const v of extra.numbers) s.numbers.add(v);
  for (const v of extra.quantities) s.quantities.add(v);
  for (const v of extra.sizes) for (const part of [v, ...sizeParts(v)]) s.sizes.add(part);
  const free = [
    customerText,
    ownerText,
    ...Object.values(facts.shop),
    ...facts.ownerAnswers.flatMap((a) => [a.question, a.answer]),
  ];
  for (const text of free) {
    numbersIn(text, s.free);
    for (const m of (text ?? '').matchAll(MONEY)) s.freeMoney.add(figureValue(m[1] ?? m[2]));
    for (const c of codesIn(text ?? '')) s.codes.add(codeKey(c));
  }
  for (const size of sizesIn(customerText)) s.sizes.add(size);
  // Amounts written in free texts (delivery from 70 UAH, "two of them") may be echoed.
  for (const n of s.free) {
    s.numbers.add(n);
    s.quantities.add(n);
  }
  return s;
}

/** Every text of the facts and the customer's, lower case: where a forbidden term may come from. */
function factText(facts: Facts, customerText: string): string {
  const product = (p: ProductFact) => `${p.name} ${p.colour} ${p.material ?? ''} ${p.lining ?? ''}`;
  return [
    customerText,
    ...facts.products.map(product),
    ...facts.otherColours.map(product),
    ...(facts.ambiguous ?? []).map(product),
    ...Object.values(facts.shop),
    ...facts.ownerAnswers.flatMap((a) => [a.question, a.answer]),
  ]
    .join('\n')
    .toLowerCase();
}

function violationsOf(draft: string, facts: Facts, customerText: string, rules: AuditorDirectives): Violation[] {
  const found: Violation[] = [];
  const text = draft.toLowerCase();
  const sources = rules.forbidden.length > 0 ? factText(facts, customerText) : '';
  for (const term of rules.forbidden) {
    if (text.includes(term) && !sources.includes(term)) found.push({ kind: 'term', term });
  }
  if (rules.maxLength !== null && draft.length > rules.maxLength) {
    found.push({ kind: 'length', length: draft.length, max: rules.maxLength });
  }
  const other = otherKindNamed(draft, facts, customerText);
  if (other) found.push({ kind: 'other-kind', ...other });
  return found;
}

export const NO_AUDITOR_RULES: AuditorDirectives = { forbidden: [], maxLength: null };

/** How a violation is named in the complaint, the step log and the owner's error message. */
export function describeViolation(v: Violation): string {
  if (v.kind === 'term') return `"${v.term}" (forbidden)`;
  if (v.kind === 'length') return `${v.length} characters (max ${v.max})`;
  return `${v.named.join(', ')} offered for ${v.asked.join(', ')}`;
}

/**
 * Checks a draft; a human correction reused as a draft is checked the same way. `ownerText` is
 * what the owner wrote into COMMUNICATOR's instructions: a figure in their greeting or sign-off
 * ('24/7', a phone number) is theirs, not an invention (docs/product.md §9.6).
 */
/** The parts of a size spelled as a range, pair or two dimensions (S/M, 42-44, a bed's "60×50"). */
function sizeParts(size: string): string[] {
  return size
    .toUpperCase()
    .split(/[\s/\-–×]+|(?<=\d)[XХ*](?=\d)/)
    .filter(Boolean);
}

export function audit(
  draft: string,
  facts: Facts,
  customerText: string,
  rules: AuditorDirectives = NO_AUDITOR_RULES,
  ownerText = '',
): Verdict {
  const s = sourcesOf(facts, customerText, ownerText);
  const figures: Figure[] = [];
  // A product's name as the stock writes it is the shop's data, its figures too ("Колготки 40 ден",
  // "набір 5 пар"): read around it, the longest first.
  let rest = [...s.names].sort((a, b) => b.length - a.length).reduce((text, name) => text.split(name).join(' '), draft);
  // Sizes as written, each as a whole ("50 г" is no part of "350 грн").
  for (const label of [...s.sizeLabels].sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\d.,])${escapeRegExp(label)}(?![\\p{L}\\d])`, 'gu'), ' ');
  const take = (re: RegExp, kind: FigureKind, check: (value: number) => boolean) => {
    rest = rest.replace(re, (whole: string, a?: string, b?: string) => {
      const text = a ?? b ?? whole;
      figures.push({ kind, text: whole.trim(), supported: check(figureValue(text)) });
      return ' ';
    });
  };
  for (const code of codesIn(rest)) {
    figures.push({ kind: 'code', text: code, supported: s.codes.has(codeKey(code)) });
  }
  rest = rest.replace(/(?<![\p{L}\d])[A-Za-z]{2,4}[ \-_]?\d{3,6}(?![\p{L}\d])/gu, (m) =>
    codesIn(m).length > 0 ? ' ' : m,
  );
  take(PRICE_RANGE_START, 'price', (v) => s.prices.has(v) || s.freeMoney.has(v));
  take(MONEY, 'price', (v) => s.prices.has(v) || s.freeMoney.has(v));
  take(QUANTITY, 'quantity', (v) => s.quantities.has(v));
  // A number after "№" or a branch's word is a branch, a house or an order number, never a size:
  // it is checked as a number (the customer's own branch is in the facts).
  const numbered = /(?:№|#|відділенн\p{L}*|отделени\p{L}*|branch|будинок|буд\.|дом)\s*(\d{1,5})(?!\d)/giu;
  for (const m of rest.matchAll(numbered))
    figures.push({ kind: 'number', text: m[1], supported: s.numbers.has(figureValue(m[1])) });
  rest = rest.replace(numbered, ' ');
  for (const size of sizesIn(rest)) {
    figures.push({ kind: 'size', text: size, supported: s.sizes.has(size) });
  }
  for (const m of rest.matchAll(BARE)) {
    const value = figureValue(m[0]);
    if (/^\d{2}$/.test(m[0]) && s.sizes.has(m[0])) continue; // a numeric size, counted above
    figures.push({ kind: 'number', text: m[0], supported: s.numbers.has(value) });
  }
  const unsupported = figures.filter((f) => !f.supported);
  const violations = violationsOf(draft, facts, customerText, rules);
  const complaints: string[] = [];
  if (unsupported.length > 0) {
    complaints.push(
      `Figures with no source in the shop's data: ${unsupported.map((f) => `${f.text} (${f.kind})`).join(', ')}. ` +
        'Use only the prices, sizes, quantities and codes given in the facts.',
    );
  }
  const terms = violations.filter((v) => v.kind === 'term');
  if (terms.length > 0) {
    complaints.push(`The shop's rules forbid: ${terms.map(describeViolation).join(', ')}. Leave them out.`);
  }
  for (const v of violations) {
    if (v.kind === 'length') complaints.push(`Too long: ${describeViolation(v)}. Say it shorter.`);
    if (v.kind === 'other-kind') {
      complaints.push(
        `The customer asked for ${v.asked.join(', ')}; the draft offers ${v.named.join(', ')} as if it were that. ` +
          'Answer about what was asked, or say first that the shop does not have it and only then name the nearest.',
      );
    }
  }
  return {
    ok: complaints.length === 0,
    figures,
    violations,
    complaint: complaints.length === 0 ? null : complaints.join(' '),
  };
}

/** A size as the stock writes it, and as an English reply says it ("0,25 м³": "0,25 m³"), read around. */
function addSizeLabel(s: { sizeLabels: Set<string> }, size: string): void {
  s.sizeLabels.add(size.trim());
  s.sizeLabels.add(sizeLabel(size, 'en').trim());
}
