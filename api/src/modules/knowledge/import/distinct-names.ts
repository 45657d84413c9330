import type { ParsedProduct } from './rows';
import { detailLines, isIdentifier } from './variant-groups';

/**
 * Products of different codes named alike and told apart only by a characteristic ('Конц.: EDT' /
 * 'EDP' of two «Dior Sauvage», 'Потужність: 18 В' / '12 В' of two drills of one name): each name
 * takes the short value that tells it apart ("Dior Sauvage EDT"), so a customer who writes it
 * ("саваж edp") names that product and a reply says which one it is. Products told apart by their
 * colour (a code per colour, as clothing shops export) keep their names.
 */

/** A value short enough to be said in a name ("EDP", "18 В", "Extrait"), not a sentence. */
const SHORT = /^[^\n,;.!?]{1,24}$/u;

export function distinctNames(products: ParsedProduct[]): ParsedProduct[] {
  const byName = new Map<string, ParsedProduct[]>();
  for (const p of products) {
    const key = p.name.trim().toLowerCase();
    if (key === '') continue;
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  const renamed = new Map<ParsedProduct, string>();
  for (const same of byName.values()) {
    if (same.length < 2 || new Set(same.map((p) => p.code)).size < same.length) continue;
    if (new Set(same.map((p) => p.color.trim().toLowerCase())).size > 1) continue;
    const details = same.map(detailLines);
    const label = [...details[0].keys()].find((l) => {
      const values = details.map((d) => d.get(l) ?? '');
      return (
        !isIdentifier(l, values) &&
        values.every((v) => SHORT.test(v)) &&
        new Set(values.map((v) => v.toLowerCase())).size === same.length
      );
    });
    if (!label) continue;
    same.forEach((p, i) => {
      const value = details[i].get(label)!;
      if (!p.name.toLowerCase().includes(value.toLowerCase())) renamed.set(p, `${p.name.trim()} ${value}`);
    });
  }
  return products.map((p) => (renamed.has(p) ? { ...p, name: renamed.get(p)! } : p));
}
