import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import { tracking } from '#web-test/fixtures/client-record.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { TrackingSection } from './tracking-section.tsx';

startMockApi();

const TRACKING = '/clients/7/tracking';
const show = () =>
  renderScreen(<TrackingSection clientId={7} clientName="Meera Iyer" />, { role: 'nutritionist' });
const five = ['Walk after dinner', 'No sugar in tea', 'Sleep by 11', 'Fruit at 11', 'Stretch'];

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit habits' }));
  return screen.findByRole('dialog', { name: 'Edit habits' });
}

describe('her client’s water target and habits', () => {
  it('says it is loading, and offers no editing until they are read', async () => {
    neverAnswer('get', TRACKING);
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading water and habits…');
    expect(screen.queryByRole('button', { name: 'Edit habits' })).toBeNull();
  });

  it('says they failed to load and offers Retry', async () => {
    fail('get', TRACKING);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load water and habits. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the water target and says when no habits are set yet', async () => {
    answer('get', TRACKING, tracking([], 10));
    show();
    expect(await screen.findByText('Water target: 10 glasses a day')).toBeVisible();
    expect(screen.getByText('No daily habits set yet.')).toBeVisible();
  });

  it('refuses a sixth habit, in the journal’s own words', async () => {
    answer('get', TRACKING, tracking(five));
    show();
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(journalMessages.tooManyHabits);
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(5);
    // Removing one makes room again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove habit 5' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(5);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('names a blank habit and a water target out of range, and sends nothing', async () => {
    answer('get', TRACKING, tracking(['Walk after dinner']));
    const sent = recordCalls('put', TRACKING, tracking());
    show();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Water target (glasses a day)'), {
      target: { value: '0' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(journalMessages.waterTargetRange)).toBeVisible();
    expect(within(dialog).getByText(journalMessages.habitRequired)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('saves the target and habits, keeping a kept habit’s id, and shows what was saved', async () => {
    answer('get', TRACKING, tracking(['Walk after dinner', 'No sugar in tea']));
    const saved = {
      clientId: 7,
      waterTarget: 9,
      habits: [
        { id: 1, title: 'Walk after dinner' },
        { id: 3, title: 'Sleep by 11' },
      ],
    };
    const sent = recordCalls('put', TRACKING, saved);
    show();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Water target (glasses a day)'), {
      target: { value: '9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove habit 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    fireEvent.change(within(dialog).getByLabelText('Habit 2'), {
      target: { value: 'Sleep by 11' },
    });
    answer('get', TRACKING, saved);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Water target: 9 glasses a day')).toBeVisible();
    expect(sent).toEqual([
      { waterTarget: 9, habits: [{ id: 1, title: 'Walk after dinner' }, { title: 'Sleep by 11' }] },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Daily habits' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Walk after dinner', 'Sleep by 11']);
  });
});
