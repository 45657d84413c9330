import { intentsIn, type Intent } from '../understand/query';
import { sameWord, words } from '../understand/text';
import type { OwnerAnswer } from './knowledge';

/**
 * The team's saved replies as standing answers (issue 51, docs/product.md §9.15): a saved reply
 * ("/оплата", "/доставка", "/примірка") is the shop's own answer to what its command names, so a
 * customer's question about that is answered with its text, as the owner's answers to earlier
 * questions are (`KnowledgeSource.ownerAnswers`).
 */

/** A saved reply as the assistant reads it: its command and text (`{name}`, `{product}` unfilled). */
export interface SavedReplyText {
  shortcut: string;
  text: string;
}

/** The shop's own policies a saved reply may answer (the products' data answers the rest). */
const POLICY_TOPICS: readonly Intent[] = ['delivery', 'payment', 'returns', 'contacts', 'discount'];

/** At most this many saved replies answer one message. */
const MAX_SAVED_ANSWERS = 2;

const policyTopics = (text: string) => intentsIn(text).filter((i) => POLICY_TOPICS.includes(i));

/** Two forms of one word: the known endings, or a shared stem of five letters ("примірка", "приміряти"). */
const sameStem = (a: string, b: string) =>
  sameWord(a, b) || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/**
 * How well a saved reply answers the question. Its command is its title: 2 when the command names a
 * policy the question asks about, or a word of the command that names no topic is in the question
 * ("/примірка" and "можна приміряти?"); 1 when a command naming no topic has a text on a policy
 * asked about; 0 when it does not answer it.
 */
function score(question: string, reply: SavedReplyText): number {
  const command = reply.shortcut.replace(/[-_]+/g, ' ');
  const asked = policyTopics(question);
  if (asked.some((t) => policyTopics(command).includes(t))) return 2;
  const questionWords = words(question);
  const named = words(command).filter((w) => w.length >= 4 && intentsIn(w).length === 0);
  if (named.some((w) => questionWords.some((q) => sameStem(w, q)))) return 2;
  const textTopics = intentsIn(command).length === 0 ? policyTopics(reply.text) : [];
  return asked.some((t) => textTopics.includes(t)) ? 1 : 0;
}

/** The policy topics a saved reply answers (a standing answer on the same topic is not said again). */
export function topicsOf(reply: SavedReplyText): Intent[] {
  const command = reply.shortcut.replace(/[-_]+/g, ' ');
  return intentsIn(command).length > 0 ? policyTopics(command) : policyTopics(reply.text);
}

/**
 * The saved replies that answer the question best (a reply matched by its text only when none is by
 * its command), as owner's answers with their placeholders unfilled.
 */
export function savedAnswersFor(question: string, replies: readonly SavedReplyText[]): OwnerAnswer[] {
  const scored = replies.map((reply) => ({ reply, score: score(question, reply) }));
  const best = Math.max(0, ...scored.map((m) => m.score));
  return scored
    .filter((m) => best > 0 && m.score === best)
    .slice(0, MAX_SAVED_ANSWERS)
    .map(({ reply }) => ({
      question: `/${reply.shortcut}`,
      answer: reply.text,
      savedReply: reply.shortcut,
      topics: topicsOf(reply),
    }));
}

/**
 * A saved reply's placeholders as the composer fills them: `{product}` the article code of the
 * product in focus (nothing when there is none), `{name}` the customer's name, which the assistant
 * does not use: it is left out with the comma after it ("{name}, ось…" → "Ось…").
 */
export function fillPlaceholders(answer: OwnerAnswer, product: { code: string } | null): OwnerAnswer {
  if (!answer.savedReply) return answer;
  const text = answer.answer
    .replace(/\{name\}[,!]?\s*/g, '')
    .replace(/\{product\}/g, product?.code ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.!?:;])/g, '$1')
    .trim();
  return { ...answer, answer: text.charAt(0).toUpperCase() + text.slice(1) };
}
