import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TargetBars, targetStatus } from './target-bars.tsx';

const targets = { kcal: 1500, protein: 60, carbs: 190, fat: 45, fibre: 25 };

describe('TargetBars', () => {
  it('calls a figure within 10 % of its target on target, and says below or above otherwise', () => {
    expect(targetStatus(1400, 1500)).toBe('on');
    expect(targetStatus(1300, 1500)).toBe('under');
    expect(targetStatus(1700, 1500)).toBe('over');
  });

  it('reads fibre above its target as met, not as a warning', () => {
    expect(targetStatus(46, 17, 'fibre')).toBe('met');
    expect(targetStatus(18, 17, 'fibre')).toBe('on');
    expect(targetStatus(10, 17, 'fibre')).toBe('under');
  });

  it('writes each figure against its target in words, not only in colour', () => {
    render(
      <TargetBars
        label="Monday against targets"
        totals={{ kcal: 1480, protein: 40, carbs: 250, fat: 45, fibre: 24 }}
        targets={targets}
      />,
    );
    const list = screen.getByRole('list', { name: 'Monday against targets' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Energy1,480 / 1,500 kcalon target');
    expect(rows[1]).toHaveTextContent('Protein40 / 60 gbelow target');
    expect(rows[2]).toHaveTextContent('Carbohydrate250 / 190 gabove target');
  });

  it('shows the figures alone when she has no targets yet', () => {
    render(
      <TargetBars
        label="Tuesday"
        totals={{ kcal: 900, protein: 30, carbs: 120, fat: 20, fibre: 10 }}
        targets={null}
      />,
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Energy900 kcal');
    expect(screen.queryByText(/target/)).toBeNull();
  });
});
