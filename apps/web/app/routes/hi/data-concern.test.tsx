import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHindiPage } from '#web-test/hindi-page.tsx';
import HindiDataConcern, { meta } from './data-concern.tsx';

describe('the data concern page in Hindi, /hi/data-concern', () => {
  it('reads in Hindi and gives its form the Hindi texts', () => {
    renderHindiPage(HindiDataConcern, 'data-concern');
    expect(screen.getByRole('heading', { level: 1, name: 'डेटा से जुड़ी शिकायत करें' })).toBeVisible();
    expect(screen.getByText(/90 दिन के अंदर जवाब/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'शिकायत भेजें' })).toBeVisible();
    const island = document.querySelector('[data-island="data-concern"]');
    const props = JSON.parse(island?.getAttribute('data-props') ?? '{}') as { locale?: string };
    expect(props.locale).toBe('hi');
  });

  it('has a Hindi title and its own address for sharing', () => {
    expect(meta()).toEqual(
      expect.arrayContaining([
        { title: 'डेटा से जुड़ी शिकायत करें | NourishWell' },
        { property: 'og:url', content: '/hi/data-concern' },
      ]),
    );
  });
});
