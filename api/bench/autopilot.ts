/**
 * Full trust's replay bench (issue 48; `npm run bench -- autopilot` at the root, or
 * `npm run bench:autopilot -w @vitrina/api`). Every conversation set of `npm run eval` (the public
 * shops of ../shared/eval, the team's shops, the held-out shops) and the public single-message
 * sets go through the sandbox as the eval's conversations do (eval/conversations.ts): a real app
 * on PGlite with the Graph double as Meta, one owner per shop with the stock uploaded, the
 * assistant ON, and the channel in full trust with the default settings but an undo window of 0.
 * Each turn is a signed DM webhook; it is either answered alone (the assistant's message reaches
 * the owner's socket as sent) or handed over (a draft, the conversation marked with a reason), in
 * which case the owner answers (a Meta echo) so the next turn reads it in the thread: the draft as
 * it was when the eval scores it right, else changed (`judge`). Before a conversation set, the
 * shop's single messages (each a new customer's) go through the same way and are not counted: the
 * owner's judgement of those drafts is each topic's track record (learning_drafts, default 10;
 * BENCH_AUTOPILOT_LEARNING=0 replays with trust from the start, as before 2026-11-30).
 *
 * Per set: customer messages, the share answered alone and handed over, hand-overs by reason;
 * WRONG automatic replies: an automatic reply the eval scores wrong (eval/score.ts: a figure the
 * data does not give, a `must` group missed — a wrong availability or product) or one to a
 * hand-over topic (a `handoff` case, a turn whose `what` says hand-off); hand-over topics and how
 * many were handed over; p50/p99 milliseconds from sending the webhook to the automatic reply
 * sent (each shop's first message is a warm-up, not counted: it builds the catalogue index). One JSON line on stdout; BENCH_AUTOPILOT_TRACE=1 prints every wrong reply and hand-over
 * on stderr; BENCH_AUTOPILOT_SETS=dev-kids,team-menswear runs only those. A held-out shop's wrong
 * replies are counted but not listed or traced unless `--show-held-out` (tuning on them spoils them).
 */
import { randomUUID } from 'node:crypto';
import { LEARNING_DRAFTS_DEFAULT } from '@vitrina/shared/contracts/constants';
import { loadavg } from 'node:os';
import { sendAsOwner } from '../eval/conversations';
import { scoreDraft, type ScoredCase } from '../eval/score';
import { conversationSets, devSet, publicShopSets, singlesOf, type ConversationSet, type EvalSet } from '../eval/sets';
import { uploadWorkbook } from '../eval/upload';
import { DOUBLE } from '../test/meta/graph-double';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from '../test/meta/helpers';
import { ownerSocket, startShopApp } from '../test/meta/stocked-shop';
import type { TestSocket } from '../test/ws-client';

const TRACE = process.env.BENCH_AUTOPILOT_TRACE === '1';
/** As `npm run eval`: a held-out shop's wrong replies and hand-overs are counted, never printed. */
const SHOW_HELD_OUT = process.argv.includes('--show-held-out');
const hidden = (set: { name: string }) => set.name.startsWith('held-out') && !SHOW_HELD_OUT;
const ONLY = process.env.BENCH_AUTOPILOT_SETS?.split(',').filter(Boolean);
/** Drafts of a topic the owner must send unchanged first (the channel's learning_drafts); 0: trust from the start. */
const LEARNING = Number(process.env.BENCH_AUTOPILOT_LEARNING ?? LEARNING_DRAFTS_DEFAULT);
const log = (...a: string[]) => process.stderr.write(`[bench:autopilot] ${a.join(' ')}\n`);

interface ReplayTurn extends ScoredCase {
  what: string;
}
interface ReplaySet {
  name: string;
  /** The public sets of ../shared/eval (the ≥ 60 % target is on their conversations). */
  public: boolean;
  kind: 'conversations' | 'messages';
  stock: unknown[][];
  conversations: ReplayTurn[][];
  /**
   * The shop's single messages, each a new customer's, replayed first and not counted: the weeks
   * in which the owner judges the assistant's drafts and each topic earns its trust (LEARNING).
   */
  lessons: ReplayTurn[];
}

/** A turn the shop cannot answer from its data: the eval expects a hand-off ("уточню", "менеджер"). */
export function isHandoverTopic(turn: { kind: string; what: string }): boolean {
  return turn.kind === 'handoff' || /hand-?off/i.test(turn.what);
}

function fromConversations(set: ConversationSet): ReplaySet {
  const singles = singlesOf(set.name);
  return {
    lessons: (singles?.cases ?? []).filter((c) => !c.error).map((c) => ({ ...c, what: c.kind })),
    name: set.name,
    public: set.name.startsWith('dev-'),
    kind: 'conversations',
    stock: set.stock,
    conversations: set.conversations.map((c) =>
      c.turns.map((t, i) => ({
        ...t,
        id: `${c.id}.${i + 1}`,
        kind: 'turn',
        lang: c.lang,
        what: t.what ?? 'turn',
      })),
    ),
  };
}

/** Each single message a new customer's first message. */
function fromMessages(set: EvalSet): ReplaySet {
  return {
    lessons: [],
    name: `${set.name} (messages)`,
    public: true,
    kind: 'messages',
    stock: set.stock,
    conversations: set.cases.filter((c) => !c.error).map((c) => [{ ...c, what: c.kind }]),
  };
}

type Outcome =
  | { sent: true; text: string; ms: number }
  | { sent: false; reason: string; draft: string | null; error: string | null };

type App = Awaited<ReturnType<typeof startShopApp>>['t']['app'];

/** One DM; what full trust did with it. */
async function turn(app: App, socket: TestSocket, customerId: string, text: string): Promise<Outcome> {
  const mid = nextMid('replay');
  const from = socket.messages.length;
  const started = performance.now();
  await deliver(app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customerId, { mid, text })]));
  const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
  const conversationId = incoming.data.conversation_id as string;
  const fresh = (m: { type: string; data: { conversation_id?: string } }) =>
    socket.messages.indexOf(m) >= from && m.data?.conversation_id === conversationId;
  const first = await socket.next(
    (m) =>
      fresh(m) &&
      (m.type === 'NEW_AI_PROPOSITION' ||
        m.type === 'PROCESSING_ERROR' ||
        (m.type === 'NEW_MESSAGE' && m.data.is_from_shop && m.data.by_assistant)),
    30_000,
  );
  if (first.type === 'NEW_MESSAGE') {
    return { sent: true, text: String(first.data.message), ms: performance.now() - started };
  }
  const marked = socket.messages.find((m) => fresh(m) && m.type === 'CONVERSATION_ATTENTION' && m.data.reason);
  const reason = String(marked?.data.reason ?? 'not_marked');
  if (first.type === 'PROCESSING_ERROR') return { sent: false, reason, draft: null, error: String(first.data.message) };
  return { sent: false, reason, draft: String(first.data.ai_proposition), error: null };
}

/**
 * The owner answers a handed-over draft from the platform's app (its echo): as drafted when the
 * eval scores it right, else changed (the mark stands for the owner's own correction, which the
 * sets do not hold, and keeps the thread as the eval's conversations have it). The changed answer
 * is the owner's judgement that the record of the draft's topics counts (agent_propositions.outcome).
 */
async function judge(app: App, socket: TestSocket, customerId: string, c: ScoredCase, draft: string): Promise<void> {
  const right = scoreDraft(c, draft, null).problems.length === 0;
  await sendAsOwner(app, socket, customerId, right ? draft : `${draft} ✓`);
}

interface Wrong {
  id: string | number;
  text: string;
  reply: string;
  why: string[];
}

interface SetResult {
  kind: ReplaySet['kind'];
  public: boolean;
  messages: number;
  answered_alone: number;
  handed_over: number;
  answered_share: number;
  handed_share: number;
  wrong_automatic_replies: number;
  handover_topics: number;
  handover_topics_handed_over: number;
  handed_over_by_reason: Record<string, number>;
  p50_ms: number | null;
  p99_ms: number | null;
  wrong: Wrong[];
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);

async function replay(set: ReplaySet): Promise<SetResult & { latencies: number[] }> {
  const shop = await startShopApp('pglite');
  const { app } = shop.t;
  try {
    const owner = await userWithChannel(app);
    await uploadWorkbook(app, owner.auth, set.stock);
    const check = (res: { statusCode: number; body: string }, what: string) => {
      if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    };
    check(
      await app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } }),
      'assistant ON',
    );
    check(
      await app.inject({
        method: 'PUT',
        url: `/api/v1/channels/${owner.channel.id}/autopilot`,
        headers: owner.auth,
        payload: { mode: 'FULL_TRUST', undo_seconds: 0, learning_drafts: LEARNING },
      }),
      'full trust',
    );
    const socket = await ownerSocket(app, owner);
    // Warm-up, not measured (as the ai_drafts bench): the first message builds the catalogue index.
    await turn(app, socket, `warm-up-${randomUUID()}`, 'Добрий день');
    // The owner at work before the measured replay: every draft handed over is judged, as below.
    for (const lesson of set.lessons) {
      const customerId = `lesson-${randomUUID()}`;
      const out = await turn(app, socket, customerId, lesson.text);
      if (!out.sent && out.draft) await judge(app, socket, customerId, lesson, out.draft);
    }
    const latencies: number[] = [];
    const byReason: Record<string, number> = {};
    const wrong: Wrong[] = [];
    let messages = 0;
    let alone = 0;
    let topics = 0;
    let topicsHanded = 0;
    try {
      for (const conversation of set.conversations) {
        const customerId = `replay-${randomUUID()}`;
        for (const t of conversation) {
          messages += 1;
          const handoverTopic = isHandoverTopic(t);
          if (handoverTopic) topics += 1;
          const out = await turn(app, socket, customerId, t.text);
          if (out.sent) {
            alone += 1;
            latencies.push(out.ms);
            const score = scoreDraft(t, out.text, null);
            const why = [...score.problems, ...(handoverTopic ? ['a hand-over topic answered alone'] : [])];
            if (why.length > 0) {
              wrong.push({ id: t.id, text: t.text, reply: out.text, why });
              if (TRACE && !hidden(set))
                log(
                  `WRONG ${set.name} #${t.id} [${t.what}] ${JSON.stringify(t.text)} → ${out.text} (${why.join('; ')})`,
                );
            }
            continue;
          }
          if (handoverTopic) topicsHanded += 1;
          byReason[out.reason] = (byReason[out.reason] ?? 0) + 1;
          if (TRACE && !hidden(set)) {
            log(
              `handed ${set.name} #${t.id} [${t.what}] ${out.reason} ${JSON.stringify(t.text)} → ${out.draft ?? out.error}`,
            );
          }
          if (out.draft) await judge(app, socket, customerId, t, out.draft);
        }
      }
    } finally {
      socket.ws.terminate();
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const share = (n: number) => Math.round((1000 * n) / Math.max(1, messages)) / 1000;
    return {
      kind: set.kind,
      public: set.public,
      messages,
      answered_alone: alone,
      handed_over: messages - alone,
      answered_share: share(alone),
      handed_share: share(messages - alone),
      wrong_automatic_replies: wrong.length,
      handover_topics: topics,
      handover_topics_handed_over: topicsHanded,
      handed_over_by_reason: byReason,
      p50_ms: quantile(sorted, 0.5),
      p99_ms: quantile(sorted, 0.99),
      wrong: hidden(set) ? [] : wrong,
      latencies,
    };
  } finally {
    await shop.close();
  }
}

async function main(): Promise<void> {
  const dev = devSet().set;
  const sets: ReplaySet[] = [
    ...conversationSets().map(fromConversations),
    ...[dev, ...publicShopSets()].filter((s): s is EvalSet => s !== null).map(fromMessages),
  ].filter((s) => !ONLY || ONLY.includes(s.name) || ONLY.includes(s.name.replace(' (messages)', '')));
  const results: Record<string, SetResult> = {};
  const all: number[] = [];
  let publicMessages = 0;
  let publicAlone = 0;
  for (const set of sets) {
    log(`${set.name}: ${set.conversations.flat().length} messages`);
    const { latencies, ...result } = await replay(set);
    results[set.name] = result;
    all.push(...latencies);
    if (set.public && set.kind === 'conversations') {
      publicMessages += result.messages;
      publicAlone += result.answered_alone;
    }
    log(
      `${set.name}: alone ${result.answered_alone}/${result.messages}, wrong ${result.wrong_automatic_replies}, ` +
        `hand-over topics handed over ${result.handover_topics_handed_over}/${result.handover_topics}, p99 ${result.p99_ms} ms`,
    );
  }
  all.sort((a, b) => a - b);
  const values = Object.values(results);
  console.log(
    JSON.stringify({
      date: new Date().toISOString(),
      load_average: loadavg().map((l) => Math.round(l * 100) / 100),
      settings: `full trust, default topics and hourly cap, undo window 0, learning_drafts ${LEARNING} (each shop's single messages judged first), offline provider, PGlite`,
      public_conversations_answered_share:
        publicMessages === 0 ? null : Math.round((1000 * publicAlone) / publicMessages) / 1000,
      wrong_automatic_replies: values.reduce((n, r) => n + r.wrong_automatic_replies, 0),
      handover_topics: values.reduce((n, r) => n + r.handover_topics, 0),
      handover_topics_handed_over: values.reduce((n, r) => n + r.handover_topics_handed_over, 0),
      first_reply_p50_ms: quantile(all, 0.5),
      first_reply_p99_ms: quantile(all, 0.99),
      sets: results,
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
