import { readFileSync } from 'node:fs';
import { runConversationSet } from './conversations';
const dir = process.argv[2];
const objs = JSON.parse(readFileSync(`${dir}/stock.json`, 'utf8')) as Array<Record<string, unknown>>;
const header = Object.keys(objs[0]);
const stock = [header, ...objs.map((o) => header.map((h) => o[h] ?? ''))];
const convs = JSON.parse(process.argv[3]) as string[][];
const set = { name: 'probe', stock, conversations: convs.map((turns, i) => ({ id: `p${i}`, lang: 'ua', turns: turns.map((text) => ({ text, must: [], must_not: [] })) })) };
runConversationSet(set as never).then((s) => {
  for (const r of s.results) console.log(`${r.conversation}.${r.turn} ${r.case.text}\n   → ${r.answer ?? r.error}`);
  process.exit(0);
});
