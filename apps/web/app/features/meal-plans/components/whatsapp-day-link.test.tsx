import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dal, planWeek, roti } from '#web-test/fixtures/plan-week-records.ts';
import { renderScreen } from '#web-test/screen.tsx';
import { WhatsAppDayLink } from './whatsapp-day-link.tsx';

describe('a day sent on WhatsApp in English', () => {
  it('writes a total over a thousand as it always has, without a separator', () => {
    const thursday = planWeek({ Thursday: { lunch: { items: [roti(8), dal()] } } }).days.find(
      (day) => day.day === 'Thursday',
    )!;
    renderScreen(<WhatsAppDayLink day={thursday} />, { role: 'client' });
    const href = screen.getByRole('link').getAttribute('href') ?? '';
    const lines = (new URL(href).searchParams.get('text') ?? '').split('\n');
    expect(thursday.totals.kcal).toBeGreaterThan(1000);
    expect(lines.at(-1)).toBe(
      `Total: ${Math.round(thursday.totals.kcal)} kcal, ${Math.round(thursday.totals.protein)} g protein`,
    );
    expect(lines[1]).toBe('Lunch: 8 roti (320 g) · 1 katori dal (150 g)');
  });
});
