/**
 * `npm run eval`: each evaluation set (eval/sets.ts) on a real app (in-memory PGlite), with an
 * account of its own whose stock is uploaded as the shop would (rows saved as an .xlsx, through
 * the real import); each text goes through the assistant's pipeline (POST /api/v1/agent/test) and
 * the draft is scored as ../shared/eval/README.md says (eval/score.ts). Prints each set's score
 * separately; exits 1 when a set misses the targets. `--verbose` prints every answer; `--set=a,b` runs
 * only those sets; the held-out shops' failures are printed only with `--show-held-out`.
 */
import type { FastifyInstance } from 'fastify';
import { WEB_CLIENT } from '@vitrina/shared/contracts';
import { buildApp } from '../src/app';
import { defaultRateLimits, loadConfig } from '../src/config';
import { scoreDraft, type CaseScore, type ScoredCase } from './score';
import { runConversationSet, type ConversationSummary } from './conversations';
import {
  conversationSets,
  devSet,
  heldOutSet,
  heldOutShops,
  publicShopSets,
  teamShops,
  tuningSet,
  type EvalSet,
} from './sets';
import { check, uploadWorkbook, StockRefused } from './upload';

export const TARGET_CORRECT = 0.95;
/** Conversation turns right (issue 46). */
export const TARGET_TURNS = 0.9;

export interface CaseResult extends CaseScore {
  case: ScoredCase;
  answer: string | null;
  error: string | null;
}

export interface EvalSummary {
  name: string;
  total: number;
  correct: number;
  /** Drafts naming a figure the data does not give (a `must_not` figure). */
  withUnsupportedFigures: number;
  results: CaseResult[];
}

async function signIn(
  app: FastifyInstance,
  name: string,
): Promise<{ auth: { authorization: string }; userId: string }> {
  const email = `eval-${name}-${Date.now()}@example.com`;
  const password = 'eval-password-1';
  await app.inject({ method: 'POST', url: '/api/v1/users/registration', payload: { email, password } });
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  const auth = { authorization: `Bearer ${(JSON.parse(res.body) as { access_token: string }).access_token}` };
  const user = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { auth, userId: user.id };
}

/** A new account with the set's stock uploaded as an .xlsx and its standing and owner answers. */
async function openShop(app: FastifyInstance, set: EvalSet) {
  const { auth, userId } = await signIn(app, set.name);
  await uploadWorkbook(app, auth, set.stock);
  const { ownerAnswers = [], ...standing } = set.shop ?? {};
  if (Object.keys(standing).length > 0) {
    await check(
      await app.inject({ method: 'PUT', url: '/api/v1/data/shop-answers', headers: auth, payload: standing }),
      'shop answers',
    );
  }
  for (const a of ownerAnswers) {
    const q = await app.knowledgeService.recordQuestion(userId, null, a.question);
    await app.knowledgeService.answerQuestion({ userId, channelId: null }, q.id, a.answer);
  }
  return auth;
}

async function runSet(app: FastifyInstance, set: EvalSet): Promise<EvalSummary> {
  const results: CaseResult[] = [];
  let auth: { authorization: string };
  try {
    auth = await openShop(app, set);
  } catch (e) {
    if (!(e instanceof StockRefused)) throw e;
    console.log(`${set.name}: ${e.message}`);
    for (const c of set.cases)
      results.push({ case: c, answer: null, error: e.message, ...scoreDraft(c, null, e.message) });
    return summaryOf(set.name, results);
  }
  for (const c of set.cases) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/agent/test',
      headers: auth,
      payload: { text: c.text, lng: c.lang === 'en' ? 'en' : 'ua' },
    });
    const body = JSON.parse(res.body) as {
      data?: { answer: string | null; error: string | null };
      error_message?: string;
    };
    let answer: string | null = null;
    let error: string | null;
    if (res.statusCode === 200 && body.data) ({ answer, error } = body.data);
    else if (res.statusCode === 400) error = `400 ${body.error_message ?? ''}`;
    else throw new Error(`POST /api/v1/agent/test answered ${res.statusCode} to ${JSON.stringify(c.text)}`);
    // EVAL_STEPS=<text fragment>: the draft's step log for the messages that hold it (debugging).
    if (process.env.EVAL_STEPS && c.text.includes(process.env.EVAL_STEPS))
      console.log(JSON.stringify((body.data as { steps?: unknown } | undefined)?.steps, null, 1));
    results.push({ case: c, answer, error, ...scoreDraft(c, answer, error) });
  }
  return summaryOf(set.name, results);
}

function summaryOf(name: string, results: CaseResult[]): EvalSummary {
  return {
    name,
    total: results.length,
    correct: results.filter((r) => r.correct).length,
    withUnsupportedFigures: results.filter((r) => r.unsupported.length > 0).length,
    results,
  };
}

/** Runs the given single-message sets (default: the development set when present, tuning, held-out). */
export async function runEval(sets?: EvalSet[]): Promise<EvalSummary[]> {
  const chosen = sets ?? [devSet().set, tuningSet(), heldOutSet()].filter((s): s is EvalSet => s !== null);
  // Every case goes through the test route, far past a shop's per-minute allowance of it.
  const rateLimits = defaultRateLimits(1000);
  const app = await buildApp(
    loadConfig({}, { dataDir: 'memory', logger: false, staticRoot: '/nonexistent', rateLimits }),
  );
  try {
    await app.ready();
    const out: EvalSummary[] = [];
    for (const set of chosen) out.push(await runSet(app, set));
    return out;
  } finally {
    await app.close();
  }
}

export const meetsTargets = (s: EvalSummary) => s.correct / s.total >= TARGET_CORRECT && s.withUnsupportedFigures === 0;

/** Every single-message set: the public ones, the team's tuning and held-out sets, the held-out shops. */
function allSingleSets(): EvalSet[] {
  const dev = devSet();
  if (!dev.set) console.log(`dev set skipped: ${dev.reason}`);
  return [
    dev.set,
    ...publicShopSets(),
    tuningSet(),
    heldOutSet(),
    ...teamShops().map((h) => h.singles),
    ...heldOutShops().map((h) => h.singles),
  ].filter((s): s is EvalSet => s !== null);
}

export const turnsMeetTargets = (s: ConversationSummary) =>
  s.correct / s.turns >= TARGET_TURNS && s.withUnsupportedFigures === 0;

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const only = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
  const chosen = only?.split(',');
  const pick = <T extends { name: string }>(sets: T[]) => (chosen ? sets.filter((s) => chosen.includes(s.name)) : sets);
  // The held-out shops' failures are not printed unless asked (--show-held-out): tuning on them
  // would make them one more tuning set. Their scores are printed as every set's.
  const showHeldOut = process.argv.includes('--show-held-out');
  const hidden = (name: string) => name.startsWith('held-out') && !showHeldOut;
  const skipSingles = process.argv.includes('--conversations');
  const skipConversations = process.argv.includes('--singles');
  const summaries = skipSingles ? [] : await runEval(pick(allSingleSets()));
  const talks: ConversationSummary[] = [];
  if (!skipConversations) for (const set of pick(conversationSets())) talks.push(await runConversationSet(set));
  const show = (
    ok: boolean,
    label: string,
    text: string,
    answer: string | null,
    error: string | null,
    problems: string[],
  ) => {
    if (ok && !verbose) return;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} ${JSON.stringify(text.slice(0, 100))}`);
    console.log(`     → ${answer ?? `[error] ${error}`}`);
    if (problems.length) console.log(`     ${problems.join('; ')}`);
  };
  // A held-out set shows only how many of each kind failed: a direction, never a sentence.
  const failedKinds = (kinds: string[]) =>
    console.log(
      `     failed by kind: ${
        [...new Set(kinds)].map((k) => `${k} ${kinds.filter((x) => x === k).length}`).join(', ') || 'none'
      }`,
    );
  for (const s of summaries) {
    console.log(`\n== ${s.name} ==`);
    if (hidden(s.name)) {
      failedKinds(s.results.filter((r) => !r.correct).map((r) => r.case.kind));
      continue;
    }
    for (const r of s.results)
      show(r.correct, `#${r.case.id} [${r.case.kind}]`, r.case.text, r.answer, r.error, r.problems);
  }
  for (const s of talks) {
    console.log(`\n== ${s.name} (conversations) ==`);
    if (hidden(s.name)) {
      // A turn's kind is its own description ("adds a product: total"): not printed, a direction too close
      // to the sentence. Which turns of which conversations: whether one failure carried into the next turns.
      console.log(
        `     failed turns: ${
          s.results
            .filter((r) => !r.correct)
            .map((r) => `${r.conversation}.${r.turn}`)
            .join(', ') || 'none'
        }`,
      );
      continue;
    }
    for (const r of s.results) {
      show(r.correct, `#${r.conversation}.${r.turn} [${r.case.kind}]`, r.case.text, r.answer, r.error, r.problems);
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  console.log('');
  for (const s of summaries) {
    console.log(
      `${s.name.padEnd(22)} ${String(s.total).padStart(3)} messages: correct ${s.correct} (${pct(s.correct, s.total)}), ` +
        `with an unsupported figure ${s.withUnsupportedFigures}${meetsTargets(s) ? '' : '  ← below target'}`,
    );
  }
  for (const s of talks) {
    console.log(
      `${s.name.padEnd(22)} ${String(s.turns).padStart(3)} turns:    correct ${s.correct} (${pct(s.correct, s.turns)}), ` +
        `with an unsupported figure ${s.withUnsupportedFigures}${turnsMeetTargets(s) ? '' : '  ← below target'}`,
    );
  }
  console.log(
    `Targets per set: ≥ ${TARGET_CORRECT * 100} % of messages and ≥ ${TARGET_TURNS * 100} % of conversation turns correct, 0 unsupported figures.`,
  );
  process.exitCode = summaries.every(meetsTargets) && talks.every(turnsMeetTargets) ? 0 : 1;
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
