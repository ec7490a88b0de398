import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDevanagariDigits } from '#web/lib/format.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { curd, dal, planWeek, poha, roti } from '#web-test/fixtures/plan-week-records.ts';
import { printedColumns, printedRow } from '#web-test/table-cells.ts';
import { PrintableWeek } from './printable-week.tsx';

const plan = planWeek({
  Monday: {
    breakfast: { items: [poha(), curd()] },
    lunch: { items: [roti(2), dal()], note: 'Add a green salad' },
  },
  Wednesday: { lunch: { items: [roti(3)] }, bedtime: { items: [curd()] } },
});

/** The sheet, once the Hindi texts have arrived (a chunk of their own). */
async function printedInHindi(devanagariDigits = false) {
  render(
    <I18nProvider locale="hi" devanagariDigits={devanagariDigits}>
      <PrintableWeek plan={plan} clientName="Meera Iyer" nutritionistName="Asha Menon" />
    </I18nProvider>,
  );
  return screen.findByRole('article', { hidden: true, name: 'प्रिंट के लिए हफ़्ता' });
}

afterEach(() => setDevanagariDigits(false));

describe('the printable week in Hindi', () => {
  it('heads the page, names her targets and the week’s average, and cites the data in Hindi', async () => {
    const sheet = await printedInHindi();
    expect(within(sheet).getByRole('heading', { hidden: true })).toHaveTextContent(
      'हफ़्ते की भोजन योजना — Meera Iyer',
    );
    expect(sheet).toHaveTextContent('Asha Menon, NourishWell द्वारा तैयार');
    expect(sheet).toHaveTextContent(
      'रोज़ के लक्ष्य: ऊर्जा 1,800 kcal · प्रोटीन 60 g · कार्बोहाइड्रेट 240 g · वसा 55 g · फ़ाइबर 25 g',
    );
    expect(sheet).toHaveTextContent('हफ़्ते का औसत: ऊर्जा 607 kcal');
    expect(sheet).toHaveTextContent(
      'पोषक मान: भारतीय खाद्य संरचना तालिकाएँ (Indian Food Composition Tables, IFCT 2017), ICMR–राष्ट्रीय पोषण संस्थान',
    );
  });

  it('names the days, the meals and the household measures in Hindi, the foods as they are', async () => {
    const table = within(await printedInHindi()).getByRole('table', { hidden: true });
    expect(printedColumns(table)).toEqual(['दिन', 'नाश्ता', 'दोपहर का भोजन', 'सोने से पहले']);
    expect(printedRow(table, 0)).toEqual([
      'सोमवार764 kcal28 g प्रोटीन',
      '1 सर्विंग Vegetable poha (200 g) · 1 कटोरी curd (150 g)',
      '2 रोटी (80 g) · 1 कटोरी dal (150 g)Add a green salad',
      '–',
    ]);
    expect(printedRow(table, 1)[0]).toBe('मंगलवार0 kcal0 g प्रोटीन');
  });

  it('writes every figure in Devanagari digits when she chose them', async () => {
    const sheet = await printedInHindi(true);
    expect(sheet).toHaveTextContent('रोज़ के लक्ष्य: ऊर्जा १,८०० kcal · प्रोटीन ६० g');
    const monday = printedRow(within(sheet).getByRole('table', { hidden: true }), 0);
    expect(monday[0]).toBe('सोमवार७६४ kcal२८ g प्रोटीन');
    expect(monday[2]).toBe('२ रोटी (८० g) · १ कटोरी dal (१५० g)Add a green salad');
  });
});
