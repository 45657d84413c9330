/**
 * `npm run eval`: every case of eval/cases.ts through POST /api/v1/agent/test of a real app
 * (in-memory PGlite) whose account knows the sample shop. Prints the share of correct answers
 * and the share of answers with a figure that is not in the data; exits 1 below the targets.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { WEB_CLIENT } from '@vitrina/shared/contracts';
import { buildApp } from '../src/app';
import { defaultRateLimits, loadConfig } from '../src/config';
import { CASES, type EvalCase } from './cases';
import { MemoryQuestions } from './memory-knowledge';
import { sampleKnowledge, sampleShop, STOCK_CSV } from './sample-shop';

export const TARGET_CORRECT = 0.9;

export interface CaseResult {
  case: EvalCase;
  answer: string | null;
  error: string | null;
  correct: boolean;
  unsupported: string[];
  problems: string[];
}

export interface EvalSummary {
  total: number;
  correct: number;
  withUnsupportedFigures: number;
  results: CaseResult[];
}

/** Every number the data holds (stock sheet, standing and owner answers); the question's own too. */
function knownNumbers(question: string): Set<string> {
  const shop = sampleShop();
  const texts = [
    readFileSync(STOCK_CSV, 'utf8'),
    JSON.stringify(shop.answers),
    JSON.stringify(shop.ownerAnswers),
    question,
  ];
  return new Set(texts.flatMap((t) => t.match(/\d+/g) ?? []));
}

function judge(c: EvalCase, answer: string | null, error: string | null): CaseResult {
  const problems: string[] = [];
  const text = (answer ?? '').toLowerCase();
  if (c.error) {
    if (!error) problems.push('expected an error');
  } else if (error || answer === null) {
    problems.push(`error: ${error}`);
  } else {
    for (const m of c.must ?? []) if (!text.includes(m.toLowerCase())) problems.push(`missing "${m}"`);
    for (const m of c.mustNot ?? []) if (text.includes(m.toLowerCase())) problems.push(`contains "${m}"`);
  }
  const known = knownNumbers(c.text);
  const unsupported = (answer?.match(/\d+/g) ?? []).filter((n) => !known.has(n));
  return { case: c, answer, error, correct: problems.length === 0, unsupported, problems };
}

async function signIn(app: FastifyInstance): Promise<string> {
  const email = `eval${Date.now()}@example.com`;
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
  return (JSON.parse(res.body) as { access_token: string }).access_token;
}

export async function runEval(cases: EvalCase[] = CASES): Promise<EvalSummary> {
  // Every case goes through the test route, far past a shop's per-minute allowance of it.
  const rateLimits = defaultRateLimits(1000);
  const app = await buildApp(
    loadConfig({}, { dataDir: 'memory', logger: false, staticRoot: '/nonexistent', rateLimits }),
  );
  try {
    await app.ready();
    app.agent.useKnowledge(sampleKnowledge(), new MemoryQuestions());
    const token = await signIn(app);
    const results: CaseResult[] = [];
    for (const c of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/agent/test',
        headers: { authorization: `Bearer ${token}` },
        payload: { text: c.text, ...(c.lng ? { lng: c.lng } : {}) },
      });
      const body = JSON.parse(res.body) as {
        data?: { answer: string | null; error: string | null };
        error_message?: string;
      };
      if (res.statusCode === 200 && body.data) results.push(judge(c, body.data.answer, body.data.error));
      else if (res.statusCode === 400) results.push(judge(c, null, `400 ${body.error_message ?? ''}`));
      else throw new Error(`POST /api/v1/agent/test answered ${res.statusCode} to ${JSON.stringify(c.text)}`);
    }
    return {
      total: results.length,
      correct: results.filter((r) => r.correct).length,
      withUnsupportedFigures: results.filter((r) => r.unsupported.length > 0).length,
      results,
    };
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const summary = await runEval();
  const verbose = process.argv.includes('--verbose');
  for (const r of summary.results) {
    if (r.correct && r.unsupported.length === 0 && !verbose) continue;
    const mark = r.correct ? 'ok  ' : 'FAIL';
    console.log(`${mark} ${JSON.stringify(r.case.text.slice(0, 80))}`);
    console.log(`     → ${r.answer ?? `[error] ${r.error}`}`);
    if (r.problems.length) console.log(`     ${r.problems.join('; ')}`);
    if (r.unsupported.length) console.log(`     figures not in the data: ${r.unsupported.join(', ')}`);
  }
  const pct = (n: number) => `${((100 * n) / summary.total).toFixed(1)} %`;
  console.log(
    `\n${summary.total} messages: correct ${summary.correct} (${pct(summary.correct)}), ` +
      `with a figure not in the data ${summary.withUnsupportedFigures} (${pct(summary.withUnsupportedFigures)}). ` +
      `Target: ≥ ${TARGET_CORRECT * 100} % correct, 0 unsupported.`,
  );
  const met = summary.correct / summary.total >= TARGET_CORRECT && summary.withUnsupportedFigures === 0;
  process.exitCode = met ? 0 : 1;
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
