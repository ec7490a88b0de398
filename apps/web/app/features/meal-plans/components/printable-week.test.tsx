import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@nourishwell/shared';
import { curd, dal, planWeek, poha, roti } from '../plan-test-records.ts';
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
  it('sits directly under the page body, marked as the one thing to print, hidden on screen', () => {
    render(<PrintableWeek plan={plan} clientName="Meera Iyer" nutritionistName="Asha Menon" />);
    const sheet = printed();
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveAttribute('data-print-root');
    expect(sheet).toHaveClass('hidden', 'print:block');
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
    const columns = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent);
    expect(columns).toEqual(['Day', 'Breakfast', 'Lunch', 'Bedtime', 'Day total']);
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([...WEEKDAYS]);
    const monday = within(rows[0]!).getAllByRole('cell', { hidden: true });
    expect(monday.map((td) => td.textContent)).toEqual([
      '1 serving Vegetable poha (200 g)1 katori curd (150 g)',
      '2 roti (80 g)1 katori dal (150 g)Add a green salad',
      '–',
      '764 kcal28 g protein',
    ]);
    const wednesday = within(rows[2]!).getAllByRole('cell', { hidden: true });
    expect(wednesday.map((td) => td.textContent)).toEqual([
      '–',
      '3 roti (120 g)',
      '1 katori curd (150 g)',
      '450 kcal16 g protein',
    ]);
    expect(within(rows[1]!).getAllByRole('cell', { hidden: true }).at(-1)).toHaveTextContent(
      '0 kcal0 g protein',
    );
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
});
