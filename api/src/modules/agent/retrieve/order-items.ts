/**
 * The order's items named by words (docs/product.md §9.8), read by the assistant's own catalogue
 * search (catalogue.ts: stems, language resources, typos, the shop's colours) and its reading of the
 * conversation (retriever.ts `productInPlay`). The agent plugin hands this to the orders module
 * (`ordersService.useItems`), so there is one search, not two.
 */
import { BOTH, MAX_CHOICES, type OrderItems, type WordsReader } from '../../orders';
import { colourNamed, sameSize, type CatalogueIndex, type Model } from './catalogue';
import type { KnowledgeSource, ProductFact } from './knowledge';
import { productInPlay, type ContextItem } from './retriever';
import type { DialogueStateStore } from '../state/state-store';
import { fromLatinScript } from '../language/latin-script';
import { countsBeyondSizes, withoutNameNumbers } from '../answer/quantities';
import { asksForItem } from './product-words';
import { measuresOf } from '../understand/kit-sizes';

/** "перші", "первые", "the first one": of the two models discussed last, the earlier. */
const FIRST = /(?<!\p{L})(?:перш\p{L}*|перв\p{L}*)(?!\p{L})|\bthe first(?: one| ones| pair)?\b/iu;

/** The model's products the text means: the colour it names, else all; none when it names a colour the model lacks. */
function variantsMeant(catalogue: CatalogueIndex, model: Model, text: string): ProductFact[] {
  const inColour = catalogue.variantsInColour(model, text);
  if (inColour.length > 0) return inColour;
  return catalogue.namesAColour(text, model) ? [] : model.variants;
}

export function wordsReader(catalogue: CatalogueIndex): WordsReader {
  return {
    items(text) {
      const reading = catalogue.read(text);
      // Words the shop's data lacks ("шкіряну куртку" where the only jacket is denim): the nearest
      // model is not the item asked for, so nothing is taken (the draft asks for the item).
      if (reading.unknownWords.some(asksForItem(text))) return [];
      const items: string[][] = [];
      for (const model of reading.models) {
        const meant = variantsMeant(catalogue, model, text);
        if (meant.length > 0) items.push(meant.slice(0, MAX_CHOICES).map((p) => p.code));
      }
      if (items.length === 0 && reading.coded.length === 0 && reading.ambiguous.length > 0) {
        const meant = reading.ambiguous.flatMap((m) => variantsMeant(catalogue, m, text));
        if (meant.length > 0) items.push(meant.slice(0, MAX_CHOICES).map((p) => p.code));
      }
      return items;
    },
    pick(text, candidates) {
      const all = candidates.map((c) => catalogue.byCodeText(c)).filter((p): p is ProductFact => p !== null);
      const reading = catalogue.read(text);
      let left = all;
      const narrow = (keep: (p: ProductFact) => boolean) => {
        const kept = left.filter(keep);
        if (kept.length > 0) left = kept;
      };
      const models = new Set([...reading.models, ...reading.ambiguous]);
      if (models.size > 0) narrow((p) => models.has(catalogue.modelOfProduct(p)!));
      if (reading.coded.length > 0) narrow((p) => reading.coded.includes(p));
      // "лляну", "the linen one": a property alone names no model, but picks among the candidates.
      if (reading.looseWords.length > 0) narrow((p) => reading.looseWords.some((w) => catalogue.nameHas(p, w)));
      narrow((p) => colourNamed(p.colour, text));
      return left.length < all.length ? left.map((p) => p.code) : [];
    },
    itemOf(part) {
      const reading = catalogue.read(part);
      if (reading.unknownWords.some(asksForItem(part))) return null;
      const coded = [...new Set(reading.coded.map((p) => catalogue.modelOfProduct(p)))];
      let models = coded.length > 0 ? coded : reading.models.length > 0 ? reading.models : reading.ambiguous;
      // "2 stanley tape measures 5 m" of a Stanley tape and a Stanley level: the one sold in the size said.
      if (models.length > 1 && reading.sizes.length > 0)
        models = models.filter((m) =>
          m?.variants.some((p) => p.sizes.some((s) => reading.sizes.some((said) => sameSize(s.size, said)))),
        );
      const model = models.length === 1 ? models[0] : undefined;
      if (!model) return null;
      const byCode = reading.coded.filter((p) => catalogue.modelOfProduct(p) === model);
      const meant = byCode.length > 0 ? byCode : variantsMeant(catalogue, model, part);
      return meant.length > 0 ? meant.slice(0, MAX_CHOICES).map((p) => p.code) : null;
    },
    pieces(text) {
      const named = catalogue.read(text);
      const names = [...named.models, ...named.coded.map((p) => catalogue.modelOfProduct(p))].flatMap((m) =>
        m ? [m.name] : [],
      );
      return countsBeyondSizes(withoutNameNumbers(text, names), catalogue.sizesIn(text))[0]?.count ?? null;
    },
    sizeNamed(text, sizes) {
      // Only a size with letters or dimensions ("50 на 90"): a number alone is read by the order's
      // own rules (a count, a branch).
      const named = catalogue.sizesIn(text).filter((n) => /\p{L}/u.test(n) || /\d\s*×\s*\d/u.test(n));
      // "(20 pcs)" of "коробка 20 шт", "2x4Ah" of "2 АКБ 4 Ач + ЗП": a size whose every measure is said.
      const measured = new Set(measuresOf(text));
      return (
        sizes.find((s) => named.some((n) => sameSize(s, n))) ??
        sizes.find((s) => measuresOf(s).length > 0 && measuresOf(s).every((m) => measured.has(m))) ??
        null
      );
    },
  };
}

/**
 * The orders module's view of the catalogue: `source.catalogue` (cached per account and channel)
 * and the conversation before a message (`context`, the agent repository's).
 */
export function orderItems(
  source: KnowledgeSource,
  context: (conversationId: string, messageId: string) => Promise<ContextItem[]>,
  dialogue?: DialogueStateStore,
): OrderItems {
  return {
    readable: (text) => fromLatinScript(text) ?? text,
    async reader(userId, channelId) {
      if (!source.catalogue) return null;
      return wordsReader(await source.catalogue(userId, channelId));
    },
    async inPlay(userId, channelId, conversationId, messageId) {
      if (!source.catalogue) return { codes: [] };
      const catalogue = await source.catalogue(userId, channelId);
      // The item in focus of the dialogue state with the message read (issue 46): what the
      // conversation is about, in the colour last chosen ("тогда черный беру" chooses the black one).
      const through = dialogue ? await dialogue.through(userId, channelId, conversationId, messageId) : null;
      // "I'll take both": the last two models the conversation was about, a line each, each in the
      // colour said when it has it ("берем обидві, чорні" after a burgundy and a black pair).
      if (through && BOTH.test(through.text) && through.state.items.length >= 2) {
        const both: ProductFact[] = [];
        for (const item of [...through.state.items].reverse()) {
          const p = catalogue.byCodeText(item.code);
          const model = p ? catalogue.modelOfProduct(p) : undefined;
          if (!p || both.some((b) => catalogue.modelOfProduct(b) === model)) continue;
          both.unshift((model && catalogue.variantsInColour(model, through.text)[0]) ?? p);
          if (both.length === 2) break;
        }
        if (both.length === 2) return { codes: both.map((p) => p.code) };
      }
      // "дорого, тогда первые берем" after a second model: the one discussed before it.
      if (through && FIRST.test(through.text) && catalogue.read(through.text).models.length === 0) {
        const models: Array<{ model: unknown; code: string }> = [];
        for (const item of [...through.state.items, ...(through.state.focus ? [through.state.focus] : [])]) {
          const p = catalogue.byCodeText(item.code);
          const model = p ? catalogue.modelOfProduct(p) : undefined;
          if (!p || !model) continue;
          const at = models.findIndex((m) => m.model === model);
          if (at >= 0) models.splice(at, 1);
          models.push({ model, code: (model && catalogue.variantsInColour(model, item.colour)[0]?.code) ?? p.code });
        }
        if (models.length >= 2) return { codes: [models[models.length - 2].code] };
      }
      // "давайте сірі", "і фільтр, скільки разом?" … "оформлюємо": the basket, when it holds several
      // lines each of one colour and the message names no product.
      const basket = through?.state.taken ?? [];
      if (
        through &&
        basket.length > 1 &&
        !basket.some((l) => l.anyColour) &&
        // Two colours of one code (a 1C or feed article per model) are told apart by the order's own reading.
        new Set(basket.map((l) => l.code)).size === basket.length &&
        catalogue.read(through.text).models.length === 0
      )
        return { codes: basket.map((l) => l.code), together: true };
      // "ковдра і подушка разом?" … "оформлюю": the items summed last, when the message names none.
      const summed = through?.state.summed ?? [];
      if (through && summed.length > 1 && catalogue.read(through.text).models.length === 0)
        return { codes: summed, together: true };
      const focus = through?.state.focus ?? null;
      const focused = focus ? catalogue.byCodeText(focus.code) : null;
      if (focus && focused) {
        const model = catalogue.modelOfProduct(focused);
        // "беру обидва, червоний 14 і чорний 20": the colours of the model in focus the message names,
        // each a line, when it names no other product ("беру бежеві 68 і ще шапочку молочну" does).
        const named = model && through ? catalogue.variantsInColour(model, through.text) : [];
        if (named.length > 1 && model && through) {
          const reading = catalogue.read(through.text);
          const other = [...reading.models, ...reading.coded.map((p) => catalogue.modelOfProduct(p))].some(
            (m) => m !== model,
          );
          if (!other) return { codes: named.slice(0, MAX_CHOICES).map((p) => p.code) };
        }
        if (!focus.anyColour || !model) return { codes: [focused.code] };
        // "візьму по два кожного" of towels asked in 50×90 and 70×140, white and grey: the one colour
        // that has every size asked in stock; else the customer chooses.
        const wanted = focus.sizeCounts?.map((c) => c.size) ?? (focus.size ? [focus.size] : []);
        const stocked = (v: ProductFact) =>
          wanted.every((w) => v.sizes.some((s) => sameSize(s.size, w) && s.quantity !== 0));
        const fitting = wanted.length > 0 ? model.variants.filter(stocked) : [];
        return {
          codes: fitting.length === 1 ? [fitting[0].code] : model.variants.slice(0, MAX_CHOICES).map((p) => p.code),
        };
      }
      const found = await productInPlay(catalogue, await context(conversationId, messageId), (mediaId) =>
        source.publicationByMediaId(userId, channelId, mediaId),
      );
      if (found?.product) return { codes: [found.product.code] };
      return { codes: (found?.model?.variants ?? []).slice(0, MAX_CHOICES).map((p) => p.code) };
    },
    async said(userId, channelId, conversationId) {
      if (!dialogue) return { items: [], fields: null };
      const state = await dialogue.latest(userId, channelId, conversationId);
      // A line of the basket says its size and count (the latest said of its code); other items as asked.
      const taken = state.taken ?? [];
      return {
        items: [
          ...taken.map(({ code, colour, size, quantity, sizeCounts }) => ({
            code,
            colour,
            size,
            quantity,
            ...(sizeCounts && { sizeCounts }),
          })),
          ...state.items.map(({ code, colour, size, quantity, sizeCounts }) => ({
            code,
            colour,
            size,
            quantity,
            ...(sizeCounts && { sizeCounts }),
          })),
        ],
        // No state (no catalogue to read against, nothing folded): the draft reads the messages itself.
        fields: state.messages > 0 ? state.order.fields : null,
        ...(state.dropped && { dropped: state.dropped }),
        ...(taken.length > 0 && { basket: taken.map((l) => l.code) }),
      };
    },
  };
}
