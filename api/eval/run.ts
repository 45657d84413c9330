/**
 * `npm run eval`: each evaluation set (eval/sets.ts) on a real app (in-memory PGlite), with an
 * account of its own whose stock is uploaded as the shop would (rows saved as an .xlsx, through
 * the real import); each text goes through the assistant's pipeline (POST /api/v1/agent/test) and
 * the draft is scored as ../shared/eval/README.md says (eval/score.ts). Prints each set's score
 * separately; exits 1 when a set misses the targets. `--verbose` prints every answer.
 */
import type { FastifyInstance } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { WEB_CLIENT } from '@vitrina/shared/contracts';
import { buildApp } from '../src/app';
import { defaultRateLimits, loadConfig } from '../src/config';
import { scoreDraft, type CaseScore, type ScoredCase } from './score';
import { devSet, heldOutSet, tuningSet, type EvalSet } from './sets';

export const TARGET_CORRECT = 0.95;

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

/** The stock as a shop saves it: the rows in the first sheet of an .xlsx. */
export function stockWorkbook(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Залишки');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
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

async function check(res: { statusCode: number; body: string }, what: string): Promise<void> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** A new account with the set's stock uploaded as an .xlsx and its standing and owner answers. */
async function openShop(app: FastifyInstance, set: EvalSet) {
  const { auth, userId } = await signIn(app, set.name);
  const boundary = 'vitrina-eval';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.xlsx"\r\n` +
    'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n';
  const payload = Buffer.concat([Buffer.from(head), stockWorkbook(set.stock), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  await check(
    await app.inject({
      method: 'POST',
      url: '/api/v1/data/files/xls',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    }),
    'stock upload',
  );
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
  const auth = await openShop(app, set);
  const results: CaseResult[] = [];
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
    results.push({ case: c, answer, error, ...scoreDraft(c, answer, error) });
  }
  return {
    name: set.name,
    total: results.length,
    correct: results.filter((r) => r.correct).length,
    withUnsupportedFigures: results.filter((r) => r.unsupported.length > 0).length,
    results,
  };
}

/** Runs the given sets (default: the development set when present, tuning, held-out). */
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

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const only = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
  const dev = devSet();
  if (!dev.set) console.log(`dev set skipped: ${dev.reason}`);
  const all = [dev.set, tuningSet(), heldOutSet()].filter((s): s is EvalSet => s !== null);
  const summaries = await runEval(only ? all.filter((s) => s.name === only) : all);
  for (const s of summaries) {
    console.log(`\n== ${s.name} ==`);
    for (const r of s.results) {
      if (r.correct && !verbose) continue;
      console.log(
        `${r.correct ? 'ok  ' : 'FAIL'} #${r.case.id} [${r.case.kind}] ${JSON.stringify(r.case.text.slice(0, 80))}`,
      );
      console.log(`     → ${r.answer ?? `[error] ${r.error}`}`);
      if (r.problems.length) console.log(`     ${r.problems.join('; ')}`);
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  console.log('');
  for (const s of summaries) {
    console.log(
      `${s.name.padEnd(9)} ${s.total} messages: correct ${s.correct} (${pct(s.correct, s.total)}), ` +
        `with an unsupported figure ${s.withUnsupportedFigures}${meetsTargets(s) ? '' : '  ← below target'}`,
    );
  }
  console.log(`Target per set: ≥ ${TARGET_CORRECT * 100} % correct, 0 unsupported figures.`);
  process.exitCode = summaries.every(meetsTargets) ? 0 : 1;
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
