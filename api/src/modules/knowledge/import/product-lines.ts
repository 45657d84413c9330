import { deriveLinks } from '../links';
import type { ParsedProduct } from './rows';

/**
 * How the import worker hands its products to the server's thread: one JSON line per product, in
 * one byte buffer that is moved, not copied, out of the worker (a transfer). An array of 20,000
 * product objects would be copied by the structured clone and rebuilt whole on the other side,
 * beside the worker's own until it ends; the lines are read back a batch at a time while the
 * products are written, so the server never holds them all as objects (api/README.md, "Stock
 * import").
 */
export interface ProductLine extends ParsedProduct {
  /** Other colours and other linings, derived over the whole file (links.ts); absent when none. */
  links?: { colors: string[]; linings: string[] };
}

const NEWLINE = 0x0a;

/** The products as JSON lines, with the links derived over all of them. */
export function encodeProducts(products: ParsedProduct[]): Uint8Array {
  const links = deriveLinks(products);
  const encoder = new TextEncoder();
  let bytes = new Uint8Array(Math.max(1024, products.length * 256));
  let length = 0;
  for (const product of products) {
    const found = links.get(product.code);
    const line: ProductLine = found ? { ...product, links: found } : product;
    const text = `${JSON.stringify(line)}\n`;
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (length + text.length * 3 > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, length + text.length * 3));
      grown.set(bytes.subarray(0, length));
      bytes = grown;
    }
    length += encoder.encodeInto(text, bytes.subarray(length)).written;
  }
  // A copy of the used part: the transfer then moves exactly the lines, not the spare room.
  return bytes.slice(0, length);
}

/** The lines read back, `size` products at a time. */
export function* productBatches(lines: Uint8Array, size: number): Generator<ProductLine[]> {
  const decoder = new TextDecoder();
  let start = 0;
  while (start < lines.length) {
    let end = start;
    for (let n = 0; n < size && end < lines.length; n += 1) {
      const next = lines.indexOf(NEWLINE, end);
      end = next === -1 ? lines.length : next + 1;
    }
    const text = decoder.decode(lines.subarray(start, end));
    yield text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as ProductLine);
    start = end;
  }
}
