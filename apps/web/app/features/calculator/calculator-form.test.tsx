import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calculatorMessages } from '@nourishwell/shared';
import { hindiTexts } from '#web/lib/i18n/hindi.ts';
import { I18nProvider, useIslandTexts, useLocale } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { CalculatorForm } from './calculator-form.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The form as its page gives it its texts and articles: those of the language in use. */
function Calculator() {
  return (
    <CalculatorForm texts={useIslandTexts('calculator')} blog={linkIn(useLocale(), '/blogs')} />
  );
}

function renderForm() {
  render(
    <MemoryRouter>
      <Calculator />
    </MemoryRouter>,
  );
}

function renderInHindi() {
  render(
    <MemoryRouter>
      <I18nProvider locale="hi" texts={hindiTexts}>
        <Calculator />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('the BMI and BMR calculator', () => {
  it('gives the BMI with its band and article', async () => {
    renderForm();
    fill('Height (cm)', '170');
    fill('Weight (kg)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMI' }));
    expect(await screen.findByText('Overweight')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more about your condition' })).toHaveAttribute(
      'href',
      '/blogs/4',
    );
  });

  it('says the first value out of range, and starts over when switched to BMR', async () => {
    renderForm();
    fill('Height (cm)', '170');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calculatorMessages.weight);
    fireEvent.click(screen.getByLabelText('BMR'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(170);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calculatorMessages.age);
  });

  it('gives the BMR by Mifflin–St Jeor', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('BMR'));
    fill('Age (years)', '30');
    fireEvent.click(screen.getByLabelText('male'));
    fill('Height (cm)', '180');
    fill('Weight (kg)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMR' }));
    expect(await screen.findByText('1,780 kcal')).toBeInTheDocument();
  });
});

describe('the calculator in Hindi', () => {
  it('gives the BMI with its band in Hindi, the number in bold as in English', async () => {
    renderInHindi();
    fill('लंबाई (cm)', '170');
    fill('वज़न (kg)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'BMI निकालें' }));
    const result = await screen.findByText(/आपका BMI/);
    expect(result).toHaveTextContent('आपका BMI 27.7 है: ज़्यादा वज़न।');
    expect(screen.getByText('27.7').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /अपनी स्थिति के बारे में/ })).toHaveAttribute(
      'href',
      '/hi/blogs/4',
    );
  });

  it('gives the BMR in Hindi, and says a value out of range in Hindi', async () => {
    renderInHindi();
    fireEvent.click(screen.getByLabelText('BMR'));
    fireEvent.click(screen.getByRole('button', { name: 'BMR निकालें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'कृपया 2 से 120 साल के बीच की उम्र लिखें।',
    );
    fill('उम्र (साल)', '30');
    fireEvent.click(screen.getByLabelText('पुरुष'));
    fill('लंबाई (cm)', '180');
    fill('वज़न (kg)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'BMR निकालें' }));
    expect(await screen.findByText(/आपका BMR रोज़/)).toHaveTextContent('आपका BMR रोज़ 1,780 kcal है।');
  });
});
