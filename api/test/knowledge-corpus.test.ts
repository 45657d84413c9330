import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_IMPORT_LIMITS } from '../src/modules/knowledge/import/parse-file';
import { parseSpreadsheet, sheetCells } from '../src/modules/knowledge/import/parse-sheet';
import { SheetError, type Cell } from '../src/modules/knowledge/import/rows';
import {
  CORPUS_COLUMNS,
  CORPUS_ROWS,
  CORPUS_SHEETS,
  CORPUS_TEXT,
  type Expected,
  type ExpectedSheet,
} from './fixtures/spreadsheets/make-expected';

/**
 * The import over spreadsheets nobody on the team wrote (api/test/fixtures/spreadsheets/real,
 * SOURCES.md): every sheet's first rows as our reader reads them must be what SheetJS reads
 * (expected.json, make-expected.ts), and the import must answer every file with products or a
 * refusal it can name, never anything else. A quarter of the files (by the hash of their name)
 * is held out: they were not looked at while the reader was written; both figures are in README.
 */

const DIR = path.join(__dirname, 'fixtures/spreadsheets/real');
const expected = JSON.parse(readFileSync(path.join(DIR, 'expected.json'), 'utf8')) as Expected;
const files = readdirSync(DIR)
  .filter((f) => /\.(xlsx|xlsm|xls|csv)$/i.test(f))
  .sort();
const heldOut = (file: string) => createHash('sha1').update(file).digest('hex')[0] < '4';
const LIMITS = { maxUncompressedBytes: DEFAULT_IMPORT_LIMITS.maxUncompressedBytes, maxRows: 150_000 };
/** The import takes .xlsm (a workbook with macros, never run) as the .xlsx it is. */
const importName = (file: string) => file.replace(/\.xlsm$/i, '.xlsx');

/**
 * Files we read differently from SheetJS on purpose, with the evidence. They are counted apart
 * ("differ on purpose") in the figures.
 */
const KNOWN: Record<string, string> = {
  'calamine__richtext-after-plain.xlsx':
    'a string of plain text followed by rich runs: calamine (tests/test.rs) reads all of it, "tvalrval1rval2"; SheetJS only the plain part',
  'calamine__minimal_package.xlsx':
    'an inline string of plain text followed by a rich run: read whole, as calamine reads such strings; SheetJS keeps the plain part',
  'calamine__has_x000D_inline.xlsx':
    'an inline string with _x000D_: calamine (tests/test.rs) expects "ABC\\r\\nDEF" as we read it; SheetJS drops the CR',
  'calamine__errors.xlsx': "formulas linking to another workbook ([1]Feuil8!A1): refused by the import's rule",
  'calamine__issue252.xlsx':
    'a damaged file (its workbook relationships are garbled, bad CRC): refused, as calamine (tests/test.rs) expects; SheetJS reads around it',
  'exceljs__invalid-xml.xlsx':
    'text after the root element of a part (not well-formed XML): refused, as exceljs (workbook-xlsx-reader.spec.js) expects; SheetJS reads around it',
  'exceljs__test-issue-771.xlsx': 'no styles part: read (nothing requires it); SheetJS refuses the file',
  'calamine__too_small.xls': 'a text file named .xls: refused as not a spreadsheet (SheetJS reads any text)',
};

/** Trailing blanks dropped: readers differ in whether they keep empty cells and rows at the end. */
function trimmed(rows: Cell[][]): Cell[][] {
  const out = rows.slice(0, CORPUS_ROWS).map((row) => {
    const r = Array.from(row.slice(0, CORPUS_COLUMNS), (c) => (c === '' || c === undefined ? null : c));
    while (r.length > 0 && r[r.length - 1] === null) r.pop();
    return r;
  });
  while (out.length > 0 && out[out.length - 1].length === 0) out.pop();
  return out;
}

function sameCell(ours: Cell, theirs: Cell, text: string | undefined): boolean {
  if (typeof ours === 'string') ours = ours.slice(0, CORPUS_TEXT);
  if (ours === theirs) return true;
  if (typeof ours === 'number' && typeof theirs === 'number')
    return Math.abs(ours - theirs) <= 1e-9 * Math.max(1, Math.abs(theirs));
  // A number shown as a code: we keep what Excel shows.
  return text !== undefined && ours === text;
}

/** The first difference between our reading and SheetJS's, or null. */
function difference(
  ours: Array<{ name: string; hidden: boolean; rows: Cell[][] }>,
  theirs: ExpectedSheet[],
): string | null {
  const names = ours.slice(0, CORPUS_SHEETS).map((s) => `${s.name}${s.hidden ? ' (hidden)' : ''}`);
  const theirNames = theirs.map((s) => `${s.name}${s.hidden ? ' (hidden)' : ''}`);
  if (names.join('|') !== theirNames.join('|')) return `sheets ${names.join('|')} vs ${theirNames.join('|')}`;
  for (const [i, sheet] of theirs.entries()) {
    const a = trimmed(ours[i].rows);
    const b = trimmed(sheet.rows);
    for (let r = 0; r < Math.max(a.length, b.length); r += 1) {
      for (let c = 0; c < Math.max(a[r]?.length ?? 0, b[r]?.length ?? 0); c += 1) {
        const x = a[r]?.[c] ?? null;
        const y = b[r]?.[c] ?? null;
        if (!sameCell(x, y, sheet.texts[`${r},${c}`]))
          return `${sheet.name}!R${r + 1}C${c + 1}: ${JSON.stringify(x)} vs ${JSON.stringify(y)}`;
      }
    }
  }
  return null;
}

async function outcome(file: string): Promise<{ read?: string | null; refused?: string }> {
  const buf = readFileSync(path.join(DIR, file));
  const want = expected[file];
  try {
    const ours = await sheetCells(buf, importName(file), LIMITS, CORPUS_ROWS);
    if (!want || 'error' in want)
      return { read: `read a file SheetJS refuses (${want?.error ?? 'not in expected.json'})` };
    return { read: difference(ours, want.sheets) };
  } catch (err) {
    if (!(err instanceof SheetError)) throw err;
    return { refused: err.key };
  }
}

describe('stock import over a corpus of real spreadsheets', () => {
  const results = new Map<string, { read?: string | null; refused?: string }>();

  beforeAll(async () => {
    // SheetJS reports formulas it cannot hydrate on the console (.xls); the cells are still read.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const file of files) results.set(file, await outcome(file));
  }, 120_000);

  it('holds at least 60 files from several projects, with an expected reading each', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
    expect(new Set(files.map((f) => f.split('__')[0])).size).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(expected[file]).toBeDefined();
  });

  it.each([
    ['the files worked with', false],
    ['the held-out files', true],
  ])('reads %s as SheetJS does, and refuses only what SheetJS cannot read', (_, held) => {
    const set = files.filter((f) => heldOut(f) === held);
    const wrong: string[] = [];
    let same = 0;
    const onPurpose = set.filter((f) => KNOWN[f] !== undefined);
    for (const file of set) {
      if (KNOWN[file] !== undefined) continue;
      const got = results.get(file)!;
      const want = expected[file];
      if (got.refused !== undefined) {
        // A refusal is right only where SheetJS could not read the file either.
        if (!('error' in want)) wrong.push(`${file}: refused ${got.refused}`);
        else same += 1;
      } else if (got.read) wrong.push(`${file}: ${got.read}`);
      else same += 1;
    }
    console.log(
      `${held ? 'held-out' : 'worked-with'} corpus: ${same}/${set.length} files read as SheetJS reads them, ` +
        `${onPurpose.length} differ on purpose (${onPurpose.join(', ') || 'none'})`,
    );
    expect(wrong).toEqual([]);
  });

  it('refuses the password-protected files of the corpus with the password message', () => {
    for (const file of files.filter(
      (f) => 'error' in expected[f] && /password/i.test((expected[f] as { error: string }).error),
    ))
      expect(results.get(file)).toEqual({ refused: 'knowledge.file_password' });
  });

  it('answers every file with products or a named refusal', async () => {
    const keys = new Map<string, number>();
    for (const file of files) {
      let key = 'products';
      try {
        await parseSpreadsheet(readFileSync(path.join(DIR, file)), importName(file), LIMITS);
      } catch (err) {
        if (!(err instanceof SheetError)) throw new Error(`${file}: ${String(err)}`, { cause: err });
        key = err.key;
      }
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    console.log('import outcomes', Object.fromEntries(keys));
    expect([...keys.keys()].every((k) => k === 'products' || k.startsWith('knowledge.'))).toBe(true);
  }, 120_000);
});
