import type { ParsedProduct } from './import/rows';
import { textKey } from './text-keys';

const MAX_LINKS = 50;

/**
 * Other colours and other linings of each product in a file, by name: the same name in another
 * colour is another colour of it; the same name and colour with another lining is another lining.
 */
export function deriveLinks(products: ParsedProduct[]): Map<string, { colors: string[]; linings: string[] }> {
  const byName = new Map<string, ParsedProduct[]>();
  for (const p of products) {
    const key = textKey(p.name);
    if (key === '') continue;
    const group = byName.get(key);
    if (group) group.push(p);
    else byName.set(key, [p]);
  }
  const links = new Map<string, { colors: string[]; linings: string[] }>();
  for (const group of byName.values()) {
    if (group.length < 2 || group.length > MAX_LINKS * 4) continue;
    for (const p of group) {
      const color = textKey(p.color);
      const lining = textKey(p.lining);
      const colors: string[] = [];
      const linings: string[] = [];
      for (const o of group) {
        if (o === p) continue;
        const oColor = textKey(o.color);
        if (oColor !== color && !colors.includes(o.code)) colors.push(o.code);
        else if (oColor === color && textKey(o.lining) !== lining) linings.push(o.code);
      }
      links.set(p.code, { colors: colors.slice(0, MAX_LINKS), linings: linings.slice(0, MAX_LINKS) });
    }
  }
  return links;
}
