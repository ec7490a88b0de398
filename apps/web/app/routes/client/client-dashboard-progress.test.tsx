import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { journalMessages, measurementMessages } from '@nourishwell/shared';
import { formatDay, localToday } from '#web/components/charts/measurement-scale.ts';
import { formatShortDay } from '#web/components/charts/measurement-words.ts';
import { latestRecordDay } from '#web/lib/format.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { measurement, weekEntry } from '#web-test/fixtures/measurement-records.ts';
import { recordCalls } from '#web-test/sent.ts';
import { planWeek } from '#web-test/fixtures/plan-week-records.ts';
import { ClientDashboard } from './client-dashboard.tsx';
import { newClient } from '#web-test/fixtures/portal-records.ts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

const email = 'client@nourishwell.test';
/** A date `n` days before today, as the API writes dates. */
const daysAgo = (n: number) => {
  const day = new Date(`${localToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
};

function show(measurements?: unknown) {
  answer('get', '/client/email', [newClient()]);
  answer('get', '/clients/7/meal-plan', planWeek({}));
  answer('get', '/bookings', []);
  if (measurements !== undefined) answer('get', '/clients/7/measurements', measurements as never);
  renderScreen(<ClientDashboard email={email} />, { role: 'client', email });
}
const card = () => screen.findByRole('region', { name: 'Weight & measurements' });
const stat = (label: string) => screen.getByText(label, { exact: true }).parentElement!;

describe('her progress on the dashboard', () => {
  it('says it is loading while her measurements are on their way', async () => {
    neverAnswer('get', '/clients/7/measurements');
    show();
    expect(await within(await card()).findByRole('status')).toHaveTextContent('Loading progress…');
    expect(stat('Progress')).toHaveTextContent('…');
  });

  it('says there is no progress yet, and offers to record a measurement', async () => {
    show([]);
    expect(
      await within(await card()).findByText('No progress data available, Contact Nutritionist.'),
    ).toBeVisible();
    expect(stat('Progress (all time)')).toHaveTextContent('N/A');
    expect(screen.getByRole('button', { name: 'Record measurement' })).toBeEnabled();
  });

  it('says the measurements failed and loads them again on Retry', async () => {
    fail('get', '/clients/7/measurements');
    show();
    const region = await card();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      measurementMessages.loadFailed,
    );
    answer('get', '/clients/7/measurements', [measurement(daysAgo(3), 70)]);
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByRole('table')).toBeInTheDocument();
  });

  it('reads the change over the period shown, week entries at their dates among the dated ones', async () => {
    show([
      measurement(daysAgo(200), 80),
      weekEntry(1, daysAgo(60), 72.4),
      measurement(daysAgo(20), 71.5, { waistCm: 84 }),
      measurement(daysAgo(2), 70, { waistCm: 82 }),
    ]);
    const region = await card();
    await within(region).findByRole('table');
    expect(stat('Progress (last 3 months)')).toHaveTextContent(
      `−2.4 kgsince ${formatShortDay(daysAgo(60))}`,
    );
    const rows = within(within(region).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Week 1');
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Weight (kg)',
      'Waist & hip (cm)',
    ]);

    fireEvent.change(within(region).getByLabelText('Period'), { target: { value: '4w' } });
    expect(stat('Progress (last 4 weeks)')).toHaveTextContent(
      `−1.5 kgsince ${formatShortDay(daysAgo(20))}`,
    );
    fireEvent.change(within(region).getByLabelText('Period'), { target: { value: 'all' } });
    expect(stat('Progress (all time)')).toHaveTextContent('−10.0 kg');
  });

  it('removes a dated measurement only after she confirms', async () => {
    const kept = measurement(daysAgo(9), 71);
    const mistaken = measurement(daysAgo(2), 17, { id: 41 });
    show([kept, mistaken]);
    const region = await card();
    fireEvent.click(
      await within(region).findByRole('button', {
        name: `Delete measurement of ${formatDay(mistaken.date)}`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete measurement?' });
    expect(dialog).toHaveTextContent('(17 kg) will be removed. This cannot be undone.');
    const sent = recordCalls('delete', '/clients/7/measurements/41', {
      message: measurementMessages.deleted,
    });
    answer('get', '/clients/7/measurements', [kept]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(measurementMessages.deleted));
    expect(sent).toEqual([null]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(within(region).getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
  });
});

describe('recording a measurement', () => {
  const open = async () => {
    show([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Record measurement' }));
    return screen.getByRole('dialog', { name: 'Record measurement' });
  };
  const save = (dialog: HTMLElement) =>
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save measurement' }));
  const type = (dialog: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

  it('opens on today, which is the latest date it offers', async () => {
    const dialog = await open();
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveValue(latestRecordDay());
    expect(date).toHaveAttribute('max', localToday());
  });

  it('says the server’s own messages for a missing weight and impossible figures', async () => {
    const dialog = await open();
    type(dialog, 'Waist (cm, optional)', '20');
    type(dialog, 'Body fat (%, optional)', '90');
    save(dialog);
    expect(await within(dialog).findByText(measurementMessages.weightRange)).toBeVisible();
    expect(within(dialog).getByText(measurementMessages.waistRange)).toBeVisible();
    expect(within(dialog).getByText(measurementMessages.bodyFatRange)).toBeVisible();
    type(dialog, 'Waist (cm, optional)', '82');
    expect(within(dialog).queryByText(measurementMessages.waistRange)).toBeNull();
  });

  it('says why the server refused a date, and keeps what she typed', async () => {
    const dialog = await open();
    type(dialog, 'Weight (kg)', '70.2');
    recordCalls(
      'post',
      '/clients/7/measurements',
      { message: journalMessages.dateBeforeClient, code: 'BAD_REQUEST' },
      400,
    );
    save(dialog);
    // Said to her as to anyone: nothing about "the client".
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please choose a date from the day the account was opened.',
    );
    expect(toast.error).toHaveBeenCalledWith(journalMessages.dateBeforeClient);
    expect(within(dialog).getByLabelText('Weight (kg)')).toHaveValue(70.2);
  });

  it('sends the date’s figures, leaving out what she did not measure, and shows the new entry', async () => {
    const dialog = await open();
    type(dialog, 'Date', daysAgo(1));
    type(dialog, 'Weight (kg)', '70.2');
    type(dialog, 'Hip (cm, optional)', '98.5');
    const saved = measurement(daysAgo(1), 70.2, { hipCm: 98.5 });
    const sent = recordCalls('post', '/clients/7/measurements', saved, 201);
    answer('get', '/clients/7/measurements', [saved]);
    save(dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(measurementMessages.saved));
    expect(sent).toEqual([
      { date: daysAgo(1), weightKg: 70.2, waistCm: null, hipCm: 98.5, bodyFatPct: null },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(await card()).findByRole('table')).toHaveTextContent('98.5');
  });
});
