import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEEKDAYS } from '@nourishwell/shared';
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

const printed = () => screen.getByRole('article', { hidden: true, name: 'Printable week' });

describe('the printable week', () => {
  it('sits directly under the page body, marked as the one thing to print, out of sight on screen', () => {
    render(<PrintableWeek plan={plan} clientName="Meera Iyer" nutritionistName="Asha Menon" />);
    const sheet = printed();
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveAttribute('data-print-root');
    expect(sheet).toHaveClass('invisible', 'print:visible');
    // Laid out at the A4 page's width so its height can be fitted to one page.
    expect(sheet).toHaveStyle({ width: '190mm' });
  });

  it('heads the page with her name, her nutritionist, her targets and the week’s average', () => {
    render(<PrintableWeek plan={plan} clientName="Meera Iyer" nutritionistName="Asha Menon" />);
    const sheet = printed();
    expect(within(sheet).getByRole('heading', { hidden: true })).toHaveTextContent(
      'Weekly meal plan — Meera Iyer',
    );
    expect(sheet).toHaveTextContent('Prepared by Asha Menon, NourishWell');
    expect(sheet).toHaveTextContent(
      'Daily targets: Energy 1,800 kcal · Protein 60 g · Carbohydrate 240 g · Fat 55 g · Fibre 25 g',
    );
    // (764 + 360 + 90) / 2 days with meals.
    expect(sheet).toHaveTextContent('Week’s average: Energy 607 kcal');
  });

  it('lays the week out as days by the meals planned on some day, with each day’s energy and protein', () => {
    render(<PrintableWeek plan={plan} clientName="Meera Iyer" />);
    const table = within(printed()).getByRole('table', { hidden: true });
    expect(printedColumns(table)).toEqual(['Day', 'Breakfast', 'Lunch', 'Bedtime']);
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => row.querySelector('th')?.firstChild?.textContent)).toEqual([
      ...WEEKDAYS,
    ]);
    const cells = (row: number) => printedRow(table, row);
    expect(cells(0)).toEqual([
      'Monday764 kcal28 g protein',
      '1 serving Vegetable poha (200 g) · 1 katori curd (150 g)',
      '2 roti (80 g) · 1 katori dal (150 g)Add a green salad',
      '–',
    ]);
    expect(cells(1)).toEqual(['Tuesday0 kcal0 g protein', '–', '–', '–']);
    expect(cells(2)).toEqual([
      'Wednesday450 kcal16 g protein',
      '–',
      '3 roti (120 g)',
      '1 katori curd (150 g)',
    ]);
  });

  it('says the targets are not set yet and names the data’s source at the foot', () => {
    render(
      <PrintableWeek
        plan={planWeek({ Monday: { lunch: { items: [dal()] } } }, null)}
        clientName="Meera Iyer"
      />,
    );
    const sheet = printed();
    expect(sheet).toHaveTextContent('Daily targets: not set yet');
    expect(sheet).not.toHaveTextContent('Prepared by');
    expect(sheet).toHaveTextContent(
      'Nutrient values: Indian Food Composition Tables (IFCT 2017), ICMR–National Institute of Nutrition',
    );
  });

  describe('fitted to one A4 page', () => {
    afterEach(() => vi.restoreAllMocks());
    // The sheet's height as laid out at the page's width (a test DOM has no layout).
    const laidOutAt = (height: number) =>
      vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ height } as DOMRect);
    const scale = () => printed().style.getPropertyValue('--print-scale');

    it('prints a week that fits at full size', () => {
      laidOutAt(900);
      render(<PrintableWeek plan={plan} clientName="Meera Iyer" />);
      expect(scale()).toBe('1');
    });

    it('shrinks a longer week just enough to fit the 277 mm the page has', () => {
      laidOutAt(1200);
      render(<PrintableWeek plan={plan} clientName="Meera Iyer" />);
      expect(Number(scale())).toBeCloseTo(1046.9 / 1200, 3);
    });

    it('never shrinks below readable size: a very long week runs onto a second page', () => {
      laidOutAt(3000);
      render(<PrintableWeek plan={plan} clientName="Meera Iyer" />);
      expect(scale()).toBe('0.75');
    });
  });
});
