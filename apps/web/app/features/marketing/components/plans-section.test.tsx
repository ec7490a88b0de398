import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRICED_PLANS } from '@nourishwell/shared';
import { hindiTexts } from '#web/lib/i18n/hindi.ts';
import { I18nProvider, useIslandTexts, useLocale } from '#web/lib/i18n/i18n.tsx';
import { PlansSection } from './plans-section.tsx';

/** The section as the landing page gives it its texts: those of the language in use. */
function Plans() {
  return (
    <PlansSection
      texts={useIslandTexts('public.plans')}
      payTexts={useIslandTexts('pay')}
      locale={useLocale()}
    />
  );
}

const renderInHindi = () =>
  render(
    <MemoryRouter>
      <I18nProvider locale="hi" texts={hindiTexts}>
        <Plans />
      </I18nProvider>
    </MemoryRouter>,
  );

describe('the plans on the landing page', () => {
  it('in English, name each plan as payments do, and say which one each button pays', () => {
    render(
      <MemoryRouter>
        <Plans />
      </MemoryRouter>,
    );
    for (const plan of Object.values(PRICED_PLANS))
      expect(screen.getByRole('heading', { name: plan.name })).toBeVisible();
    // The name a browser gives it (jsdom's name computation drops the space before the
    // visually hidden part, browsers keep it: e2e/public/forms.spec.ts presses it by name).
    const pay = screen.getAllByRole('button').map((button) => button.textContent);
    expect(pay).toContain('Pay now for the Gold Plan');
    expect(screen.getByText('Best Value')).toBeVisible();
    expect(screen.getByText(`valid ${PRICED_PLANS.gold.validDays} days`)).toBeVisible();
  });

  it('in Hindi, read in Hindi, prices and values included', () => {
    renderInHindi();
    expect(screen.getByRole('heading', { name: 'आपके लक्ष्य के हिसाब से प्लान' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Gold प्लान' })).toBeVisible();
    const pay = screen.getAllByRole('button').map((button) => button.textContent);
    expect(pay).toContain('अभी भुगतान करें (Gold प्लान के लिए)');
    expect(screen.getByText(`${PRICED_PLANS.gold.validDays} दिन के लिए मान्य`)).toBeVisible();
    expect(screen.getByText(`संतुष्ट नहीं? ₹${PRICED_PLANS.silver.maxRefund} तक वापस`)).toBeVisible();
  });

  it('in Hindi, lead to the Hindi sign-up and open the pay dialog in Hindi', async () => {
    renderInHindi();
    expect(screen.getByRole('link', { name: 'अभी साइन अप करें' })).toHaveAttribute(
      'href',
      '/hi/signup',
    );
    const gold = screen
      .getAllByRole('button')
      .find((button) => button.textContent === 'अभी भुगतान करें (Gold प्लान के लिए)');
    fireEvent.click(gold!);
    expect(await screen.findByRole('dialog', { name: 'Gold प्लान' })).toBeVisible();
    expect(screen.getByLabelText('फ़ोन नंबर')).toBeVisible();
  });
});
