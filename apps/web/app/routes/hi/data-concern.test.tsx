import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHindiPage } from '#web-test/hindi-page.tsx';
import { startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import HindiDataConcern, { meta } from './data-concern.tsx';

startMockApi();

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

  it('says its own field checks in Hindi, and sends the page’s language with the concern', async () => {
    const sent = recordCalls('post', '/grievances', {
      reference: 'DC-2026-0042',
      dueAt: '2027-02-25T00:00:00.000Z',
    });
    renderHindiPage(HindiDataConcern, 'data-concern');
    fireEvent.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    expect(await screen.findByText('कृपया अपना नाम लिखें।')).toBeVisible();
    expect(screen.getByText('कृपया अपनी शिकायत का छोटा-सा विषय लिखें।')).toBeVisible();
    expect(screen.queryByText(/Please/)).toBeNull();

    fireEvent.change(screen.getByLabelText(/^नाम/), { target: { value: 'Sunita Devi' } });
    fireEvent.change(screen.getByLabelText(/^ईमेल/), { target: { value: 'sunita@example.in' } });
    fireEvent.change(screen.getByLabelText(/^विषय/), { target: { value: 'मेरा डेटा' } });
    fireEvent.change(screen.getByLabelText(/^आपकी शिकायत/), {
      target: { value: 'मेरा पुराना नंबर हटाइए।' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    await screen.findByRole('status');
    expect(sent).toEqual([expect.objectContaining({ name: 'Sunita Devi', language: 'hi' })]);
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
