/**
 * Plays a conversation against a shop's stock without a server, for finding why a turn goes wrong:
 *   npx tsx eval/talk.ts <stock.json> "first message" "second message" …
 * prints each draft, the dialogue state after each message and the auditor's verdict.
 */
import { readFileSync } from 'node:fs';
import { shopOfCatalogue } from '../test/agent-shop';
import { parseSpreadsheet } from '../src/modules/knowledge/import/parse-sheet';
import { toProductFact } from '../src/modules/agent/retrieve/knowledge-adapter';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { stockWorkbook } from './upload';
import { rowsOf } from './sets';

async function main(): Promise<void> {
  const [file, ...texts] = process.argv.slice(2);
  if (!file) throw new Error('usage: npx tsx eval/talk.ts <stock.json> [text …]');
  // The stock as an upload reads it (an .xlsx through the sheet parser), as eval/inspect.ts does.
  await loadDictionaries();
  const sheet = await parseSpreadsheet(stockWorkbook(rowsOf(JSON.parse(readFileSync(file, 'utf8')))), 'stock.xlsx', {
    maxRows: 100_000,
    maxUncompressedBytes: 100_000_000,
  });
  const facts = sheet.products.flatMap((p) => toProductFact({ ...p, linked_codes: [] } as never) ?? []);
  const shop = shopOfCatalogue(new CatalogueIndex(facts));
  for (let i = 1; i <= texts.length; i += 1) {
    const last = await shop.talk(...texts.slice(0, i));
    const focus = last.facts.dialogue?.before.focus;
    console.log(`> ${texts[i - 1]}`);
    const before = last.facts.dialogue?.before;
    const asked =
      (focus?.sizesAsked?.length ? ` asked [${focus.sizesAsked.join(', ')}]` : '') +
      (focus?.sizeCounts?.length ? ` counts [${focus.sizeCounts.map((c) => `${c.count}×${c.size}`).join(', ')}]` : '');
    const summed =
      (before?.summed?.length ? `; summed ${before.summed.join(', ')}` : '') +
      (before?.taken?.length
        ? `; basket ${before.taken.map((l) => `${l.quantity}×${l.code}${l.size ? ` ${l.size}` : ''}`).join(', ')}`
        : '') +
      (before?.dropped?.length ? `; dropped ${before.dropped.join(', ')}` : '') +
      (before ? `; order ${before.order.stage}` : '');
    console.log(
      `  state before: focus ${focus ? `${focus.code} ${focus.size ?? ''} q${focus.quantity ?? ''}${asked}` : '-'}${summed}`,
    );
    console.log(`  ${last.ok ? 'ok' : 'AUDIT FAIL'} → ${last.text}`);
  }
}

void main();
