/** The pipeline's result as the gate weighs it (gate.ts `DraftReading`). */
import {
  codeKey,
  coloursIn,
  detailsAsked,
  openQuestions,
  sameSize,
  sizeConceptsIn,
  words,
  type Facts,
  type PipelineResult,
} from '../agent';
import type { DraftReading } from './gate';

const FAILED: DraftReading = {
  ok: false,
  intents: [],
  open: [],
  models: 0,
  namedByCode: false,
  choice: false,
  ordering: false,
  orderStage: 'none',
  photoUnmatched: false,
  browse: false,
  totals: false,
  sizeAdvice: false,
  overBudget: false,
  pieces: null,
  colourConflict: false,
  bareChoice: false,
  sizesAsked: [],
};

/** How many models the facts are about: the catalogue's subjects, else the products by name. */
function modelsOf(facts: Facts): { count: number; codes: string[][] } {
  if (facts.subjects && facts.subjects.length > 0) {
    return {
      count: facts.subjects.length,
      codes: facts.subjects.map((s) => [...s.variants, ...s.others].map((p) => p.code)),
    };
  }
  const byName = new Map<string, string[]>();
  for (const p of facts.products)
    byName.set(p.name.toLowerCase(), [...(byName.get(p.name.toLowerCase()) ?? []), p.code]);
  return { count: byName.size, codes: [...byName.values()] };
}

/**
 * The prices of a model whose sizes cost differently, when the customer named none of its sizes
 * ("скільки коштує jk210?" of a jacket at 1290 up to 140 and 1390 from 146): one price quoted is a
 * guess at the size, so the draft must name every one of them (gate.ts `answersWhatWasAsked`).
 */
function pricesBySize(facts: Facts): number[] {
  if (facts.order?.intent === true) {
    // An order's line whose size is not said yet, of a model whose sizes cost differently: its price
    // is not known, so the draft must give every size's price.
    const open = facts.order.lines.filter((l) => !l.size);
    return differingPrices(facts.products.filter((p) => open.some((l) => l.code === p.code)));
  }
  if (facts.understanding.sizes.length > 0 || facts.browse !== undefined) return [];
  const products: Facts['products'] =
    facts.subjects && facts.subjects.length > 0
      ? facts.subjects.filter((s) => !s.sizes?.length).flatMap((s) => (s.variants.length > 0 ? s.variants : s.others))
      : facts.products.slice(0, 1);
  return differingPrices(products);
}

/** "маленька", "medium", "найбільшу": a size said in words, not of any one shop's labels. */
const SIZE_WORDS = new Set(['small', 'medium', 'large', 'standard']);
const LONG_WORD = /^\p{L}{5,}$/u;

/**
 * The customer said a size the assistant did not read, while the draft gives every size's price
 * (`prices`, none named): a size word ("the large fig candle", "маленьку") or a word that begins as
 * a word of one of the product's size labels does ("полуторку" of «полуторний»). The one price
 * asked for is somewhere in the list, but which is a guess the customer should not have to make.
 */
function sizeSaidUnread(facts: Facts, customerText: string, prices: number[]): boolean {
  if (prices.length === 0) return false;
  if (sizeConceptsIn(customerText).some((c) => SIZE_WORDS.has(c))) return true;
  const labelStarts = new Set(
    facts.products.flatMap((p) =>
      p.sizes.flatMap((s) =>
        words(s.size.toLowerCase())
          .filter((w) => LONG_WORD.test(w))
          .map((w) => w.slice(0, 5)),
      ),
    ),
  );
  return words(customerText.toLowerCase()).some((w) => LONG_WORD.test(w) && labelStarts.has(w.slice(0, 5)));
}

/** Every price of the products whose sizes cost differently, lowest first. */
function differingPrices(products: Facts['products']): number[] {
  const prices = new Set<number>();
  for (const p of products) {
    const own = new Set(p.sizes.map((s) => s.price ?? p.price));
    if (own.size > 1) for (const price of own) prices.add(price);
  }
  return [...prices].sort((a, b) => a - b);
}

/** An order's line of the model in focus in a size other than the focus's, with no size named now. */
function sizeConflict(facts: Facts): boolean {
  const focus = facts.dialogue?.before.focus;
  if (facts.order?.intent !== true || facts.understanding.sizes.length > 0 || !focus?.size) return false;
  const name = focus.name.toLowerCase();
  return facts.order.lines.some((l) => l.name.toLowerCase() === name && l.size && !sameSize(l.size, focus.size!));
}

/**
 * A question which one whose options read alike (the same name and colour, only the codes differ:
 * "Ремінець Milanese Loop, сріблястий, ST-620-41-SL or … ST-620-45-SL"): the customer cannot tell
 * them apart, and what tells them apart (a size, a device) was not read.
 */
function choicesAlike(facts: Facts): boolean {
  const options = [
    ...(facts.order?.item_choices ?? []).map((c) => `${c.name}|${c.color}`),
    ...(facts.order?.intent === true ? [] : (facts.ambiguous ?? []).map((p) => `${p.name}|${p.colour}`)),
  ].map((o) => o.toLowerCase());
  return new Set(options).size < options.length;
}

/** A question asked in words ("скільки за метр?", "what age is it for?", "does it need batteries?"). */
const QUESTION =
  /(?<!\p{L})(?:скільки|сколько|скіки|як|який|яка|яке|які|якого|якої|чи|що|шо|чого|навіщо|чому|коли|где|де|как|какой|какая|какое|какие|что|зачем|почему|когда|what|which|how|does|do|is|are|can|will)(?!\p{L})/iu;

/**
 * A question the reading took nothing of: it asks in words (while an order is collected, by its
 * question mark), and no intent (but a greeting or thanks), colour, size or code was read, and the
 * draft is no browse, sum nor size advice.
 * Its answer is then a default (the item's price and stock), not an answer (first runs of the
 * toys' and fabrics' shops: "does it need batteries?", "Льон TK-4410 скільки за метр?").
 */
function questionUnread(facts: Facts, customerText: string): boolean {
  const u = facts.understanding;
  const ordering = facts.order?.intent === true;
  return (
    // While an order is collected, a question by its mark ("а піддон в комплекті?" answered with the
    // order's next question alone); a question's word alone may be part of a name or an address.
    (ordering ? customerText.includes('?') : QUESTION.test(customerText)) &&
    u.intents.every((i) => i === 'greeting' || i === 'thanks') &&
    // "а ширина яка?", "для якого типу шкіри?": a characteristic of the stock's, which the draft says.
    !facts.products.some((p) => detailsAsked(p, customerText).length > 0) &&
    u.colours.length === 0 &&
    u.sizes.length === 0 &&
    facts.browse === undefined &&
    facts.totals === undefined &&
    facts.sizeAdvice === undefined
  );
}

export function readDraft(result: PipelineResult, customerText: string): DraftReading {
  if (!result.ok || !result.facts) return FAILED;
  const facts = result.facts;
  const u = facts.understanding;
  const models = modelsOf(facts);
  const named = new Set(u.codes.map(codeKey));
  const namedByCode = models.count > 0 && models.codes.every((codes) => codes.some((c) => named.has(codeKey(c))));
  const choices = facts.order?.item_choices?.length ?? 0;
  const lines = facts.order?.lines ?? [];
  const totals = facts.totals?.lines ?? [];
  const sum = (qs: number[]) => qs.reduce((a, b) => a + b, 0);
  const pricesToName = pricesBySize(facts);
  return {
    ok: true,
    intents: [...u.intents],
    open: openQuestions(facts),
    models: models.count,
    namedByCode,
    choice: (facts.ambiguous?.length ?? 0) > 1 || facts.browse !== undefined || choices > 1,
    ordering: facts.order?.intent === true,
    orderStage: facts.dialogue?.after.order.stage ?? 'none',
    photoUnmatched: facts.photo !== null && facts.photo.status !== 'matched' && models.count === 0,
    browse: facts.browse !== undefined,
    totals: facts.totals !== undefined,
    sizeAdvice: facts.sizeAdvice !== undefined,
    sizeAdviceByStandardChart:
      facts.sizeAdvice !== undefined && facts.sizeAdvice.chart !== 'shop' && facts.sizeAdvice.chart !== 'stock',
    overBudget: result.note === 'LLM_BUDGET',
    pieces:
      lines.length > 0
        ? sum(lines.map((l) => l.quantity))
        : totals.length > 0
          ? sum(totals.map((l) => l.quantity))
          : null,
    // "тогда черный беру" and the order's line still the burgundy one: some colour named is on no line.
    colourConflict: lines.length > 0 && u.colours.some((key) => !lines.some((l) => coloursIn(l.color).includes(key))),
    sizeConflict: sizeConflict(facts),
    choicesAlike: choicesAlike(facts),
    // "давайте синю" about the product already in play: a choice, and what to do with it is unsaid.
    bareChoice:
      u.intents.length === 0 &&
      !customerText.includes('?') &&
      u.codes.length === 0 &&
      facts.order?.intent !== true &&
      facts.publication === null &&
      facts.photo === null &&
      (facts.dialogue?.before.focus ?? null) !== null &&
      (u.colours.length > 0 || u.sizes.length > 0),
    codesNamed: [...u.codes],
    pricesToName,
    sizeUnread: sizeSaidUnread(facts, customerText, pricesToName),
    questionUnread: questionUnread(facts, customerText),
    // Words of the customer's no product has: the model in the draft is only the nearest one.
    nearestOnly:
      (facts.unknownWords?.length ?? 0) > 0 || (facts.subjects ?? []).some((s) => (s.unknownWords?.length ?? 0) > 0),
    // A size already on the order's lines needs no repeating ("беру чорну 56": the name is asked next).
    sizesAsked: u.sizes.filter(
      (size) => !(facts.order?.intent === true && lines.some((l) => l.size.toUpperCase() === size.toUpperCase())),
    ),
  };
}
