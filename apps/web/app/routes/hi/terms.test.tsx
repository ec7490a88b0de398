import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHindiPage } from '#web-test/hindi-page.tsx';
import HindiTerms, { meta } from './terms.tsx';

describe('the terms in Hindi, /hi/terms', () => {
  it('reads in Hindi: its title, its date in Hindi and the ten clauses, with the footer’s anchors', () => {
    renderHindiPage(HindiTerms, 'terms');
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
    expect(screen.getByText('आखिरी बदलाव: 22 नव॰ 2026।')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: '6. रिफ़ंड' }).parentElement,
    ).toHaveAttribute('id', 'refunds');
    expect(
      screen.getByRole('heading', { level: 2, name: '7. आपकी सेहत की जानकारी की प्राइवेसी' })
        .parentElement,
    ).toHaveAttribute('id', 'privacy');
    expect(screen.getAllByRole('heading', { level: 2, name: /^\d+\. / })).toHaveLength(10);
    expect(document.documentElement.lang).toBe('hi');
  });

  it('has a Hindi title and its own address for sharing', () => {
    expect(meta()).toEqual(
      expect.arrayContaining([
        { title: 'नियम और शर्तें | NourishWell' },
        { property: 'og:url', content: '/hi/terms' },
      ]),
    );
  });
});
