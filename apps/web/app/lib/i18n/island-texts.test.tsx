import english from '@nourishwell/shared/i18n/catalogues/en.json?compiled';
import hindi from '@nourishwell/shared/i18n/catalogues/hi.json?compiled';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickTexts, say, sayRich, takesOnlyPlainValues } from './island-texts.tsx';

/** The catalogue areas whose texts islands are given (the islands format no plurals). */
const ISLAND_AREAS = [
  'calculator',
  'public.plans',
  'public.team',
  'pay',
  'auth.forgot',
  'enquiries.signup',
  'enquiries.reachOut',
  'dataConcern.form',
];

describe('the texts an island is given', () => {
  it('are the keys of its area only', () => {
    const texts = pickTexts(english, 'calculator');
    expect(Object.keys(texts).length).toBeGreaterThan(0);
    expect(Object.keys(texts).every((key) => key.startsWith('calculator.'))).toBe(true);
  });

  it.each(ISLAND_AREAS)('take only plain values in %s, in every language', (area) => {
    for (const catalogue of [english, hindi]) {
      const texts = pickTexts(catalogue, area);
      const formatted = Object.keys(texts).filter((key) => !takesOnlyPlainValues(texts[key]!));
      expect(formatted).toEqual([]);
    }
  });

  it('have no space at either end, which compiling drops (spaces between parts are in the markup)', () => {
    for (const catalogue of [english, hindi])
      for (const area of ISLAND_AREAS)
        for (const [key, compiled] of Object.entries(pickTexts(catalogue, area))) {
          const text = typeof compiled === 'string' ? compiled : JSON.stringify(compiled);
          expect([key, text.trim() === text]).toEqual([key, true]);
        }
  });

  it('put the values in, as text or as elements', () => {
    const texts = pickTexts(english, 'calculator');
    expect(say(texts, 'calculator.submit', { mode: 'BMI' })).toBe('Calculate BMI');
    const { container } = render(
      <p>
        {sayRich(texts, 'calculator.bmiResult', { bmi: <strong>22.5</strong>, band: 'Normal' })}
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Your BMI is <strong>22.5</strong>: Normal.</p>');
  });
});
