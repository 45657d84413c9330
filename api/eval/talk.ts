/**
 * Plays a conversation against a shop's stock without a server, for finding why a turn goes wrong:
 *   npx tsx eval/talk.ts <stock.json> "first message" "second message" …
 * prints each draft, the dialogue state after each message and the auditor's verdict.
 */
import { readFileSync } from 'node:fs';
import { shopOf } from '../test/agent-shop';
import type { Cell } from '../src/modules/knowledge/import/rows';
import { rowsOf } from './sets';

async function main(): Promise<void> {
  const [file, ...texts] = process.argv.slice(2);
  if (!file) throw new Error('usage: npx tsx eval/talk.ts <stock.json> [text …]');
  const rows = rowsOf(JSON.parse(readFileSync(file, 'utf8'))) as Cell[][];
  const shop = shopOf(rows);
  for (let i = 1; i <= texts.length; i += 1) {
    const last = await shop.talk(...texts.slice(0, i));
    const focus = last.facts.dialogue?.before.focus;
    console.log(`> ${texts[i - 1]}`);
    const before = last.facts.dialogue?.before;
    const asked =
      (focus?.sizesAsked?.length ? ` asked [${focus.sizesAsked.join(', ')}]` : '') +
      (focus?.sizeCounts?.length ? ` counts [${focus.sizeCounts.map((c) => `${c.count}×${c.size}`).join(', ')}]` : '');
    const summed = before?.summed?.length ? `; summed ${before.summed.join(', ')}` : '';
    console.log(
      `  state before: focus ${focus ? `${focus.code} ${focus.size ?? ''} q${focus.quantity ?? ''}${asked}` : '-'}${summed}`,
    );
    console.log(`  ${last.ok ? 'ok' : 'AUDIT FAIL'} → ${last.text}`);
  }
}

void main();
