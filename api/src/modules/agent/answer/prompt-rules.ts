/**
 * What the language model is told about browsing, totals and size advice in the facts
 * (openai-communicator.ts): the same facts the offline provider words, and how to use them.
 */
import type { Browse } from './browse';
import type { SizeAdvice } from './size-advice';
import type { Totals } from './totals';
import type { OwnerAnswer } from '../retrieve/knowledge';

export function answerRules(facts: {
  browse?: Browse;
  totals?: Totals;
  sizeAdvice?: SizeAdvice;
  ownerAnswers?: OwnerAnswer[];
}): string[] {
  const rules: string[] = [];
  if (facts.ownerAnswers?.some((a) => a.savedReply)) {
    rules.push(
      "An owner_answers entry with saved_reply is the team's saved reply, the shop's own answer on what it covers: " +
        "answer with its text as written (in the customer's language), not with a general answer of your own.",
    );
  }
  if (facts.browse) {
    rules.push(
      'The customer is browsing: list the models in facts.browse.models, each with its name, code, price and sizes in stock; ' +
        'if browse.more_models is above 0, say how many more there are and offer to list them. If the list is empty, say honestly that nothing fits now.',
    );
  }
  if (facts.totals) {
    rules.push(
      'The customer asks for a total: give each line of facts.totals as quantity × unit_price and the total exactly as computed there; never compute another sum.',
    );
  }
  if (facts.sizeAdvice) {
    rules.push(
      "The customer gave their measurements: suggest facts.size_advice.suggested_sizes as a suggestion from a standard size chart (not a promise), then name the model's fitting sizes in stock. " +
        "If the shop's own answer about sizes is in owner_answers, follow it instead of the standard chart.",
    );
  }
  return rules;
}
