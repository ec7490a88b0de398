import type { OutcomeFigures } from '@nourishwell/shared';
import type { Texts } from '#api/lib/i18n.ts';
import {
  bytesOf,
  lineHeight,
  MARGIN,
  newDocument,
  PAGE,
  WIDTH,
  wrap,
  writeBlock,
  writeLine,
  type Doc,
  type Style,
} from '#api/lib/pdf-writer.ts';

/*
 * An outcome report as an A4 PDF (issue 35): what changed over the period, for her and for
 * a referring doctor. Labels from the catalogue (`outcomePdf.*`) in her language; figures
 * as her record holds them when the PDF is made.
 */

const BOTTOM = PAGE.height - MARGIN - 30;
const GREY = '#555555';

const TITLE: Style = { size: 20, bold: true };
const HEADING: Style = { size: 12, bold: true };
const BODY: Style = { size: 10 };
const LABEL: Style = { size: 8.5, bold: true, color: GREY };
const SMALL: Style = { size: 8.5, color: GREY };

/** Measure, first, latest, change, range: the table's columns' left edges. */
const COLUMNS = [0, 190, 270, 350, 420];

export interface OutcomeView {
  name: string;
  summary: string;
  figures: OutcomeFigures;
}

type Change = OutcomeFigures['weightKg'];

const shown = (value: number | null) =>
  value === null ? '—' : String(Math.round(value * 100) / 100);

function changeText(change: Change): string {
  if (change.first === null || change.latest === null) return '—';
  const diff = Math.round((change.latest - change.first) * 100) / 100;
  return diff > 0 ? `+${diff}` : String(diff);
}

function row(doc: Doc, cells: string[], y: number, style: Style): number {
  cells.forEach((cell, i) => writeLine(doc, cell, MARGIN + COLUMNS[i]!, y, style));
  return y + lineHeight(style);
}

/** A new page when the next lines would not fit above the foot. */
function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}

/** `compress: false` lets a test read the text back. */
export async function renderOutcomePdf(
  view: OutcomeView,
  texts: Texts,
  now: Date,
  compress = true,
): Promise<Buffer> {
  const { t, dayInWords } = texts;
  const day = (date: string) => dayInWords(new Date(`${date}T12:00:00Z`), 'UTC');
  const { figures } = view;
  const doc = newDocument({ title: t('outcomePdf.title'), created: now }, compress);
  let y = MARGIN;
  writeLine(doc, t('outcomePdf.title'), MARGIN, y, TITLE);
  y += lineHeight(TITLE) + 4;
  y = writeBlock(doc, view.name, MARGIN, y, WIDTH, HEADING);
  y = writeBlock(
    doc,
    t('outcomePdf.period', { from: day(figures.from), to: day(figures.to) }),
    MARGIN,
    y,
    WIDTH,
    BODY,
  );

  y += 12;
  const header = (['measure', 'first', 'latest', 'change', 'range'] as const).map((k) =>
    t(`outcomePdf.column.${k}`),
  );
  y = row(doc, header, y, LABEL);
  const measures: [string, Change, string][] = [
    [t('outcomePdf.weight'), figures.weightKg, 'kg'],
    [t('outcomePdf.waist'), figures.waistCm, 'cm'],
    [t('outcomePdf.bmi'), figures.bmi, ''],
    [t('outcomePdf.homaIr'), figures.homaIr, ''],
  ];
  for (const [label, change, unit] of measures) {
    const withUnit = (v: number | null) => (v === null || !unit ? shown(v) : `${shown(v)} ${unit}`);
    y = row(
      doc,
      [label, withUnit(change.first), withUnit(change.latest), changeText(change), ''],
      y,
      BODY,
    );
  }
  for (const lab of figures.labs) {
    y = room(doc, y, lineHeight(BODY));
    const range =
      lab.low === null && lab.high === null
        ? ''
        : `${lab.low === null ? '' : lab.low}–${lab.high === null ? '' : lab.high} ${lab.unit}`;
    // Lab names as labs print them (HbA1c, LDL), in either language.
    const label = `${lab.name} (${lab.unit})`;
    y = row(doc, [label, shown(lab.first), shown(lab.latest), changeText(lab), range], y, BODY);
  }
  if (figures.labs.length === 0)
    y = writeBlock(doc, t('outcomePdf.noLabs'), MARGIN, y, WIDTH, SMALL);

  y += 12;
  const adherence =
    figures.adherencePercent === null
      ? t('outcomePdf.noAdherence')
      : t('outcomePdf.adherence', { percent: figures.adherencePercent });
  y = writeBlock(doc, adherence, MARGIN, y, WIDTH, BODY);
  y = writeBlock(
    doc,
    t('outcomePdf.sessions', {
      completed: figures.sessionsCompleted,
      missed: figures.sessionsMissed,
    }),
    MARGIN,
    y,
    WIDTH,
    BODY,
  );

  y = room(doc, y + 12, lineHeight(HEADING) * 2);
  writeLine(doc, t('outcomePdf.summary'), MARGIN, y, HEADING);
  y += lineHeight(HEADING);
  for (const line of wrap(doc, view.summary, WIDTH, BODY)) {
    y = room(doc, y, lineHeight(BODY));
    writeLine(doc, line, MARGIN, y, BODY);
    y += lineHeight(BODY);
  }
  writeBlock(doc, t('outcomePdf.foot'), MARGIN, PAGE.height - MARGIN - 16, WIDTH, SMALL);
  return bytesOf(doc);
}
