/**
 * A question about a product that its data cannot answer (docs/product.md §9.9): "монстера отруйна
 * для котів?", "як часто поливати орхідею?", "is it ok for a room with little light?", "а коли
 * буде?" of an item sold out. The product is named, but nothing asked of it was read: no price,
 * stock, size, colour, count or characteristic of the stock. Answered with the item's card, the
 * draft would say something the customer did not ask; it is the owner's question (first run of
 * the team's plants shop).
 */
import type { Understanding } from '../understand/query';
import type { ProductFact } from './knowledge';
import { wordsOf } from './catalogue';
import { GENERIC, detailsAsked, sentencesAsked } from '../answer/details';
import { conceptsOf, isOrdinary } from '../language/lexicon';

/** "а коли буде?", "когда появится?", "when will it be back?": a date of a restock, the shop's to say. */
const RESTOCK =
  /(?<!\p{L})(?:коли|когда)\s+(?:\p{L}+\s+)?(?:буде|будуть|будет|будут|з['’ʼ]?явит\p{L}*|появит\p{L}*|надійд\p{L}*|поступит\p{L}*|привез\p{L}*)|when\s+(?:will|is)\b.*\b(?:back|available|in stock|restock\p{L}*)|back in stock|restock/iu;

/**
 * Words that ask the price, a total or the stock however written ("скіко", "скок стоїть", "почем",
 * "what is the total", "do you sell"): the card answers them, though the intents' reading may have
 * missed the spelling.
 */
const ASKS_PRICE_OR_STOCK =
  /(?<!\p{L})(?:скіл\p{L}*|скік\p{L}*|скок\p{L}*|скольк\p{L}*|сколько|почем\p{L}*|почому|варт\p{L}*|кошту\p{L}*|стоїть|стоит|стоят|ціна|цена|price|cost|much|sell|have|got|available|stock|є|есть|маєте|маєш|имеете|наявн\p{L}*|налич\p{L}*|залиш\p{L}*|остал\p{L}*|total|together|разом|всього|усього|вместе|всего|сума|сумма|итого)(?!\p{L})/iu;

/** A question by its mark, or by a question's word at its start ("yes, that is all" asks nothing). */
const ASKS = /\?|^\s*(?:а\s+)?(?:як|чи|коли|как|когда|how|what|when|is|are|can|does|do)(?!\p{L})/iu;

/**
 * Whether the text asks something of the products named that no reading took: a restock date, or
 * two ordinary words or more beside the products' own names (no kind, property or characteristic).
 * `nameHas` tells a word of a product's name ("монстеру" of «Монстера Делісіоза»).
 */
export function asksBeyondData(
  text: string,
  u: Understanding,
  products: ProductFact[],
  nameHas: (p: ProductFact, word: string) => boolean,
): boolean {
  if (products.length === 0) return false;
  // "а коли будуть неопренові вейдерси 43?": a restock date, whatever size or stock word it names.
  if (RESTOCK.test(text)) return true;
  if (!ASKS.test(text) || /\d/.test(text) || ASKS_PRICE_OR_STOCK.test(text)) return false;
  // Thanks close a conversation ("yes, that is all, thanks"); a greeting alone asks nothing more.
  if (!u.intents.every((i) => i === 'greeting')) return false;
  if (u.colours.length > 0 || u.sizes.length > 0 || u.codes.length > 0) return false;
  if (products.some((p) => detailsAsked(p, text).length > 0 || sentencesAsked(p, text).length > 0)) return false;
  // A material or property named ("are the earrings sterling silver?") asks of the item, which its data may say;
  // a kind word the product's name has names it.
  if (wordsOf(text).some((w) => conceptsOf(w).some((c) => c.cls !== 'kind' || !products.some((p) => nameHas(p, w)))))
    return false;
  const beside = wordsOf(text).filter(
    (w) =>
      w.length >= 4 && /^\p{L}+$/u.test(w) && !GENERIC.has(w) && isOrdinary(w) && !products.some((p) => nameHas(p, w)),
  );
  return beside.length >= 2;
}
