import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { measurementMessages, type CaseloadClient } from '@nourishwell/shared';
import { latestRecordDay } from '#web/lib/format.ts';
import { clientRecord } from '#web-test/fixtures/records.ts';
import { measurement } from '#web-test/fixtures/measurement-records.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ProgressDialog } from './progress-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

const client: CaseloadClient = {
  ...clientRecord({ name: 'Priya Nair' }),
  goal: null,
  goalProgress: null,
  latestWeight: null,
  lastLoggedOn: null,
  adherence7d: null,
  language: 'en',
};

function open() {
  const onClose = vi.fn();
  answer('get', '/client/progress', [{ week: 1, weight: 68 }]);
  renderScreen(<ProgressDialog client={client} onClose={onClose} />, { role: 'nutritionist' });
  return { dialog: screen.getByRole('dialog', { name: 'Add Progress' }), onClose };
}
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Add Progress', () => {
  it('still records a Week 1–4 weight, showing what each week holds', async () => {
    const { dialog, onClose } = open();
    expect(within(dialog).getByRole('tab', { selected: true })).toHaveTextContent('Week 1–4');
    expect(await within(dialog).findByRole('option', { name: 'Week 1 (now 68 kg)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    expect(await within(dialog).findByText('Please select week and enter weight.')).toBeVisible();
    type(dialog, 'Week', '3');
    type(dialog, 'Weight (kg)', '66.4');
    const sent = recordCalls('post', '/client/progress', { message: 'Progress saved' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ clientId: 7, week: 3, weight: 66.4 }]);
    expect(toast.success).toHaveBeenCalledWith('Week 3 saved for Priya Nair');
  });

  it('records her weight and measurements on any date, past Week 4', async () => {
    const { dialog, onClose } = open();
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Any date' }));
    expect(await within(dialog).findByLabelText('Date')).toHaveValue(latestRecordDay());
    type(dialog, 'Weight (kg)', '401');
    type(dialog, 'Hip (cm, optional)', '300');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save measurement' }));
    expect(await within(dialog).findByText(measurementMessages.weightRange)).toBeVisible();
    expect(within(dialog).getByText(measurementMessages.hipRange)).toBeVisible();

    type(dialog, 'Weight (kg)', '65.8');
    type(dialog, 'Hip (cm, optional)', '96');
    type(dialog, 'Body fat (%, optional)', '29.5');
    const sent = recordCalls(
      'post',
      '/clients/7/measurements',
      measurement(latestRecordDay(), 65.8, { hipCm: 96, bodyFatPct: 29.5 }),
      201,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save measurement' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { date: latestRecordDay(), weightKg: 65.8, waistCm: null, hipCm: 96, bodyFatPct: 29.5 },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Measurement saved for Priya Nair');
  });
});
