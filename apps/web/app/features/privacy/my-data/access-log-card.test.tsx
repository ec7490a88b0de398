import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyDataMessages as m } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { AccessLogCard } from './access-log-card.tsx';

startMockApi();

const path = '/me/access-log';

describe('who viewed my records', () => {
  it('says it is loading while the log is on its way', async () => {
    neverAnswer('get', path);
    renderScreen(<AccessLogCard />, { role: 'client' });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
  });

  it('says no one has viewed her records when the log is empty', async () => {
    answer('get', path, [], { headers: { 'X-Total-Count': '0' } });
    renderScreen(<AccessLogCard />, { role: 'client' });
    expect(await screen.findByText(m.accessEmpty)).toBeInTheDocument();
  });

  it('says the log could not be loaded, with Retry', async () => {
    fail('get', path);
    renderScreen(<AccessLogCard />, { role: 'client' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.accessFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('names who viewed what, with their role, and pages a long log', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      id: 30 - i,
      at: '2026-11-20T04:30:00.000Z',
      who: i === 0 ? 'Asha Rao' : 'NourishWell',
      role: i === 0 ? 'nutritionist' : null,
      what: 'Assessment',
      action: 'viewed',
    }));
    answer('get', path, rows, { headers: { 'X-Total-Count': '30' } });
    renderScreen(<AccessLogCard />, { role: 'client' });
    const list = await screen.findByRole('list', { name: m.accessTitle });
    expect(list.firstElementChild).toHaveTextContent('Asha Rao (Nutritionist) viewed assessment');
    expect(screen.getByText('Showing 1–20 of 30')).toBeInTheDocument();
  });
});
