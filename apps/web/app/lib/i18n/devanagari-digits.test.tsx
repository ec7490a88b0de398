import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateIn, formatRupeesIn, setDevanagariDigits } from '#web/lib/format.ts';
import { I18nProvider, useLocale, useT } from './i18n.tsx';

/** A price, a date and a counted text, as a screen writes them in the language in use. */
function Figures() {
  const locale = useLocale();
  const t = useT();
  return (
    <p>
      {formatRupeesIn(locale, 2499)} · {formatDateIn(locale, '2026-11-22T06:00:00Z')} ·{' '}
      {t('journal.mealsLogged', { count: 3 })}
    </p>
  );
}

afterEach(() => setDevanagariDigits(false));

describe('Devanagari digits by her choice', () => {
  it('shows ₹2,499 as ₹२,४९९, and her dates and counts in Devanagari, when she chose them', async () => {
    render(
      <I18nProvider locale="hi" devanagariDigits>
        <Figures />
      </I18nProvider>,
    );
    // Once the Hindi texts have loaded (a chunk of their own), the screen speaks Hindi.
    expect(await screen.findByText(/₹२,४९९ · २२ नव॰ २०२६ · ३ /)).toBeInTheDocument();
  });

  it('keeps ₹2,499 and 0–9 in Hindi without the choice, and in English whatever it is', async () => {
    const { unmount } = render(
      <I18nProvider locale="hi">
        <Figures />
      </I18nProvider>,
    );
    expect(await screen.findByText(/₹2,499 · 22 नव॰ 2026 · 3 /)).toBeInTheDocument();
    unmount();
    render(
      <I18nProvider locale="en" devanagariDigits>
        <Figures />
      </I18nProvider>,
    );
    expect(screen.getByText('₹2,499 · 22 Nov 2026 · 3 meals logged')).toBeInTheDocument();
  });
});
