import { describe, expect, it } from 'vitest';
import { bmiBand, calculateBmi, calculateBmr, calculatorMessages } from './calculator.ts';

describe('BMI bands', () => {
  it.each([
    [15.99, 1, 'Severe Underweight'],
    [16, 2, 'Mild Underweight'],
    [18.49, 2, 'Mild Underweight'],
    [18.5, 3, 'Normal'],
    [24.99, 3, 'Normal'],
    [25, 4, 'Overweight'],
    [29.99, 4, 'Overweight'],
    [30, 5, 'Obese'],
    [39.99, 5, 'Obese'],
    [40, 6, 'Severe Obese'],
  ])('puts a BMI of %d in band %i, %s', (bmi, article, label) => {
    expect(bmiBand(bmi)).toMatchObject({ article, label });
  });
});

describe('calculateBmi', () => {
  it('divides the weight by the square of the height in metres', () => {
    const result = calculateBmi({ heightCm: 170, weightKg: 65 });
    expect(result).toEqual({
      ok: true,
      value: { bmi: 22.5, band: expect.objectContaining({ label: 'Normal' }) },
    });
  });

  it.each([
    [{ heightCm: 0, weightKg: 60 }, calculatorMessages.height],
    [{ heightCm: -170, weightKg: 60 }, calculatorMessages.height],
    [{ heightCm: Number.NaN, weightKg: 60 }, calculatorMessages.height],
    [{ heightCm: 300, weightKg: 60 }, calculatorMessages.height],
    [{ heightCm: 170, weightKg: 0 }, calculatorMessages.weight],
    [{ heightCm: 170, weightKg: 500 }, calculatorMessages.weight],
  ])('refuses %o', (input, error) => {
    expect(calculateBmi(input)).toEqual({ ok: false, error });
  });
});

describe('calculateBmr (Mifflin–St Jeor)', () => {
  it('adds 5 for a man: 30 years, 180 cm, 80 kg is 1,780 kcal', () => {
    expect(calculateBmr({ age: 30, sex: 'male', heightCm: 180, weightKg: 80 })).toEqual({
      ok: true,
      value: 1780,
    });
  });

  it('subtracts 161 for a woman: 30 years, 165 cm, 60 kg is 1,320 kcal', () => {
    expect(calculateBmr({ age: 30, sex: 'female', heightCm: 165, weightKg: 60 })).toEqual({
      ok: true,
      value: 1320,
    });
  });

  it.each([
    [{ age: 0, sex: 'male' as const, heightCm: 170, weightKg: 60 }, calculatorMessages.age],
    [{ age: 130, sex: 'male' as const, heightCm: 170, weightKg: 60 }, calculatorMessages.age],
    [{ age: 30, sex: 'male' as const, heightCm: 0, weightKg: 60 }, calculatorMessages.height],
    [{ age: 30, sex: 'female' as const, heightCm: 170, weightKg: 0 }, calculatorMessages.weight],
    [{ age: 30, sex: 'other' as 'male', heightCm: 170, weightKg: 60 }, calculatorMessages.sex],
  ])('refuses %o', (input, error) => {
    expect(calculateBmr(input)).toEqual({ ok: false, error });
  });
});

describe('BMI shown and band', () => {
  it('never disagree: a BMI shown as 25.0 is Overweight', () => {
    // 72.2 kg at 170 cm is 24.98…, shown as 25.0.
    const result = calculateBmi({ heightCm: 170, weightKg: 72.2 });
    expect(result).toEqual({
      ok: true,
      value: { bmi: 25, band: expect.objectContaining({ label: 'Overweight' }) },
    });
  });
});
