/**
 * A message that names no kind, only whom it is for, a colour or a size ("а жіночий бежевий 100
 * є?", "men's in 52?"): the models it describes. Read alike by the retriever (the draft) and the
 * dialogue state (read-turn.ts), so the item the draft answers about is the one the order takes.
 */
import { audienceWords, modelForAudience } from '../answer/browse';
import { coloursIn } from '../../../lib/colours';
import { isPropertyWord } from '../language/lexicon';
import { sameSize, type CatalogueIndex, type CatalogueReading, type Model } from './catalogue';

/** At most this many models fitting a message of qualifiers alone are asked about; more is no answer. */
export const MAX_QUALIFIED = 4;

/**
 * The models a message naming no kind describes by whom they are for, their colour and a size in
 * stock: every qualifier it names must fit, and it must name one. Any other word ("а шкарпетки?")
 * makes it no such message.
 */
export function modelsByQualifiers(
  catalogue: CatalogueIndex,
  reading: CatalogueReading,
  among: Model[] = catalogue.allModels(),
): Model[] {
  const forWhom = audienceWords(reading.rest);
  // "052?" of a yarn in "052 сірий": a colour's own number is a colour said.
  const colour =
    coloursIn(reading.rest).length > 0 ||
    (/\d/.test(reading.rest) && among.some((m) => catalogue.variantsInColour(m, reading.rest).length > 0));
  const sizes = reading.sizes;
  const other = reading.looseWords.filter((w) => !audienceWords(w) && coloursIn(w).length === 0 && !isPropertyWord(w));
  // "є поляризаційні?": a property some names have (through the lexicon's words for it) is a
  // qualifier too; one no name has narrows nothing (the fabric may be in a column of its own).
  const properties = reading.looseWords.filter(
    (w) => isPropertyWord(w) && !audienceWords(w) && coloursIn(w).length === 0,
  );
  const named = properties.filter((w) => among.some((m) => m.variants.some((v) => catalogue.nameHas(v, w))));
  if ((!forWhom && !colour && sizes.length === 0 && named.length === 0) || other.length > 0) return [];
  return among.filter((m) => {
    if (forWhom && modelForAudience(m, forWhom.key) !== true) return false;
    if (!named.every((w) => m.variants.some((v) => catalogue.nameHas(v, w)))) return false;
    const variants = colour ? catalogue.variantsInColour(m, reading.rest) : m.variants;
    if (variants.length === 0) return false;
    return sizes.every((s) => variants.some((v) => v.sizes.some((x) => sameSize(x.size, s))));
  });
}
