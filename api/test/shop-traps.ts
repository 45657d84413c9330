import * as XLSX from '@e965/xlsx';
import { zip } from './spreadsheets';

/**
 * Shop-like .xlsx files written part by part, the way the generators of issue 32 write them:
 * each shows one trap a text-scanning reader fell into (namespace prefixes, single quotes, CDATA,
 * a row in pieces, a hidden sheet, codes kept by their number format...).
 */

export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const STRICT_MAIN = 'http://purl.oclc.org/ooxml/spreadsheetml/main';
export const STRICT_REL = 'http://purl.oclc.org/ooxml/officeDocument/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

export interface TrapSheet {
  name: string;
  /** The `<sheetData>` content: `<row>` elements. */
  rows: string;
  /** What follows `<sheetData>` (e.g. `<mergeCells>`). */
  after?: string;
  state?: 'hidden' | 'veryHidden';
}

export interface TrapBook {
  sheets: TrapSheet[];
  /** `<si>` items of the shared strings, if any. */
  strings?: string[];
  /** `<numFmts>` and `<cellXfs>` of the styles part, if any. */
  styles?: string;
  /** Element prefix ('x' writes `<x:row>`); none by default. */
  prefix?: string;
  strict?: boolean;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The parts of a book, each as the exact text stored in the zip. */
export function trapParts(book: TrapBook): Array<[string, string]> {
  const main = book.strict ? STRICT_MAIN : MAIN;
  const rel = book.strict ? STRICT_REL : REL;
  const p = book.prefix ? `${book.prefix}:` : '';
  const ns = book.prefix ? `xmlns:${book.prefix}="${main}"` : `xmlns="${main}"`;
  const parts: Array<[string, string]> = [
    [
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<${p}workbook ${ns} xmlns:r="${rel}"><${p}sheets>${book.sheets
        .map(
          (s, i) =>
            `<${p}sheet name="${s.name}" sheetId="${i + 1}"${s.state ? ` state="${s.state}"` : ''} r:id="rId${i + 1}"/>`,
        )
        .join('')}</${p}sheets></${p}workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG}">${book.sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join('')}<Relationship Id="rS" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rT" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ...book.sheets.map((s, i): [string, string] => [
      `xl/worksheets/sheet${i + 1}.xml`,
      `<${p}worksheet ${ns}><${p}sheetData>${s.rows}</${p}sheetData>${s.after ?? ''}</${p}worksheet>`,
    ]),
  ];
  if (book.strings) {
    parts.push([
      'xl/sharedStrings.xml',
      `<${p}sst ${ns} count="${book.strings.length}">${book.strings.join('')}</${p}sst>`,
    ]);
  }
  if (book.styles) parts.push(['xl/styles.xml', `<${p}styleSheet ${ns}>${book.styles}</${p}styleSheet>`]);
  return parts.map(([name, xml]) => [name, `${DECLARATION}${xml}`]);
}

/** A stored (uncompressed) .xlsx of the given parts. */
export function trapXlsx(book: TrapBook): Buffer {
  return zip(
    trapParts(book).map(([name, xml]) => {
      const data = Buffer.from(xml);
      return { name, data, method: 0 as const, size: data.length };
    }),
  );
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 0 -> 'A'. */
export function colName(c: number): string {
  let s = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Rows as `<row>` elements with inline strings and numbers (prefix `p`, e.g. 'x:'). */
export function rowsXml(rows: unknown[][], p = '', start = 1): string {
  return rows
    .map((row, r) => {
      const n = start + r;
      const cells = row
        .map((v, c) => {
          if (v === null || v === undefined) return '';
          const ref = `${colName(c)}${n}`;
          return typeof v === 'number'
            ? `<${p}c r="${ref}"><${p}v>${v}</${p}v></${p}c>`
            : `<${p}c r="${ref}" t="inlineStr"><${p}is><${p}t>${escapeXml(String(v))}</${p}t></${p}is></${p}c>`;
        })
        .join('');
      return `<${p}row r="${n}">${cells}</${p}row>`;
    })
    .join('');
}

/** A compound file (CFB) with the streams of an .xlsx encrypted with a password to open. */
export function encryptedXlsx(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, 'EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  XLSX.CFB.utils.cfb_add(cfb, 'EncryptedPackage', Buffer.alloc(4096, 7));
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}
