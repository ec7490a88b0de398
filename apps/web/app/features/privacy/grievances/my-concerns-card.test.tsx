import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { grievanceMessages, type MyGrievance } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MyConcernsCard } from './my-concerns-card.tsx';

startMockApi();

const path = '/me/grievances';
const concern = (over: Partial<MyGrievance> = {}): MyGrievance => ({
  id: 1,
  reference: 'DC-ABCDEF',
  subject: 'Who saw my plan?',
  message: 'Please tell me who opened my meal plan.',
  status: 'open',
  createdAt: '2026-11-20T04:30:00.000Z',
  dueAt: '2027-02-18T04:30:00.000Z',
  reply: null,
  resolvedAt: null,
  ...over,
});

const list = () => screen.getByRole('region', { name: 'Your data concerns' });

describe('her data concerns card', () => {
  it('says her concerns are loading', async () => {
    neverAnswer('get', path);
    renderScreen(<MyConcernsCard />, { role: 'client' });
    expect(await within(list()).findByText('Loading…')).toBeInTheDocument();
  });

  it('says she has raised none yet', async () => {
    answer('get', path, []);
    renderScreen(<MyConcernsCard />, { role: 'client' });
    expect(await screen.findByText(grievanceMessages.noneYet)).toBeInTheDocument();
  });

  it('says they could not be loaded, with Retry', async () => {
    fail('get', path);
    renderScreen(<MyConcernsCard />, { role: 'nutritionist' });
    expect(await screen.findByRole('alert')).toHaveTextContent(grievanceMessages.loadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists each concern with its status, due date and the answer once resolved', async () => {
    answer('get', path, [
      concern({
        id: 2,
        reference: 'DC-ZZZZZZ',
        status: 'resolved',
        reply: 'Only your nutritionist opened it.',
        resolvedAt: '2026-11-22T04:30:00.000Z',
      }),
      concern(),
    ]);
    renderScreen(<MyConcernsCard />, { role: 'client' });
    const [resolved, open] = await within(list()).findAllByRole('listitem');
    expect(resolved).toHaveTextContent(/Resolved.*DC-ZZZZZZ.*answered 22 Nov 2026/);
    expect(resolved).toHaveTextContent('Only your nutritionist opened it.');
    expect(open).toHaveTextContent(/Open.*DC-ABCDEF.*answer by 18 Feb 2027/);
  });

  it('raises a concern as her and shows its reference', async () => {
    answer('get', path, []);
    answer(
      'post',
      path,
      { reference: 'DC-NEWONE', dueAt: '2027-02-22T10:00:00.000Z' },
      {
        status: 201,
      },
    );
    renderScreen(<MyConcernsCard />, { role: 'client' });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Export' } });
    fireEvent.change(screen.getByLabelText('Your concern'), { target: { value: 'Why so slow?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send concern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('DC-NEWONE');
  });
});
