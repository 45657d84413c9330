import { coloursIn } from '../../../lib/colours';
import { textKey } from '../text-keys';
import type { ParsedProduct } from './rows';

/**
 * Products of their own codes and no colour column whose names differ only by a colour after the last
 * comma or dash ("Форма «Бундт» 22 см, бордова" / "…, сіра", as an accounting export keeps a product per
 * colour): one model in two colours, each its own code. The colour leaves the name and becomes the
 * product's, so the file's links tie them (links.ts) and a sold-out colour is answered with the other.
 * A name alone with its colour ("Підложка …, золото") stays as written: nothing shows it is a colour
 * of a model rather than part of its name.
 */

/**
 * The name's head and its tail after the last comma or dash ("Блокнот A5 — чорний", "… - black") when
 * the tail says a colour and nothing else.
 */
export function colourTail(name: string): { head: string; colour: string } | null {
  const at = Math.max(name.lastIndexOf(','), ...[...name.matchAll(/\s[—–-]\s/gu)].map((m) => m.index ?? -1));
  if (at <= 0) return null;
  const head = name.slice(0, at).trim();
  const colour = name
    .slice(at + 1)
    .replace(/^[\s—–-]+/u, '')
    .trim();
  if (head === '' || colour === '' || colour.split(/\s+/u).length > 2 || /\d/.test(colour)) return null;
  // Every word of the tail a colour word ("темно-синя", "сіра"), none a remark ("сіра пастельна тканина").
  const words = colour.split(/\s+/u);
  return words.every((w) => coloursIn(w).length === 1) ? { head, colour } : null;
}

export function gatherColourNamed(products: ParsedProduct[]): ParsedProduct[] {
  const tails = new Map<ParsedProduct, { head: string; colour: string }>();
  const heads = new Map<string, number>();
  for (const p of products) {
    if (p.color !== '') continue;
    const tail = colourTail(p.name);
    if (!tail) continue;
    tails.set(p, tail);
    const key = textKey(tail.head);
    heads.set(key, (heads.get(key) ?? 0) + 1);
  }
  if (tails.size < 2) return products;
  return products.map((p) => {
    const tail = tails.get(p);
    if (!tail || (heads.get(textKey(tail.head)) ?? 0) < 2) return p;
    return { ...p, name: tail.head, color: tail.colour };
  });
}
