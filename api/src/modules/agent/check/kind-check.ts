/**
 * The auditor's check that a draft is about the kind of product the customer asked for (issue 46,
 * item 6). A question about a black leather jacket answered with a bag and a blazer is wrong even
 * when every figure in it is the shop's. The kinds come from the taxonomy (language/kinds.json):
 * a product fits when its name (or category) names a kind asked, or one of the groups asked
 * ("щось із верхнього одягу"). A draft may still offer another kind after saying that the kind
 * asked is not there ("такої речі не бачу; найближче — …"); a product whose name names no kind of
 * the taxonomy is never counted against the draft, since the check cannot tell.
 */
import { groupsNamed, kindsNamed } from '../language/lexicon';
import type { ProductFact } from '../retrieve/knowledge';
import { withoutWhatComesWith } from '../retrieve/catalogue';
import type { Facts } from '../retrieve/retriever';

/** A draft that says first that the item asked is not there (ua, ru, en). */
const NOT_THERE =
  /не\s+бач|не\s+знайш|немає|нема\b|нет\b|не\s+прода|не\s+маємо|закінчил|couldn.?t find|could not find|don.?t (?:have|carry|sell)|do not (?:have|carry|sell)|not in (?:our|the) (?:catalogue|shop|stock)|no such|out of stock|sold out/iu;

/** "в комплекті", "у комплекте", "in the set": what comes with an item, no kind asked. */
const IN_THE_KIT = /(?<!\p{L})(?:в|у|во|in the|included in the)\s+(?:комплект\p{L}*|set|kit)(?!\p{L})/giu;

/** "two bags of the espresso blend", "a box of": how many packs of what follows, no kind asked. */
const PACKS_OF = /(?<!\p{L})(?:bags?|packs?|boxes?)\s+of(?!\p{L})/giu;

/**
 * Kinds whose word names a set of anything ("Дитячий комплект «Ведмедики»" may be bedding or
 * clothes): a product named only by one tells the check nothing.
 */
const SET_KINDS = new Set(['set']);

/** The kind ids and groups a product's name and category name, or null when they name none. */
function kindsOf(p: ProductFact): { ids: Set<string>; groups: Set<string> } | null {
  const text = `${p.name} ${p.category ?? ''}`.replace(/-/g, ' ');
  const kinds = kindsNamed(text);
  const groups = groupsNamed(text);
  if (kinds.length === 0 && groups.size === 0) return null;
  if (kinds.every((k) => SET_KINDS.has(k.id)) && groupsNamed(text, false).size === 0) return null;
  return { ids: new Set(kinds.map((k) => k.id)), groups };
}

export interface OtherKind {
  /** The kinds (or groups) the customer asked for. */
  asked: string[];
  /** The products the draft names instead. */
  named: string[];
}

/**
 * The products of another kind than asked that the draft presents, or null when the draft is about
 * a kind asked, names no product of the facts, or says the kind asked is not there. An order in
 * progress is left out: its summary names what was taken before, whatever the last message names.
 */
export function otherKindNamed(draft: string, facts: Facts, customerText: string): OtherKind | null {
  if (facts.order) return null;
  const products = [...facts.products, ...(facts.ambiguous ?? [])];
  // "в комплекті з чохлом?" asks what comes with the item, not for a set.
  // "а з чохлом?", "окуляри з чохлом": a kind that comes with the item is not the kind asked.
  const asked = withoutWhatComesWith(customerText.replace(IN_THE_KIT, ' ').replace(PACKS_OF, ' '));
  const askedKinds = kindsNamed(asked);
  const askedGroups = groupsNamed(asked, false);
  if (askedKinds.length === 0 && askedGroups.size === 0) return null;
  const text = draft.toLowerCase();
  const named = products.filter(
    (p) => text.includes(p.name.toLowerCase()) || (p.code !== '' && text.includes(p.code.toLowerCase())),
  );
  if (named.length === 0 || NOT_THERE.test(draft)) return null;
  const fits = (p: ProductFact) => {
    const own = kindsOf(p);
    if (!own) return true;
    if (askedKinds.some((k) => own.ids.has(k.id))) return true;
    if ([...askedGroups].some((g) => own.groups.has(g))) return true;
    // A kind asked and a product of the same group ("куртка" → a parka) is the shop's nearest word for it.
    if (askedKinds.some((k) => own.groups.has(k.group))) return true;
    // "монстера в 17 горщику": a kind the product's own description or characteristics speak of
    // (it comes in a pot, «Діаметр горщика») is asked of that product.
    const ownText = [p.description ?? '', ...(p.details ?? []).map((d) => `${d.label} ${d.value}`)].join(' ');
    const told = new Set(kindsNamed(ownText).map((k) => k.id));
    return askedKinds.some((k) => told.has(k.id));
  };
  if (named.some(fits)) return null;
  return {
    asked: [...askedKinds.map((k) => k.id), ...askedGroups],
    named: [...new Set(named.map((p) => p.name))],
  };
}
