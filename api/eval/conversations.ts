/**
 * The conversation sets of `npm run eval` (../shared/eval/README.md, "Conversations"): each shop
 * gets a real app with the Graph double as Meta, one owner with a connected Instagram channel,
 * the stock uploaded as an .xlsx and the assistant ON. Each conversation is a new customer; each
 * turn is a signed DM webhook, its draft comes over the owner's live connection and is scored,
 * then it is delivered back as the shop's message (a Meta echo, as when the owner sends it), so
 * the next turn is read after the earlier drafts of the same thread.
 */
import { randomUUID } from 'node:crypto';
import { DOUBLE } from '../test/meta/graph-double';
import { deliver, dm, echo, igMessaging, nextMid } from '../test/meta/helpers';
import { ownerSocket, startShopApp } from '../test/meta/stocked-shop';
import { userWithChannel } from '../test/meta/helpers';
import type { TestSocket } from '../test/ws-client';
import { scoreDraft, type CaseScore, type ScoredCase } from './score';
import type { ConversationSet } from './sets';
import { StockRefused, uploadWorkbook } from './upload';

export interface TurnResult extends CaseScore {
  conversation: number | string;
  turn: number;
  case: ScoredCase;
  answer: string | null;
  error: string | null;
}

export interface ConversationSummary {
  name: string;
  turns: number;
  correct: number;
  withUnsupportedFigures: number;
  results: TurnResult[];
}

/** One DM and the assistant's draft (or the owner's error) for it. */
async function turn(
  app: Awaited<ReturnType<typeof startShopApp>>['t']['app'],
  socket: TestSocket,
  customerId: string,
  text: string,
): Promise<{ answer: string | null; error: string | null; conversationId: string }> {
  const mid = nextMid('eval');
  const from = socket.messages.length;
  await deliver(app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customerId, { mid, text })]));
  const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
  const conversationId = incoming.data.conversation_id as string;
  const fresh = (m: { type: string; data: { conversation_id?: string } }) =>
    socket.messages.indexOf(m) >= from && m.data?.conversation_id === conversationId;
  const reply = await socket.next(
    (m) => (m.type === 'NEW_AI_PROPOSITION' || m.type === 'PROCESSING_ERROR') && fresh(m),
    20_000,
  );
  if (reply.type === 'PROCESSING_ERROR') return { answer: null, error: String(reply.data.message), conversationId };
  return { answer: String(reply.data.ai_proposition), error: null, conversationId };
}

/**
 * The owner sends `text` from the platform's app (a Meta echo), and it is stored before the next
 * turn: the webhook is applied after its 200, so without waiting the customer's next message could
 * be drafted before the shop's reply is in the thread (figures moved with the machine's load).
 */
export async function sendAsOwner(
  app: Awaited<ReturnType<typeof startShopApp>>['t']['app'],
  socket: TestSocket,
  customerId: string,
  text: string,
): Promise<void> {
  const mid = nextMid('echo');
  await deliver(app, igMessaging(DOUBLE.ig.id, [echo(DOUBLE.ig.id, customerId, { mid, text })]));
  await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 20_000);
}

export async function runConversationSet(set: ConversationSet): Promise<ConversationSummary> {
  const shop = await startShopApp('pglite');
  const { app } = shop.t;
  try {
    const owner = await userWithChannel(app);
    try {
      await uploadWorkbook(app, owner.auth, set.stock);
    } catch (e) {
      if (!(e instanceof StockRefused)) throw e;
      console.log(`${set.name}: ${e.message}`);
      return refusedSummary(set, e.message);
    }
    const on = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: owner.auth,
      payload: { bot_status: 'ON' },
    });
    if (on.statusCode !== 200) throw new Error(`assistant ON: ${on.statusCode} ${on.body}`);
    const socket = await ownerSocket(app, owner);
    const results: TurnResult[] = [];
    try {
      for (const conversation of set.conversations) {
        const customerId = `eval-${randomUUID()}`;
        for (const [i, t] of conversation.turns.entries()) {
          const c: ScoredCase = {
            ...t,
            id: `${conversation.id}.${i + 1}`,
            kind: t.what ?? 'turn',
            lang: conversation.lang,
          };
          const { answer, error } = await turn(app, socket, customerId, t.text);
          results.push({
            conversation: conversation.id,
            turn: i + 1,
            case: c,
            answer,
            error,
            ...scoreDraft(c, answer, error),
          });
          // The draft as the shop sent it: the next turn reads it in the thread.
          if (answer) await sendAsOwner(app, socket, customerId, answer);
        }
      }
    } finally {
      socket.ws.terminate();
    }
    return {
      name: set.name,
      turns: results.length,
      correct: results.filter((r) => r.correct).length,
      withUnsupportedFigures: results.filter((r) => r.unsupported.length > 0).length,
      results,
    };
  } finally {
    await shop.close();
  }
}

/** Every turn of a shop whose stock the import refused, scored as unanswered. */
function refusedSummary(set: ConversationSet, reason: string): ConversationSummary {
  const results: TurnResult[] = set.conversations.flatMap((conversation) =>
    conversation.turns.map((t, i) => {
      const c: ScoredCase = {
        ...t,
        id: `${conversation.id}.${i + 1}`,
        kind: t.what ?? 'turn',
        lang: conversation.lang,
      };
      return {
        conversation: conversation.id,
        turn: i + 1,
        case: c,
        answer: null,
        error: reason,
        ...scoreDraft(c, null, reason),
      };
    }),
  );
  return { name: set.name, turns: results.length, correct: 0, withUnsupportedFigures: 0, results };
}
