import type { Product } from '@vitrina/shared/contracts';

/** A size as compared: lower case, no spaces ('xl ' = 'XL', '42 ' = '42'). */
export function sizeKey(size: string): string {
  return size.toLowerCase().replace(/\s+/g, '');
}

/** The stock file's entry for one size of a product (docs/product.md §9.8). */
export type SizeStock =
  | { kind: 'ok'; size: string; quantity: number | null; price: number | null }
  | { kind: 'unknown_size'; sizes: string[] }
  | { kind: 'size_required'; sizes: string[] };

/**
 * What the file says about `size` of a product: a product with sizes needs one of them (its
 * quantity, null when the file does not say); a product without sizes takes none and counts its
 * own quantity.
 */
export function sizeStock(product: Product, size: string): SizeStock {
  const sizes = product.sizes.map((s) => s.size);
  if (sizes.length === 0) return { kind: 'ok', size: '', quantity: product.quantity, price: product.price };
  if (!size.trim()) return { kind: 'size_required', sizes };
  const found = product.sizes.find((s) => sizeKey(s.size) === sizeKey(size));
  // A size priced on its own (a longer chain) is sold at its price.
  return found
    ? { kind: 'ok', size: found.size, quantity: found.quantity, price: found.price ?? product.price }
    : { kind: 'unknown_size', sizes };
}

/** What can still be sold: the file's quantity less reservations (null: the file does not say). */
export function availableOf(quantity: number | null, reserved: number): number | null {
  return quantity === null ? null : Math.max(0, quantity - reserved);
}

/** Money to the cent. */
export const money = (n: number) => Math.round(n * 100) / 100;
