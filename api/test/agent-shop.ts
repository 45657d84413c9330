// A shop's stock rows through the import, the catalogue, the dialogue state, the retriever, the
// offline draft and the auditor, without a server: the harness of the agent tests that replay
// a kind of shop's messages (agent-shoes-bags, agent-shoes-cosmetics, agent-pet-maternity).
import { findHeaderRow, type Cell } from '../src/modules/knowledge/import/rows';
import { collectorOf } from '../src/modules/knowledge/import/parse-sheet';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { Retriever } from '../src/modules/agent/retrieve/retriever';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { audit } from '../src/modules/agent/check/auditor';
import { EMPTY_KNOWLEDGE, type KnowledgeSource, type ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { toProductFact } from '../src/modules/agent/retrieve/knowledge-adapter';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import type { Product } from '@vitrina/shared/contracts';

/** The products a sheet's rows make, as the assistant reads them. */
export function factsOf(rows: Cell[][]): ProductFact[] {
  const header = findHeaderRow(rows);
  if (!header) throw new Error('no header');
  // The collector the import chooses for the sheet (a platform's layout, or the general one).
  const collector = collectorOf(header, rows[header.index]);
  rows.slice(header.index + 1).forEach((row, i) => collector.add(row, header.index + 1 + i));
  return collector
    .result()
    .products.map((p, i) => toProductFact({ ...p, id: i, linked_codes: [], lining_codes: [] } as unknown as Product))
    .filter((p): p is ProductFact => p !== null);
}

/** A shop of those rows; `talk` sends each text in turn (the drafts folded in as the shop's) and gives the last draft. */
export function shopOf(rows: Cell[][]) {
  return shopOfCatalogue(new CatalogueIndex(factsOf(rows)));
}

/** A shop of that catalogue (eval/talk.ts reads a file's sheet as the upload does). */
export function shopOfCatalogue(catalogue: CatalogueIndex) {
  const knowledge: KnowledgeSource = { ...EMPTY_KNOWLEDGE, catalogue: async () => catalogue };
  const retriever = new Retriever(knowledge, { similar: async () => [] });
  const talk = async (...texts: string[]) => {
    const messages: Array<{ text: string; fromShop: boolean }> = [];
    let last = { text: '', ok: false, facts: null as unknown as Awaited<ReturnType<Retriever['retrieve']>> };
    for (const text of texts) {
      const state = foldMessages(catalogue, emptyState(), messages);
      const f = await retriever.retrieve({ userId: 'u', channelId: null, text, fallbackLanguage: 'ua', state });
      const out = await new OfflineCommunicator().draft({
        text,
        facts: f,
        language: f.understanding.language,
        instructions: '',
        complaint: null,
      });
      messages.push({ text, fromShop: false }, { text: out.text, fromShop: true });
      last = { text: out.text, ok: audit(out.text, f, text).ok, facts: f };
    }
    return last;
  };
  return { catalogue, talk };
}

/** The headers of a 1C/KeyCRM-like export (the camping and rugs shops' tests). */
export const KEYCRM_HEADER = [
  'Артикул',
  'Назва товару',
  'Розмір',
  'Матеріал',
  'Колір',
  'Ціна продажу',
  'Закупівельна ціна',
  'Кількість',
];

/** One model's rows in that export, one SKU per size ("KL-1204-160230"); the sizes in `soldOut` at 0, the rest at 3. */
export function skuPerSize(
  model: { code: string; name: string; material: string; colour: string },
  sizes: ReadonlyArray<readonly [suffix: string, size: string, price: number, cost: number]>,
  soldOut: string[],
): Cell[][] {
  return sizes.map(([suffix, size, price, cost]) => [
    `${model.code}-${suffix}`,
    model.name,
    size,
    model.material,
    model.colour,
    price,
    cost,
    soldOut.includes(suffix) ? 0 : 3,
  ]);
}
