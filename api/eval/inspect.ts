/**
 * How the assistant reads a shop, for finding why a message goes wrong:
 *   npx tsx eval/inspect.ts <stock.json> [--order] [text …]
 * prints the import's column mapping and products of the stock (as an .xlsx upload reads it), then
 * for each text the catalogue index's reading: codes, models, ambiguous models, sizes, loose and
 * unknown words, then the offline draft for it (each text on its own, no conversation). No server,
 * no database.
 */
import { readFileSync } from 'node:fs';
import { parseSpreadsheet } from '../src/modules/knowledge/import/parse-sheet';
import { toProductFact } from '../src/modules/agent/retrieve/knowledge-adapter';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { Retriever } from '../src/modules/agent/retrieve/retriever';
import { wordsReader } from '../src/modules/agent/retrieve/order-items';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { EMPTY_KNOWLEDGE, type KnowledgeSource } from '../src/modules/agent/retrieve/knowledge';
import { stockWorkbook } from './upload';
import { rowsOf } from './sets';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // `--order`: also what the order's words reader takes of each text (items, pieces).
  const orderReading = args.includes('--order');
  const [file, ...texts] = args.filter((a) => a !== '--order');
  if (!file) throw new Error('usage: npx tsx eval/inspect.ts <stock.json> [text …]');
  const rows = rowsOf(JSON.parse(readFileSync(file, 'utf8')));
  await loadDictionaries();
  const sheet = await parseSpreadsheet(stockWorkbook(rows), 'stock.xlsx', {
    maxRows: 100_000,
    maxUncompressedBytes: 100_000_000,
  });
  console.log('columns', JSON.stringify(sheet.mapping), 'ignored', JSON.stringify(sheet.ignored));
  for (const p of sheet.products) {
    const sizes = p.sizes.map(
      (s) => `${s.size}=${s.quantity}${s.sku ? `@${s.sku}` : ''}${s.price ? ` ${s.price}` : ''}`,
    );
    console.log(`${p.code} «${p.name}» ${p.color || '-'} ${p.price ?? '-'}: ${sizes.join(', ')}`);
  }
  const facts = sheet.products.flatMap((p) => toProductFact({ ...p, linked_codes: [] } as never) ?? []);
  const index = new CatalogueIndex(facts);
  const knowledge: KnowledgeSource = { ...EMPTY_KNOWLEDGE, catalogue: async () => index };
  const retriever = new Retriever(knowledge, { similar: async () => [] });
  for (const text of texts) {
    const r = index.read(text);
    console.log(
      JSON.stringify(text),
      JSON.stringify({
        codes: r.coded.map((p) => p.code),
        models: r.models.map((m) => m.name),
        ambiguous: r.ambiguous.map((m) => m.name),
        sizes: r.sizes,
        loose: r.looseWords,
        unknown: r.unknownWords,
        unknownCodes: r.unknownCodes,
      }),
    );
    if (orderReading) {
      const reader = wordsReader(index);
      console.log('  order items', JSON.stringify(reader.items(text)), 'pieces', reader.pieces?.(text) ?? null);
    }
    const found = await retriever.retrieve({ userId: 'u', channelId: null, text, fallbackLanguage: 'ua' });
    const draft = await new OfflineCommunicator().draft({
      text,
      facts: found,
      language: found.understanding.language,
      instructions: '',
      complaint: null,
    });
    console.log('  →', draft.text);
  }
}

void main();
