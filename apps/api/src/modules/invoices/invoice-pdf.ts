import { formatPaise, GST_STATES, type Locale } from '@nourishwell/shared';
import { textsFor } from '#api/lib/i18n.ts';
import { amountInWords } from './amount-in-words.ts';
import type { InvoiceView } from './invoice-view.ts';
import {
  bytesOf,
  lineHeight,
  MARGIN,
  newDocument,
  PAGE,
  WIDTH,
  writeBlock,
  wrap,
  writeLine,
  type Doc,
  type Style,
} from '#api/lib/pdf-writer.ts';

/*
 * An issued invoice or credit note as an A4 PDF (issue 34, decision 030), with what India's
 * rules ask a document to show: CGST Rules 2017, rule 46 (tax invoice), rule 49 (bill of
 * supply) and rule 53 (credit note). Every label from the catalogue (`invoicePdf.*`), every
 * figure and name as the document was issued.
 */

const GREY = '#555555';
const RULE = '#bbbbbb';

const TITLE: Style = { size: 20, bold: true };
const BODY: Style = { size: 10 };
const STRONG: Style = { size: 10, bold: true };
const LABEL: Style = { size: 8.5, bold: true, color: GREY };
const CELL: Style = { size: 9 };
const SMALL: Style = { size: 8.5, color: GREY };

interface Column {
  header: string;
  width: number;
  value: string;
  align: 'left' | 'right';
}

const stateName = (code: string) => GST_STATES.find((state) => state.code === code)?.name ?? code;

/** Supplied to another state: IGST; within the practice's state, CGST and SGST (decision 030). */
const interState = (view: InvoiceView) => view.placeOfSupply !== view.practice.stateCode;

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

/** The line's columns: CGST and SGST within the state, IGST to another, no tax without GSTIN. */
function columnsOf(view: InvoiceView, t: ReturnType<typeof textsFor>['t']): Column[] {
  const { line } = view;
  const money = (header: string, width: number, paise: number): Column => ({
    header,
    width,
    value: formatPaise(paise),
    align: 'right',
  });
  const text = (header: string, width: number, value: string): Column => ({
    header,
    width,
    value,
    align: 'left',
  });
  const sac = text(t('invoicePdf.column.sac'), 48, line.sacCode);
  const total = money(t('invoicePdf.column.total'), 80, view.totalPaise);
  const rate = {
    ...text(t('invoicePdf.column.rate'), 40, t('invoicePdf.rate', { rate: line.gstRate })),
    align: 'right' as const,
  };
  if (view.billOfSupply)
    return [
      text(t('invoicePdf.column.description'), WIDTH - 48 - 100 - 80, line.description),
      sac,
      money(t('invoicePdf.column.value'), 100, line.taxablePaise),
      total,
    ];
  if (interState(view))
    return [
      text(t('invoicePdf.column.description'), WIDTH - 48 - 80 - 40 - 80 - 80, line.description),
      sac,
      money(t('invoicePdf.column.taxable'), 80, line.taxablePaise),
      rate,
      money(t('invoicePdf.column.igst'), 80, line.igstPaise),
      total,
    ];
  return [
    text(t('invoicePdf.column.description'), WIDTH - 48 - 76 - 40 - 68 - 68 - 80, line.description),
    sac,
    money(t('invoicePdf.column.taxable'), 76, line.taxablePaise),
    rate,
    money(t('invoicePdf.column.cgst'), 68, line.cgstPaise),
    money(t('invoicePdf.column.sgst'), 68, line.sgstPaise),
    total,
  ];
}

const PAD = 4;

/** How tall a row of cells is, each wrapped in its column. */
function rowHeight(doc: Doc, texts: string[], columns: Column[], style: Style) {
  const lines = texts.map((text, i) => wrap(doc, text, columns[i]!.width - 2 * PAD, style).length);
  return Math.max(1, ...lines) * lineHeight(style) + 2 * PAD;
}

/** A row of cells, each wrapped in its column, from y. */
function writeRow(doc: Doc, texts: string[], columns: Column[], y: number, style: Style) {
  let x = MARGIN;
  texts.forEach((text, i) => {
    const { width, align } = columns[i]!;
    writeBlock(doc, text, x + PAD, y + PAD, width - 2 * PAD, style, align);
    x += width;
  });
}

/** The line table, its header shaded; returns the y below it. */
function writeTable(doc: Doc, columns: Column[], top: number): number {
  const HEADER: Style = { ...CELL, bold: true };
  const headers = columns.map((column) => column.header);
  const values = columns.map((column) => column.value);
  const middle = top + rowHeight(doc, headers, columns, HEADER);
  const bottom = middle + rowHeight(doc, values, columns, CELL);
  doc
    .rect(MARGIN, top, WIDTH, middle - top)
    .fillColor('#eeeeee')
    .fill();
  writeRow(doc, headers, columns, top, HEADER);
  writeRow(doc, values, columns, middle, CELL);
  rule(doc, top);
  rule(doc, middle);
  rule(doc, bottom);
  return bottom;
}

/** Label and amount pairs at the right, the total last and bold; returns the y below. */
function writeTotals(doc: Doc, rows: [string, number][], top: number): number {
  let y = top;
  const right = MARGIN + WIDTH - 4;
  rows.forEach(([label, paise], index) => {
    const last = index === rows.length - 1;
    const style = last ? STRONG : BODY;
    if (last && rows.length > 1) rule(doc, y - 3);
    writeLine(doc, label, right - 110, y, style, 'right');
    writeLine(doc, formatPaise(paise), right, y, style, 'right');
    y += lineHeight(style);
  });
  return y;
}

/**
 * The PDF of an issued invoice (tax invoice or bill of supply) or credit note, in English
 * or Hindi, its dates in the practice's zone. `compress: false` keeps the page's text
 * readable in the bytes, for tests.
 */
export async function renderInvoicePdf(
  view: InvoiceView,
  locale: Locale,
  timeZone: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { t, dayInWords } = textsFor(locale);
  const doc = newDocument({ title: view.number, created: view.issuedAt }, options.compress);
  const title =
    view.kind === 'creditNote'
      ? t('invoicePdf.title.creditNote')
      : view.billOfSupply
        ? t('invoicePdf.title.billOfSupply')
        : t('invoicePdf.title.invoice');

  // Title; the document's number and date at the right.
  writeLine(doc, title, MARGIN, MARGIN, TITLE);
  const right = MARGIN + WIDTH;
  writeLine(doc, `${t('invoicePdf.number')}: ${view.number}`, right, MARGIN + 2, STRONG, 'right');
  writeLine(
    doc,
    `${t('invoicePdf.date')}: ${dayInWords(view.issuedAt, timeZone)}`,
    right,
    MARGIN + 18,
    BODY,
    'right',
  );
  rule(doc, MARGIN + 40);

  // The supplier at the left, the recipient at the right.
  const half = (WIDTH - 24) / 2;
  const top = MARGIN + 52;
  let left = top;
  writeLine(doc, t('invoicePdf.supplier'), MARGIN, left, LABEL);
  left = writeBlock(doc, view.practice.name, MARGIN, left + lineHeight(LABEL), half, STRONG);
  left = writeBlock(doc, view.practice.address, MARGIN, left, half, BODY);
  const state = view.practice.stateCode;
  left = writeBlock(
    doc,
    t('invoicePdf.state', { name: stateName(state), code: state }),
    MARGIN,
    left,
    half,
    BODY,
  );
  if (view.practice.gstin)
    left = writeBlock(
      doc,
      t('invoicePdf.gstin', { gstin: view.practice.gstin }),
      MARGIN,
      left,
      half,
      BODY,
    );
  const x2 = MARGIN + half + 24;
  writeLine(doc, t('invoicePdf.recipient'), x2, top, LABEL);
  let other = writeBlock(doc, view.client.name, x2, top + lineHeight(LABEL), half, STRONG);
  if (view.client.address) other = writeBlock(doc, view.client.address, x2, other, half, BODY);

  // Place of supply; for a credit note, the invoice it corrects and why.
  let y = Math.max(left, other) + 12;
  const place = { name: stateName(view.placeOfSupply), code: view.placeOfSupply };
  y = writeBlock(doc, t('invoicePdf.placeOfSupply', place), MARGIN, y, WIDTH, BODY);
  if (!view.billOfSupply)
    y = writeBlock(doc, t('invoicePdf.reverseCharge'), MARGIN, y, WIDTH, BODY);
  if (view.refersTo) {
    const refers = {
      number: view.refersTo.number,
      date: dayInWords(view.refersTo.issuedAt, timeZone),
    };
    y = writeBlock(doc, t('invoicePdf.refersTo', refers), MARGIN, y, WIDTH, BODY);
  }
  if (view.reason)
    y = writeBlock(doc, t('invoicePdf.reason', { reason: view.reason }), MARGIN, y, WIDTH, BODY);

  // The line, the totals, the total in words.
  y = writeTable(doc, columnsOf(view, t), y + 12);
  const { line } = view;
  const taxAt = (tax: 'cgst' | 'sgst' | 'igst', rate: number) =>
    t('invoicePdf.taxAt', { tax: t(`invoicePdf.column.${tax}`), rate });
  const totals: [string, number][] = view.billOfSupply
    ? [[t('invoicePdf.total'), view.totalPaise]]
    : [
        [t('invoicePdf.column.taxable'), line.taxablePaise],
        ...(interState(view)
          ? [[taxAt('igst', line.gstRate), line.igstPaise] as [string, number]]
          : [
              [taxAt('cgst', line.gstRate / 2), line.cgstPaise] as [string, number],
              [taxAt('sgst', line.gstRate / 2), line.sgstPaise] as [string, number],
            ]),
        [t('invoicePdf.total'), view.totalPaise],
      ];
  y = writeTotals(doc, totals, y + 10) + 8;
  y = writeBlock(
    doc,
    t('invoicePdf.inWords', { words: amountInWords(view.totalPaise, locale) }),
    MARGIN,
    y,
    WIDTH,
    STRONG,
  );
  if (view.billOfSupply) writeBlock(doc, t('invoicePdf.noTax'), MARGIN, y + 8, WIDTH, BODY);

  // The foot of the page.
  rule(doc, PAGE.height - MARGIN - 22);
  writeBlock(
    doc,
    t('invoicePdf.computerGenerated'),
    MARGIN,
    PAGE.height - MARGIN - 16,
    WIDTH,
    SMALL,
  );
  return bytesOf(doc);
}
