/** The pipeline's result as the gate weighs it (gate.ts `DraftReading`). */
import { codeKey, openQuestions, type Facts, type PipelineResult } from '../agent';
import type { DraftReading } from './gate';

const FAILED: DraftReading = {
  ok: false,
  intents: [],
  open: [],
  models: 0,
  namedByCode: false,
  choice: false,
  ordering: false,
  orderStage: 'none',
  photoUnmatched: false,
  browse: false,
  totals: false,
  sizeAdvice: false,
  overBudget: false,
};

/** How many models the facts are about: the catalogue's subjects, else the products by name. */
function modelsOf(facts: Facts): { count: number; codes: string[][] } {
  if (facts.subjects && facts.subjects.length > 0) {
    return {
      count: facts.subjects.length,
      codes: facts.subjects.map((s) => [...s.variants, ...s.others].map((p) => p.code)),
    };
  }
  const byName = new Map<string, string[]>();
  for (const p of facts.products)
    byName.set(p.name.toLowerCase(), [...(byName.get(p.name.toLowerCase()) ?? []), p.code]);
  return { count: byName.size, codes: [...byName.values()] };
}

export function readDraft(result: PipelineResult): DraftReading {
  if (!result.ok || !result.facts) return FAILED;
  const facts = result.facts;
  const u = facts.understanding;
  const models = modelsOf(facts);
  const named = new Set(u.codes.map(codeKey));
  const namedByCode = models.count > 0 && models.codes.every((codes) => codes.some((c) => named.has(codeKey(c))));
  const choices = facts.order?.item_choices?.length ?? 0;
  return {
    ok: true,
    intents: [...u.intents],
    open: openQuestions(facts),
    models: models.count,
    namedByCode,
    choice: (facts.ambiguous?.length ?? 0) > 1 || facts.browse !== undefined || choices > 1,
    ordering: facts.order?.intent === true,
    orderStage: facts.dialogue?.after.order.stage ?? 'none',
    photoUnmatched: facts.photo !== null && facts.photo.status !== 'matched' && models.count === 0,
    browse: facts.browse !== undefined,
    totals: facts.totals !== undefined,
    sizeAdvice: facts.sizeAdvice !== undefined,
    overBudget: result.note === 'LLM_BUDGET',
  };
}
