/**
 * The dialogue state of one conversation (issue 46, docs/product.md §9.9): the one owner of what
 * the customer means beyond the message in hand. Every message of the thread (the customer's, the
 * owner's manual replies, the assistant's sent drafts) is folded into it in order by `advance`,
 * which is pure: the reading of a message against the shop's catalogue (read-turn.ts) comes in
 * with it. Stored per conversation (state-store.ts); every draft is composed from the state before
 * the message plus the message.
 */
import { emptyFields, type OrderFields } from '../../../lib/order-fields';
import { sameSize } from '../retrieve/catalogue';
import { offeredBySize } from '../retrieve/offered';

/** One item the conversation has been about: a product (one colour of a model) and what was said of it. */
export interface ItemInPlay {
  /** The product's article code, as the stock spells it. */
  code: string;
  name: string;
  colour: string;
  /** The size the customer asked about or chose, as the stock spells it; null when none was said. */
  size: string | null;
  /** The number of pieces the customer said; null when none was said. */
  quantity: number | null;
  /** The length the customer said ("2,5 метри"): the quantity of a product sold by the metre. */
  metres?: number;
  /** The customer named the model but not which of its colours. */
  anyColour?: boolean;
  /** The sizes said of it, oldest first (at most MAX_SIZES_ASKED): "по дві кожного" sums them. */
  sizesAsked?: string[];
  /**
   * The sizes the customer summed in one message, each with its pieces ("XS і S по дві,
   * скільки?"): an order naming no size then has a line for each. Dropped when one size is said.
   */
  sizeCounts?: Array<{ size: string; count: number }>;
}

const MAX_SIZES_ASKED = 4;

/** The item with `size` added to the sizes said of it. */
function withSizeAsked(item: ItemInPlay, size: string | null): ItemInPlay {
  if (!size) return item;
  const asked = (item.sizesAsked ?? []).filter((s) => !sameSize(s, size));
  return { ...item, sizesAsked: [...asked, size].slice(-MAX_SIZES_ASKED) };
}

/** What the shop's latest message asked the customer for (so a short answer is read as its answer). */
export type ShopQuestion = 'item' | 'size' | 'customer_name' | 'phone' | 'city' | 'delivery' | 'payment' | 'summary';

export type OrderStage = 'none' | 'collecting' | 'summary' | 'confirmed';

/** The stored shape's version: a state stored with another is read again from the conversation's start. */
export const STATE_VERSION = 2;

export interface DialogueState {
  v: typeof STATE_VERSION;
  /** The shop has written in this conversation: a draft does not greet again. */
  greeted: boolean;
  /** Messages folded in. */
  messages: number;
  /** The item the conversation is about now (a follow-up naming nothing means it). */
  focus: ItemInPlay | null;
  /** Items the customer asked about, oldest first (at most MAX_ITEMS): "разом", "за все" add them up. */
  items: ItemInPlay[];
  /** What the shop's latest message asked for; null when it asked nothing the state knows. */
  asked: ShopQuestion | null;
  /**
   * The customer's latest message named no product ("а для чоловіка такі є?"): a shop reply about
   * one model then moves the focus to it, whichever colours it lists.
   */
  namedNothing?: boolean;
  /**
   * A size the customer said with no item in play ("а сірий 160 на 230 є?" after a list): the
   * item the shop's reply then names has it.
   */
  unplacedSize?: string | null;
  /**
   * The codes the customer's latest sum was of ("ковдра і подушка разом?"): "а якщо подушок дві?"
   * or "а по дві?" asks the same sum again with the new count. Kept while the customer names
   * nothing else.
   */
  summed?: string[];
  /**
   * The products the shop's latest message asked the customer to choose from ("про яку модель
   * ідеться: … чи …?"): a reply naming none of them but a size only one of them has ("500 г є?")
   * chooses that one.
   */
  offered?: NamedProduct[];
  /**
   * The basket: what the customer chose to take, oldest first (at most MAX_ITEMS): "давайте сірі",
   * "і ще фільтр, скільки разом?", "add the cable, total?", "remove the holder". A sum asked later
   * is of all of it, and an order naming no item takes all of it.
   */
  taken?: TakenLine[];
  /** Codes the customer took back ("remove the holder") and has not taken again: the order leaves them out. */
  dropped?: string[];
  order: {
    stage: OrderStage;
    /**
     * The recipient, phone, city, delivery and payment the customer has given (lib/order-fields.ts),
     * each message read once as it is folded in; the order's draft takes them from here (§9.8).
     */
    fields: OrderFields;
  };
}

/** One line of the basket: a product (one colour of a model) in a size, so many pieces. */
export interface TakenLine {
  code: string;
  colour: string;
  size: string | null;
  quantity: number;
  /** The model was named with no colour chosen (its price is its first colour's). */
  anyColour?: boolean;
  /** The length taken of a product sold by the metre ("2,5 м"). */
  metres?: number;
  /** The sizes taken together, each with its pieces ("A4 на 12 і на 20 по одній"): a line each. */
  sizeCounts?: Array<{ size: string; count: number }>;
}

export const MAX_ITEMS = 6;
/** The candidates of a question which one kept for the answer (the question names at most four). */
const MAX_OFFERED = 4;

export function emptyState(): DialogueState {
  return {
    v: STATE_VERSION,
    greeted: false,
    messages: 0,
    focus: null,
    items: [],
    asked: null,
    order: { stage: 'none', fields: emptyFields() },
  };
}

/** A product of the shop as the reader names it. */
export interface NamedProduct {
  code: string;
  name: string;
  colour: string;
  /** The model's key: the colours of one model share it. */
  model: string;
  sizes: string[];
}

/** What one message says, as the state needs it (read-turn.ts). */
export interface TurnReading {
  fromShop: boolean;
  /** Products the message names by code, words, an attached code or post; each a separate item. */
  products: NamedProduct[];
  /** The message names a model but no colour of it: the products are all its colours (one item). */
  oneModel: boolean;
  /** The variant of the focus's model in a colour the message names ("а в сірому?"), when it names no product. */
  recoloured: NamedProduct | null;
  /** The shop's sizes named, as the stock spells them. */
  sizes: string[];
  /** The size the shop's reply advised ("вам підійде розмір 128"): the item's size until another is said. */
  advised?: string | null;
  quantity: number | null;
  /** The sizes of one item the message takes together, each with its pieces (quantities.ts, sizeCountsIn). */
  sizeCounts?: Array<{ size: string; count: number }>;
  /** In a message naming several products, the sizes said in the part naming each (by code). */
  sizesOf?: Record<string, string[]>;
  /** In a message naming several products, the count said of each (by code); the others have none. */
  quantities?: Record<string, number>;
  /** The customer asks for a sum ("разом", "скільки буде"). */
  sums?: boolean;
  /** A length said ("2,5 метри", "150 см"), in metres. */
  metres?: number;
  /** "with the underlay for it", "і підкладку під нього": a product named for the item in focus, in its size. */
  forFocus?: boolean;
  /** The customer says they take it / want to order. */
  orders: boolean;
  /** The customer chooses what the message names ("давайте", "і ще", "add"): it goes into the basket. */
  takes?: boolean;
  /** The customer takes back what the message names ("remove the holder", "прибери чохол"). */
  drops?: boolean;
  /** "6 сірих і 2 чорних" of the model in focus: each colour counted (two or more). */
  colourCounts?: Array<{ product: NamedProduct; count: number }>;
  /** Models named with no colour chosen: all their variants are among `products`. */
  wholeModels?: string[];
  /** The message adds to what was chosen ("і ще", "also", "add"), not instead of it. */
  adds?: boolean;
  /** A yes to the shop's question ("так, все вірно", "yes", "підтверджую"). */
  confirms: boolean;
  /** For a shop message: what it asks the customer for. */
  asks: ShopQuestion | null;
  /** For a customer message: the order's fields with what it says folded in; null for the shop's. */
  fields: OrderFields | null;
}

const sameModel = (a: ItemInPlay | null, p: NamedProduct, model: (code: string) => string | null) =>
  a !== null && model(a.code) === p.model;

/**
 * Folds one message into the state. `modelOf(code)` answers a product code's model key (null when
 * the shop no longer has it).
 */
export function advance(
  state: DialogueState,
  turn: TurnReading,
  modelOf: (code: string) => string | null,
): DialogueState {
  const next: DialogueState = {
    ...state,
    messages: state.messages + 1,
    items: state.items.map((i) => ({ ...i })),
    focus: state.focus ? { ...state.focus } : null,
    order: { ...state.order },
  };
  if (turn.fromShop) return shopTurn(next, turn, modelOf);

  const before = next.focus;
  const item = (p: NamedProduct): ItemInPlay => {
    // The same model keeps what was said of it: "лосіни на XS?" then "а чорні?" is XS in black.
    const keep = sameModel(before, p, modelOf);
    // An item spoken of before keeps what was said of it ("ковдра 200х220 і подушка …", then "беру ковдру").
    const known = state.items.find((i) => i.code === p.code);
    // Several products named, sizes said part by part: each product's own ("лосини S і топ L").
    const said = turn.sizesOf ? (turn.sizesOf[p.code] ?? []) : turn.sizes;
    const size =
      said.map((s) => spellingOf(p.sizes, s)).find((s) => s !== null) ??
      (turn.metres ? sizeBySide(p.sizes, turn.metres) : null) ??
      (keep && before?.size ? spellingOf(p.sizes, before.size) : null) ??
      (known?.size ? spellingOf(p.sizes, known.size) : null) ??
      (turn.forFocus && before?.size ? spellingOf(p.sizes, before.size) : null) ??
      // A child's height is the size of everything for the child: a skirt after a leotard "на 134".
      (before?.size && isHeight(before.size) ? spellingOf(p.sizes, before.size) : null);
    // "А4 на 12 і на 20 аркушів?": every size of it the message says is asked, the first its size.
    const alsoSaid = said.map((s) => spellingOf(p.sizes, s)).filter((s): s is string => s !== null && s !== size);
    const earlierSizes = [
      ...((known ?? (keep ? before : null))?.sizesAsked?.filter((s) => spellingOf(p.sizes, s) !== null) ?? []),
      ...alsoSaid,
    ];
    const counts = sizeCountsOf(p.sizes, turn, (known ?? (keep ? before : null))?.sizeCounts);
    return withSizeAsked(
      {
        code: p.code,
        name: p.name,
        colour: p.colour,
        size,
        quantity:
          (turn.quantities ? (turn.quantities[p.code] ?? null) : turn.quantity) ??
          (keep ? (before?.quantity ?? null) : (known?.quantity ?? null)),
        ...((turn.metres ?? (keep ? before?.metres : undefined)) && { metres: turn.metres ?? before?.metres }),
        ...(earlierSizes.length > 0 && { sizesAsked: earlierSizes.slice(-MAX_SIZES_ASKED) }),
        ...(counts && { sizeCounts: counts }),
      },
      size,
    );
  };
  // One model named with a size only one of its variants has ("медіатори 0.73"): that variant.
  // "і фільтр на неї ж": the size of the item in focus.
  const sizesSaid = turn.sizes.length === 0 && turn.forFocus && before?.size ? [before.size] : turn.sizes;
  const bySize = turn.oneModel ? variantOfSize(turn.products, sizesSaid) : null;
  const named = bySize ? [bySize] : turn.oneModel ? turn.products.slice(0, 1) : turn.products;
  next.namedNothing = named.length === 0 && !turn.recoloured;
  const summedBefore = state.summed ?? [];
  next.summed =
    turn.sums && named.length > 1
      ? named.map((p) => p.code)
      : named.every((p) => summedBefore.some((c) => modelOf(c) === p.model)) && !turn.recoloured
        ? state.summed
        : undefined;
  if (!next.summed) delete next.summed;
  // The items this message is about, for the basket.
  let touched: ItemInPlay[] = [];
  if (named.length > 0) {
    const items = named.map(item);
    if (turn.oneModel && turn.products.length > 1 && !bySize) items[0].anyColour = true;
    for (const i of items) remember(next, i);
    next.focus = items[items.length - 1];
    touched = items;
  } else if (turn.colourCounts && before) {
    touched = turn.colourCounts.map(({ product, count }) => ({ ...item(product), quantity: count }));
    next.focus = touched[touched.length - 1];
    remember(next, next.focus);
  } else if (turn.recoloured && before) {
    next.focus = item(turn.recoloured);
    remember(next, next.focus);
    touched = [next.focus];
  } else if (offeredBySize(state, turn.sizes)) {
    next.focus = item(offeredBySize(state, turn.sizes)!);
    remember(next, next.focus);
    touched = [next.focus];
  } else if (!before) {
    next.unplacedSize = turn.sizes[0] ?? null;
  } else if (before) {
    // A follow-up naming nothing ("а M є?", "дві штуки", "беру S"): about the item in focus.
    const size = turn.sizes[0] ?? null;
    if (size) before.size = size;
    if (turn.quantity !== null) before.quantity = turn.quantity;
    if (turn.metres) before.metres = turn.metres;
    for (const said of turn.sizes) before.sizesAsked = withSizeAsked(before, said).sizesAsked;
    // The sizes read against the whole shop: the order keeps those the item has.
    const counts = sizeCountsOf(turn.sizeCounts?.map((c) => c.size) ?? [], turn, before.sizeCounts);
    if (counts) before.sizeCounts = counts;
    else delete before.sizeCounts;
    remember(next, before);
    // A follow-up naming nothing is taken when it orders or sums ("давайте 500 тоді"), not when it adds.
    if (turn.orders || turn.sums || (turn.takes && !turn.adds)) touched = [before];
  }
  const taken = basketAfter(state.taken ?? [], touched, turn, modelOf);
  if (taken.length > 0) next.taken = taken;
  else delete next.taken;
  // What was taken back is remembered (the order leaves it out) until it is taken again.
  const gone = (state.taken ?? []).filter((l) => !taken.some((t) => t.code === l.code)).map((l) => l.code);
  const dropped = [
    ...(state.dropped ?? []).filter((c) => !taken.some((t) => t.code === c)),
    ...(turn.drops ? gone : []),
  ].slice(-MAX_ITEMS);
  if (dropped.length > 0) next.dropped = dropped;
  else delete next.dropped;
  // "ні, тримач не треба": the conversation is about the basket's last line again, not what was taken back.
  if (turn.drops && next.focus && dropped.includes(next.focus.code)) {
    const last = taken[taken.length - 1];
    next.focus = (last && next.items.find((i) => i.code === last.code && i.colour === last.colour)) ?? null;
  }

  if (turn.fields) next.order.fields = turn.fields;
  if (turn.orders && next.order.stage === 'none') next.order.stage = 'collecting';
  if (turn.orders && next.order.stage === 'confirmed') next.order.stage = 'collecting';
  // A yes to the order's summary closes the questions; the owner still confirms the order.
  if (turn.confirms && state.asked === 'summary') next.order.stage = 'confirmed';
  next.asked = null;
  delete next.offered;
  return next;
}

/** Of one model's variants, the only one that has a size said; null when none or several have. */
function variantOfSize(products: NamedProduct[], sizes: string[]): NamedProduct | null {
  const fits = products.filter((p) => sizes.some((said) => spellingOf(p.sizes, said) !== null));
  return fits.length === 1 ? fits[0] : null;
}

/**
 * The basket after a customer's message: what it names taken back ("remove the holder"), or added
 * when it chooses ("давайте", "add", an order) or asks a sum of it ("і фільтр, скільки разом?"); a
 * line of the same model is replaced ("ні, давайте сірі") unless the message adds ("і ще", "also").
 */
function basketAfter(
  before: TakenLine[],
  touched: ItemInPlay[],
  turn: TurnReading,
  modelOf: (code: string) => string | null,
): TakenLine[] {
  const models = new Set(touched.map((i) => modelOf(i.code)));
  const sameModel = (code: string) => {
    const model = modelOf(code);
    return model !== null && models.has(model);
  };
  if (turn.drops) return before.filter((l) => !sameModel(l.code));
  if (!(turn.takes || turn.orders || turn.sums) || touched.length === 0) return before;
  // "ковдра і подушка разом?" asking of several with no choice: the sum of those, not of the basket too.
  let out = turn.sums && touched.length > 1 && !turn.takes && !turn.orders ? [] : before.map((l) => ({ ...l }));
  // Of several variants of one model named, the one a size was said of; else the model, any colour.
  const lines = [...new Set(touched.map((i) => modelOf(i.code)))].flatMap((model) => {
    const of = touched.filter((i) => modelOf(i.code) === model);
    if (of.length === 1) return of;
    // "6 сірих і 2 чорних": the colours named, a line each.
    if (!model || !turn.wholeModels?.includes(model)) return of;
    const sized = of.filter((i) => i.size !== null);
    return sized.length > 0 ? sized : [{ ...of[0], anyColour: true }];
  });
  // A line chosen before gives way to one of its model chosen now ("ні, давайте сірі"), unless the
  // message adds ("і ще литр його ж": another size of the same code is another line).
  out = out.filter((l) =>
    lines.every(
      (i) =>
        (l.code !== i.code || l.colour !== i.colour || (turn.adds && l.size !== i.size)) &&
        (turn.adds || modelOf(l.code) !== modelOf(i.code)),
    ),
  );
  for (const i of lines)
    out.push({
      code: i.code,
      colour: i.colour,
      size: i.size,
      quantity: i.quantity ?? 1,
      ...(i.metres && { metres: i.metres }),
      ...(i.sizeCounts && { sizeCounts: i.sizeCounts }),
      // Several colours of one model named with none chosen: priced, but the order asks which.
      ...(i.anyColour && { anyColour: true }),
    });
  return out.slice(-MAX_ITEMS);
}

/**
 * The sizes of an item taken together after a message: the message's own (as the stock spells them,
 * two or more), else none once it says a size, else the ones before.
 */
function sizeCountsOf(
  sizes: string[],
  turn: TurnReading,
  before: ItemInPlay['sizeCounts'],
): ItemInPlay['sizeCounts'] | undefined {
  if (turn.sizeCounts) {
    const own = turn.sizeCounts.flatMap(({ size, count }) => {
      const spelled = spellingOf(sizes, size);
      return spelled ? [{ size: spelled, count }] : [];
    });
    if (own.length > 1) return own;
  }
  return turn.sizes.length > 0 ? undefined : before;
}

/**
 * "тюль 4 метри" of a tulle in 300×260, 400×260, 500×260: the one size whose first side is that
 * length (a width said of curtains, tulle, a rod); null when none or several are.
 */
function sizeBySide(sizes: string[], metres: number): string | null {
  const cm = String(Math.round(metres * 100));
  const fits = sizes.filter((s) => /^\s*(\d{2,3})\s*[×xх*]/u.exec(s)?.[1] === cm);
  return fits.length === 1 ? fits[0] : null;
}

/** A size that is a child's height in cm ("134", "146"), not a clothing or shoe number. */
function isHeight(size: string): boolean {
  return /^\d{2,3}$/.test(size.trim()) && Number(size) >= 80 && Number(size) <= 190;
}

/** The product's own spelling of a size said ("M" → "M / середня, 65×45×26 см"), or null. */
function spellingOf(sizes: string[], said: string): string | null {
  return sizes.find((s) => s === said) ?? sizes.find((s) => sameSize(s, said)) ?? null;
}

function shopTurn(next: DialogueState, turn: TurnReading, modelOf: (code: string) => string | null): DialogueState {
  next.greeted = true;
  next.asked = turn.asks;
  if (turn.asks === 'item' && turn.products.length > 1) next.offered = turn.products.slice(0, MAX_OFFERED);
  else delete next.offered;
  if (turn.asks === 'summary' && next.order.stage !== 'confirmed') next.order.stage = 'summary';
  // A reply about one product moves the focus to it ("є в сірому: арт. HW-119"); a list does not.
  // A reply about another model in its colours to a message that named none ("а для чоловіка такі
  // є?" answered with the men's pair) moves it to that model, any colour of it.
  const models = new Set(turn.products.map((p) => p.model));
  const focus = next.focus;
  // "За розмірною сіткою вам підійде розмір 128" of the item in focus: "а якщо дві штуки?" is of 128.
  if (turn.advised && focus && focus.size === null && turn.products.some((p) => p.code === focus.code)) {
    const own = spellingOf(turn.products.find((p) => p.code === focus.code)!.sizes, turn.advised);
    if (own) focus.size = own;
  }
  if (models.size === 1 && turn.products.length === 1) {
    const p = turn.products[0];
    // An item the customer spoke of before keeps what they said of it (the shop's summary of the
    // order after "і тюль до них" is of the curtains in their size and count, not the tulle's).
    const known = next.items.find((i) => i.code === p.code);
    if (known && focus?.code !== p.code) next.focus = { ...known };
    else if (!focus || focus.code !== p.code) {
      const said = focus?.size ?? (focus ? null : next.unplacedSize);
      const keepSize = said ? spellingOf(p.sizes, said) : null;
      const quantity = sameModel(focus, p, modelOf) ? (focus?.quantity ?? null) : null;
      next.focus = { code: p.code, name: p.name, colour: p.colour, size: keepSize, quantity };
    }
  } else if (models.size === 1 && next.namedNothing && !sameModel(focus, turn.products[0], modelOf)) {
    const p = turn.products[0];
    next.focus = { code: p.code, name: p.name, colour: p.colour, size: null, quantity: null, anyColour: true };
    remember(next, next.focus);
  }
  return next;
}

/** Keeps an item among the conversation's items (one per code, the newest last). */
function remember(state: DialogueState, item: ItemInPlay): void {
  const at = state.items.findIndex((i) => i.code === item.code);
  if (at >= 0) state.items.splice(at, 1);
  state.items.push({ ...item });
  if (state.items.length > MAX_ITEMS) state.items.splice(0, state.items.length - MAX_ITEMS);
}
