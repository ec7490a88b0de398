import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/*
 * Text on a PDF in English and Hindi (issue 34, decision 030). Noto Sans Devanagari
 * (OFL-1.1, `@fontsource/noto-sans-devanagari`) comes as Google Fonts' subsets: one file
 * holds Devanagari and ₹, another Latin (digits, letters, punctuation). pdfkit has no font
 * fallback, so every text is cut into runs by script and each run is written in its file's
 * font; fontkit shapes a Devanagari run (conjuncts, matras, reph) with its Indic shaper.
 */

const FILES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/LICENSE')),
  'files',
);
/**
 * A WOFF 1.0 file as the TrueType font it wraps: each table inflated (zlib) once. fontkit
 * reads WOFF itself but inflates a table, in JavaScript, every time it reads it, which made
 * a Hindi PDF take over a second of the server's time.
 */
export function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compressed, length] = [4, 8, 12].map((at) => woff.readUInt32BE(entry + at));
    const stored = woff.subarray(offset!, offset! + compressed!);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed! < length! ? inflateSync(stored) : stored,
    };
  });
  const log2 = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** log2, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** log2, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    header.writeUInt32BE(table.tag, 12 + 16 * i);
    header.writeUInt32BE(table.checksum, 16 + 16 * i);
    header.writeUInt32BE(offset, 20 + 16 * i);
    header.writeUInt32BE(table.data.length, 24 + 16 * i);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const fontFile = (subset: string, weight: number) =>
  sfntOf(readFileSync(path.join(FILES, `noto-sans-devanagari-${subset}-${weight}-normal.woff`)));

// Read once, when the module is loaded: each PDF registers the same bytes.
const FONTS = {
  latin: fontFile('latin', 400),
  latinBold: fontFile('latin', 700),
  deva: fontFile('devanagari', 400),
  devaBold: fontFile('devanagari', 700),
};

/** The characters of the Devanagari file: the script, its extensions, ZWNJ and ZWJ, ₹, ◌. */
const DEVANAGARI: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI.some(([from, to]) => code >= from && code <= to);
};

interface Run {
  text: string;
  deva: boolean;
}

/** A text cut where its script changes; a space stays with the run before it. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const deva = char === ' ' && last ? last.deva : isDevanagari(char);
    if (last && last.deva === deva) last.text += char;
    else runs.push({ text: char, deva });
  }
  return runs;
}

export interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

export type Doc = PDFKit.PDFDocument;

/** A4 in points, and the margin both documents keep. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const WIDTH = PAGE.width - 2 * MARGIN;

/** A new A4 document with the fonts registered. */
export function newDocument(info: { title: string; created: Date }, compress = true): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress,
    info: { Title: info.title, CreationDate: info.created, Producer: 'NourishWell' },
  });
  doc.registerFont('latin', FONTS.latin);
  doc.registerFont('latinBold', FONTS.latinBold);
  doc.registerFont('deva', FONTS.deva);
  doc.registerFont('devaBold', FONTS.devaBold);
  return doc;
}

const fontName = (run: Run, style: Style) =>
  `${run.deva ? 'deva' : 'latin'}${style.bold ? 'Bold' : ''}`;

/** A line's height at a size: room for Devanagari's matras above and below. */
export const lineHeight = (style: Style) => style.size * 1.5;

/** How wide a text is, shaped, run by run. */
export function widthOf(doc: Doc, text: string, style: Style): number {
  return runsOf(text).reduce(
    (sum, run) => sum + doc.font(fontName(run, style)).fontSize(style.size).widthOfString(run.text),
    0,
  );
}

/** One line at (x, y), its left edge at x, or its right edge at x with `align: 'right'`. */
export function writeLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: Style,
  align: 'left' | 'right' = 'left',
): void {
  let at = align === 'right' ? x - widthOf(doc, text, style) : x;
  doc.fillColor(style.color ?? '#111111');
  for (const run of runsOf(text)) {
    doc.font(fontName(run, style)).fontSize(style.size);
    doc.text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}

/** A text broken at spaces (and its own newlines) into lines no wider than `width`. */
export function wrap(doc: Doc, text: string, width: number, style: Style): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const tried = line ? `${line} ${word}` : word;
      if (line && widthOf(doc, tried, style) > width) {
        lines.push(line);
        line = word;
      } else line = tried;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** A wrapped text from (x, y); returns the y below its last line. */
export function writeBlock(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  align: 'left' | 'right' = 'left',
): number {
  let at = y;
  for (const line of wrap(doc, text, width, style)) {
    writeLine(doc, line, align === 'right' ? x + width : x, at, style, align);
    at += lineHeight(style);
  }
  return at;
}

/** The document's bytes once it is ended. */
export function bytesOf(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
