/**
 * The evaluation sets of `npm run eval`, each a shop's stock (rows as a spreadsheet has them) and
 * customer messages scored by eval/score.ts:
 * - `dev`: the public development set, ../shared/eval/ beside the repository (read-only in CI);
 * - `tuning`: the team's own cases over eval/stock.csv (eval/cases.ts), tuned against freely;
 * - `held-out`: the team's cases over another shop (eval/held-out/), written once before the
 *   catalogue index and never tuned to: a stand-in for the hidden sets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CASES } from './cases';
import { sampleShop, STOCK_CSV } from './sample-shop';
import type { ScoredCase } from './score';
import { parseCsv } from './stock-csv';

export interface ShopSetup {
  delivery?: string;
  payment?: string;
  returns?: string;
  /** Questions the owner answered before (the Questions tab). */
  ownerAnswers?: Array<{ question: string; answer: string }>;
}

export interface EvalSet {
  name: string;
  /** Header row, then one row per code and size. */
  stock: unknown[][];
  cases: ScoredCase[];
  shop?: ShopSetup;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** ../shared/eval relative to the repository's root (CI lays shared/ beside the clone). */
export const DEV_SET_DIR = process.env.VITRINA_EVAL_DIR ?? path.resolve(REPO_ROOT, '..', 'shared', 'eval');

export function rowsOf(objects: Array<Record<string, unknown>> | unknown[][]): unknown[][] {
  // A sheet whose headers repeat (Prom.ua's characteristic triples) is stored as rows, header first.
  if (Array.isArray(objects[0])) return objects as unknown[][];
  const records = objects as Array<Record<string, unknown>>;
  const header = Object.keys(records[0] ?? {});
  return [header, ...records.map((o) => header.map((h) => o[h] ?? ''))];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** A set in the public development set's format (stock rows as objects, cases with must groups). */
function jsonSet(name: string, dir: string, stockFile: string, casesFile: string): EvalSet {
  return {
    name,
    stock: rowsOf(readJson<Array<Record<string, unknown>> | unknown[][]>(path.join(dir, stockFile))),
    cases: readJson<ScoredCase[]>(path.join(dir, casesFile)),
  };
}

/** The public development set, or null (with the reason) when ../shared/eval is absent. */
export function devSet(): { set: EvalSet | null; reason: string | null } {
  const files = ['dev-stock.json', 'dev-set.json'].map((f) => path.join(DEV_SET_DIR, f));
  const missing = files.find((f) => !existsSync(f));
  if (missing) return { set: null, reason: `${missing} not found` };
  return { set: jsonSet('dev', DEV_SET_DIR, 'dev-stock.json', 'dev-set.json'), reason: null };
}

/** The public development sets of other kinds of shop (../shared/eval/README.md, "Three more shops"). */
export const PUBLIC_SHOPS = ['kids', 'sport', 'homewear'] as const;

/** Each public shop's single messages, when ../shared/eval holds them. */
export function publicShopSets(): EvalSet[] {
  return PUBLIC_SHOPS.filter((shop) => existsSync(path.join(DEV_SET_DIR, `dev-set-${shop}.json`))).map((shop) =>
    jsonSet(`dev-${shop}`, DEV_SET_DIR, `dev-stock-${shop}.json`, `dev-set-${shop}.json`),
  );
}

/** One customer's thread: its turns are scored in order, each after the drafts of the ones before. */
export interface EvalConversation {
  id: number | string;
  lang: string;
  turns: Array<Omit<ScoredCase, 'id' | 'kind' | 'lang'> & { what?: string }>;
}

export interface ConversationSet {
  name: string;
  stock: unknown[][];
  conversations: EvalConversation[];
}

function conversationSet(name: string, dir: string, stockFile: string, file: string): ConversationSet {
  return {
    name,
    stock: rowsOf(readJson<Array<Record<string, unknown>> | unknown[][]>(path.join(dir, stockFile))),
    conversations: readJson<EvalConversation[]>(path.join(dir, file)),
  };
}

/** The public shops' conversations, the team's shops' and the held-out shops'. */
export function conversationSets(): ConversationSet[] {
  const sets = PUBLIC_SHOPS.filter((shop) => existsSync(path.join(DEV_SET_DIR, `dev-conversations-${shop}.json`))).map(
    (shop) => conversationSet(`dev-${shop}`, DEV_SET_DIR, `dev-stock-${shop}.json`, `dev-conversations-${shop}.json`),
  );
  return [...sets, ...[...teamShops(), ...heldOutShops()].flatMap((h) => (h.conversations ? [h.conversations] : []))];
}

/** A shop in its own folder: stock.json, set.json and (optionally) conversations.json. */
interface FolderShop {
  singles: EvalSet;
  conversations: ConversationSet | null;
}

function folderShops(root: string, prefix: string): FolderShop[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = path.join(root, d.name);
      const name = `${prefix}-${d.name}`;
      const hasConversations = existsSync(path.join(dir, 'conversations.json'));
      return {
        singles: jsonSet(name, dir, 'stock.json', 'set.json'),
        conversations: hasConversations ? conversationSet(name, dir, 'stock.json', 'conversations.json') : null,
      };
    });
}

/**
 * Held-out shops of kinds no public set has (eval/held-out-shops/<shop>/), written on 2026-11-28
 * before the dialogue-state work was tuned and never changed after their first run.
 */
export const HELD_OUT_DIR = path.join(__dirname, 'held-out-shops');

export function heldOutShops(): FolderShop[] {
  return folderShops(HELD_OUT_DIR, 'held-out');
}

/**
 * The team's own shops of further kinds (eval/tuning-shops/<shop>/, each with the make.mjs that
 * writes it), written on 2026-11-29 to find general causes without looking at the held-out shops;
 * tuned against freely.
 */
export function teamShops(): FolderShop[] {
  return folderShops(path.join(__dirname, 'tuning-shops'), 'team');
}

/** The single messages of the shop a conversation set is about (the same name and stock), or null. */
export function singlesOf(name: string): EvalSet | null {
  const shops = [...teamShops(), ...heldOutShops()].map((h) => h.singles);
  return [...publicShopSets(), ...shops].find((s) => s.name === name) ?? null;
}

export function heldOutSet(): EvalSet {
  return jsonSet('held-out', path.join(__dirname, 'held-out'), 'stock.json', 'cases.json');
}

/** The team's own cases over eval/stock.csv, with the sample shop's standing and owner answers. */
export function tuningSet(): EvalSet {
  const shop = sampleShop();
  return {
    name: 'tuning',
    stock: parseCsv(readFileSync(STOCK_CSV, 'utf8').replace(/^\uFEFF/, '')),
    cases: CASES.map((c, i) => ({
      id: i + 1,
      kind: 'own',
      lang: c.lng ?? 'ua',
      text: c.text,
      must: (c.must ?? []).map((m) => [m]),
      must_not: c.mustNot ?? [],
      error: c.error,
    })),
    shop: {
      delivery: shop.answers?.delivery ?? undefined,
      payment: shop.answers?.payment ?? undefined,
      returns: shop.answers?.returns ?? undefined,
      ownerAnswers: shop.ownerAnswers,
    },
  };
}
