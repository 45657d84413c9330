/**
 * The gate of full trust (issue 48, docs/product.md §9.10): whether the assistant's draft for one
 * customer message goes out alone, or to the owner with the reason. Pure: everything it weighs is
 * in its input (the clock too), so every rule is tested without a database or a platform.
 *
 * It sends only when every condition holds; the first that fails is the reason:
 * the account's switch and the hours; a direct message (comments stay the owner's); the
 * conversation not waiting for the owner already; Meta's 24-hour window (never the HUMAN_AGENT
 * tag); no request for a person, no complaint or anger; a draft the auditor passed (every figure
 * from the shop's data); a topic the owner allowed (returns and exchanges never, nor a discount,
 * gift wrap or wholesale, nor a bare colour or size with nothing asked); no stall, no apology;
 * exactly one product meant, or an explicit choice; the draft about what was asked (every size
 * named, the colour on the order, the count of pieces); every topic's track record with the owner
 * (enough of its drafts sent unchanged, few changed: `learned`); within the channel's text limit; the
 * per-conversation hourly cap; the daily LLM budget. The replay bench (api/bench/autopilot.ts)
 * found the rules after "topics": each stopped a wrong automatic reply it saw.
 */
import {
  DIRECT_TEXT_LIMITS,
  directTextLength,
  LEARNING_CHANGED_SHARE,
  type AutopilotHours,
  type AutopilotTopic,
  type HandoverReason,
} from '@vitrina/shared/contracts/constants';
import type { WorkingHours } from '@vitrina/shared/contracts';
import { asksForSum, countsIn } from '../agent';
import {
  agreesWithoutAsking,
  apologisesInDraft,
  givesPhone,
  asksBeyondData,
  asksForPerson,
  soundsLikeComplaint,
  stallsInDraft,
} from './signals';

/** Meta's standard messaging window. */
export const WINDOW_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

export type DirectPlatform = keyof typeof DIRECT_TEXT_LIMITS;

/** What the pipeline's facts say of the draft (draft-reading.ts makes it from them). */
export interface DraftReading {
  /** The pipeline answered: the auditor passed the draft, every figure in it from the shop's data. */
  ok: boolean;
  /** The customer's intents (agent/query.ts): price, availability, sizes, returns… */
  intents: string[];
  /** Questions the shop's data left open (the draft says it will check). */
  open: string[];
  /** Distinct models the draft is about. */
  models: number;
  /** The customer named every one of those models by its article code. */
  namedByCode: boolean;
  /** The draft offers an explicit choice: equal candidates, a browse list, the order's item choices. */
  choice: boolean;
  /** The customer is placing an order (the orders module's draft), and where it stands. */
  ordering: boolean;
  orderStage: 'none' | 'collecting' | 'summary' | 'confirmed';
  /** A photo was sent and matched no post of the shop. */
  photoUnmatched: boolean;
  browse: boolean;
  totals: boolean;
  sizeAdvice: boolean;
  /**
   * The size advised comes from a standard chart for the kind, not the shop's own data (its size
   * cells' ranges or the owner's saved answer): a suggestion the shop's sizes may not follow.
   */
  sizeAdviceByStandardChart?: boolean;
  /** The draft asks which of options that read alike (the same name and colour): see draft-reading.ts. */
  choicesAlike?: boolean;
  /** The customer said a size the draft's reading did not take, and it lists every size's price: see draft-reading.ts. */
  sizeUnread?: boolean;
  /**
   * The customer asked a question of which the reading took nothing (no intent, colour, size or
   * code: "скільки за метр?", "does it need batteries?"), and the draft answers no browse, sum,
   * size advice nor order: see draft-reading.ts.
   */
  questionUnread?: boolean;
  /** The daily LLM budget was spent (the offline provider drafted instead). */
  overBudget: boolean;
  /** Pieces the draft counts: its order lines' quantities, else its totals'; null when it counts none. */
  pieces: number | null;
  /** The customer named a colour that none of the order's lines has. */
  colourConflict: boolean;
  /**
   * An order's line of the model in play has another size than the one the conversation settled on,
   * and this message named none ("беру бежеву" after "3 в 1", the line in "2 в 1").
   */
  sizeConflict?: boolean;
  /** Only a colour or size of the product in play, no question and no order: what is wanted is unsaid. */
  bareChoice: boolean;
  /** The sizes the customer named (each must be in the draft, in stock or not). */
  sizesAsked: string[];
  /** The article codes the customer named (their digits are no figure the draft must repeat). */
  codesNamed?: string[];
  /** A model's prices that differ by size when the customer named no size: each must be in the draft. */
  pricesToName?: number[];
  /** The customer described the item with words no product of the shop has: the draft's model is the nearest. */
  nearestOnly?: boolean;
}

/** Per topic, the owner's judged drafts (of the last LEARNING_WINDOW) and how many went out unchanged. */
export type TrackRecord = Partial<Record<AutopilotTopic, { unchanged: number; judged: number }>>;

export interface GateSettings {
  topics: readonly AutopilotTopic[];
  /** Drafts of a topic the owner sent unchanged before it goes out alone; 0: the rule is off. */
  learning_drafts: number;
  hours: AutopilotHours;
  working_hours: WorkingHours;
  time_zone: string;
  undo_seconds: number;
  hourly_cap: number;
}

export interface GateInput {
  settings: GateSettings;
  /** The header's switch: every automatic send of the account stopped. */
  stopped: boolean;
  now: Date;
  kind: 'DIRECT' | 'COMMENT';
  customerText: string;
  /** The text that would go out (with the assistant line, if any); null when the pipeline failed. */
  text: string | null;
  reading: DraftReading;
  platform: DirectPlatform;
  conversation: { lastInboundAt: Date | null; blocked: boolean; attention: HandoverReason | null };
  /** Automatic replies of this conversation in the hour before `now` (scheduled, being sent or sent). */
  repliesLastHour: number;
  /** The owner's judgement of the account's drafts of each of the draft's topics (omitted: none yet). */
  record?: TrackRecord;
}

/** Why a draft stays a draft: a hand-over (the conversation is marked), or the owner's own choice (not marked). */
export type GateReason = HandoverReason | 'stopped' | 'working_hours';

export type Verdict =
  | {
      send: true;
      topics: AutopilotTopic[];
      /** Sent, and the owner still has something to do: the customer confirmed the order's summary. */
      mark: HandoverReason | null;
    }
  | { send: false; reason: GateReason; mark: boolean };

/** Topics a draft may need a product for; the shop's standing answers and a greeting need none. */
const PRODUCT_TOPICS: ReadonlySet<AutopilotTopic> = new Set(['price', 'availability', 'sizes', 'colours', 'details']);
const SHOP_TOPICS: ReadonlySet<AutopilotTopic> = new Set(['delivery', 'payment', 'contacts']);

const INTENT_TOPICS: Record<string, AutopilotTopic | 'returns'> = {
  greeting: 'greeting',
  thanks: 'greeting',
  price: 'price',
  availability: 'availability',
  sizes: 'sizes',
  colours: 'colours',
  other_colour: 'colours',
  material: 'details',
  lining: 'details',
  order: 'order',
  delivery: 'delivery',
  payment: 'payment',
  contacts: 'contacts',
  returns: 'returns',
};

/**
 * What a message is about, as the owner's topics name it. A message that names a product and asks
 * nothing in words (a code alone, a shared post, a photo) asks its price and whether it is there.
 */
export function topicsOf(reading: DraftReading): { topics: AutopilotTopic[]; returns: boolean } {
  const found = new Set<AutopilotTopic>();
  let returns = false;
  for (const intent of reading.intents) {
    const topic = INTENT_TOPICS[intent];
    if (topic === 'returns') returns = true;
    else if (topic) found.add(topic);
  }
  if (reading.ordering) found.add('order');
  if (reading.browse) found.add('availability');
  if (reading.totals) found.add('price');
  if (reading.sizeAdvice) found.add('sizes');
  const onlyGreeting = [...found].every((t) => t === 'greeting');
  if (onlyGreeting && (reading.models > 0 || reading.choice)) {
    found.add('price');
    found.add('availability');
  }
  return { topics: [...found], returns };
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The shop's weekday (1 Monday … 7 Sunday) and minute of the day at `now` in its time zone. */
export function localTime(now: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS[part('weekday')] ?? 1, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Inside the working hours at `now`: on a working day from `from` until `to` (excluded); hours
 * that span midnight (22:00–02:00) belong to the day they start on.
 */
export function withinWorkingHours(now: Date, hours: WorkingHours, timeZone: string): boolean {
  const { day, minute } = localTime(now, timeZone);
  const from = minuteOf(hours.from);
  const to = minuteOf(hours.to);
  const works = (d: number) => hours.days.includes(d);
  if (from < to) return works(day) && minute >= from && minute < to;
  const yesterday = day === 1 ? 7 : day - 1;
  return (works(day) && minute >= from) || (works(yesterday) && minute < to);
}

const handOver = (reason: HandoverReason): Verdict => ({ send: false, reason, mark: true });

export function decide(input: GateInput): Verdict {
  const { settings, reading, conversation, now } = input;
  // The owner's own choices: nothing to mark, the inbox works as in 'Контроль відповідей'.
  if (input.stopped) return { send: false, reason: 'stopped', mark: false };
  if (
    settings.hours === 'OUTSIDE_WORKING_HOURS' &&
    withinWorkingHours(now, settings.working_hours, settings.time_zone)
  ) {
    return { send: false, reason: 'working_hours', mark: false };
  }
  if (input.kind === 'COMMENT') return handOver('comment');
  // Handed over before and not answered yet: the assistant does not talk around the owner.
  if (conversation.attention) return { send: false, reason: 'awaiting_owner', mark: false };
  // Meta's rules: a standard reply inside 24 hours of the customer's last message, even at the
  // end of the undo window; after that only a person may answer (HUMAN_AGENT), never the assistant.
  const last = conversation.lastInboundAt?.getTime();
  if (conversation.blocked || last === undefined || now.getTime() + settings.undo_seconds * 1000 - last > WINDOW_MS) {
    return handOver('window_closed');
  }
  if (asksForPerson(input.customerText)) return handOver('asked_for_person');
  if (soundsLikeComplaint(input.customerText)) return handOver('complaint');
  if (!reading.ok || input.text === null) return handOver('assistant_error');
  // A picture that matched none of the shop's posts: the draft can only ask what it is.
  if (reading.photoUnmatched && !reading.ordering) return handOver('no_product');

  const { topics, returns } = topicsOf(reading);
  if (returns) return handOver('returns');
  // A discount, gift wrap, wholesale: no data of the shop answers it, whatever the draft says beside.
  if (topics.length === 0 || reading.bareChoice || reading.questionUnread || asksBeyondData(input.customerText)) {
    return handOver('unknown_topic');
  }
  // "that's all, thanks" or "так, додайте ще …" answered with a product's price: the customer was
  // closing or agreeing to the shop's question, and only an order draft follows that up.
  if (
    !reading.ordering &&
    reading.models > 0 &&
    reading.intents.every((i) => i === 'thanks' || i === 'greeting') &&
    (reading.intents.includes('thanks') || agreesWithoutAsking(input.customerText))
  ) {
    return handOver('unknown_topic');
  }
  // A phone number is an order's detail: a draft that is not collecting the order passed it over.
  if (!reading.ordering && givesPhone(input.customerText)) return handOver('mismatch');
  if (topics.some((t) => !settings.topics.includes(t))) return handOver('topic_off');
  if (reading.open.length > 0 || stallsInDraft(input.text)) return handOver('stall');
  if (apologisesInDraft(input.text)) return handOver('apology');

  // Exactly one product meant, or an explicit choice; several only when the customer named each by code.
  const aboutProducts = topics.some((t) => PRODUCT_TOPICS.has(t)) && !topics.some((t) => SHOP_TOPICS.has(t));
  if (reading.models > 1 && !reading.namedByCode && !reading.choice) return handOver('several_products');
  if (aboutProducts && reading.models === 0 && !reading.choice && !reading.ordering) return handOver('no_product');
  // "сатинові комплекти з вишивкою" answered with the nearest set: whether it is the one meant is the owner's call.
  if (reading.nearestOnly && !reading.ordering) return handOver('no_product');
  // "зріст 168, який розмір?" answered from a standard chart: a guess about this shop's sizes, the owner's to send.
  if (reading.sizeAdviceByStandardChart && !reading.ordering) return handOver('size_guess');

  if (!answersWhatWasAsked(input.customerText, input.text, reading)) return handOver('mismatch');
  if (!learned(topics, settings.learning_drafts, input.record ?? {})) return handOver('learning');

  const { max } = DIRECT_TEXT_LIMITS[input.platform];
  if (directTextLength(input.platform, input.text) > max) return handOver('too_long');
  if (input.repliesLastHour >= settings.hourly_cap) return handOver('hourly_cap');
  if (reading.overBudget) return handOver('llm_budget');
  return { send: true, topics, mark: reading.orderStage === 'confirmed' ? 'order_ready' : null };
}

/**
 * Every topic of the draft has earned its trust with the owner: of its last LEARNING_WINDOW judged
 * drafts at least `needed` went out unchanged and at most LEARNING_CHANGED_SHARE were changed.
 * The rules above are about the one draft; this one is about how often this shop's drafts of the
 * topic were right, which no rule of words can know for a kind of shop it was not built on.
 */
export function learned(topics: readonly AutopilotTopic[], needed: number, record: TrackRecord): boolean {
  if (needed <= 0) return true;
  // "добрий день, скільки коштує …?" is a price question: the greeting risks nothing of its own.
  const weighed = topics.length > 1 ? topics.filter((t) => t !== 'greeting') : topics;
  return weighed.every((topic) => {
    const r = record[topic];
    return !!r && r.unchanged >= needed && r.judged - r.unchanged <= Math.floor(LEARNING_CHANGED_SHARE * r.judged);
  });
}

/** Letters and digits of a size as a draft or a customer may write it: "38,5" is "38.5", "S / M" is "s/m". */
const sizeKey = (size: string) => size.toLowerCase().replace(/\s+/g, '').replace(',', '.');

/**
 * The draft is about what the customer said (replay bench causes, docs/product.md §9.10): every
 * size they named is in it (in stock or not), no colour they named is missing from the order, it
 * counts at least the pieces they asked for ("дві шапочки" answered with one is a wrong total), it
 * gives the sum they asked for ("разом", "за все", "together"), and
 * of a model whose sizes cost differently, with no size named, it gives every price.
 */
export function answersWhatWasAsked(customerText: string, draft: string, reading: DraftReading): boolean {
  if (reading.colourConflict || reading.sizeConflict || reading.choicesAlike || reading.sizeUnread) return false;
  // "піджак на 134 і на 146 скільки разом?" answered with each price and no sum.
  if (asksForSum(customerText) && !reading.totals && !reading.ordering) return false;
  const asked = Math.max(0, ...countsIn(customerText).map((c) => c.count));
  if (asked > 1 && (reading.pieces ?? 1) < asked) return false;
  const said = new Set(
    draft
      .toLowerCase()
      .replace(/(\d),(\d)/g, '$1.$2')
      .split(/[^\p{L}\d./-]+/u)
      .flatMap((token) => [token, ...token.split(/[/-]/)])
      .filter(Boolean),
  );
  const compact = sizeKey(draft);
  if (!reading.sizesAsked.every((size) => said.has(sizeKey(size)) || compact.includes(sizeKey(size)))) return false;
  const figures = new Set(numbersIn(draft));
  if (!(reading.pricesToName ?? []).every((price) => figures.has(String(price)))) return false;
  return unsaidNumbers(customerText, draft, reading).length === 0;
}

const digitsOf = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));

/** The numbers of a draft, thousands written with a space ("1 390", U+00A0, U+202F) as one. */
const numbersIn = (draft: string) => digitsOf(draft.replace(/(\d)\s(?=\d{3}\b)/g, '$1'));

/**
 * The customer's numbers the draft does not repeat ("160x200", "обхват 64", "на 12 вересня"): a
 * measure, a dimension or a date it may not have answered, so a person looks. Not when the draft
 * advises a size from a measure, lists models for a price bound, or collects an order (a phone, a
 * branch), and not an article code's digits or a count of one digit.
 */
export function unsaidNumbers(customerText: string, draft: string, reading: DraftReading): string[] {
  if (reading.sizeAdvice || reading.browse || reading.ordering) return [];
  // A number the draft repeats only inside article codes ("на 15 про" answered with CS-210-15-MN
  // and CS-210-15P-MN) is not answered: the codes' digits are no figure said.
  const inDraft = new Set(numbersIn(draft.replace(/(?<![\p{L}\d])\p{L}+-[\p{L}\d-]*\d[\p{L}\d-]*/gu, ' ')));
  const codes = new Set((reading.codesNamed ?? []).flatMap((c) => digitsOf(c)));
  // Tokens that mix letters and digits are codes or sizes of the shop's spelling ("TRV-210", "3XL").
  const plain = customerText
    .replace(/(\d)\s*[xх×*]\s*(?=\d)/giu, '$1 ')
    .replace(/[\p{L}]+[-/]?\d[\w-]*|\d+[-/]?[\p{L}][\p{L}\d-]*/gu, ' ');
  return digitsOf(plain).filter(
    (n) => n.length >= 2 && n.replace('.', '').length <= 6 && !inDraft.has(n) && !codes.has(n),
  );
}

/** Just under an hour before `now`: the start of the per-conversation cap's hour. */
export function capWindowStart(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}
