import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schedulingMessages, type SchedulingSettings } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { expectFieldMessage, refuseField } from '#web-test/refusal.ts';
import { recordCalls } from '#web-test/sent.ts';
import { SchedulingSettingsCard } from './scheduling-settings-form.tsx';

startMockApi();

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const path = '/admin/scheduling-settings';
const saved: SchedulingSettings = {
  bookingHorizonDays: 30,
  minNoticeHours: 12,
  changeWindowHours: 24,
  reminderOffsetsMinutes: [1440, 90],
};
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function openSettings() {
  answer('get', path, saved);
  renderScreen(<SchedulingSettingsCard />, { role: 'admin' });
  await screen.findByRole('form', { name: 'Scheduling' });
}

describe('the practice’s scheduling settings', () => {
  it('says the settings are loading while they are on their way', async () => {
    neverAnswer('get', path);
    renderScreen(<SchedulingSettingsCard />, { role: 'admin' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says the server’s message when the settings cannot be loaded', async () => {
    fail('get', path);
    renderScreen(<SchedulingSettingsCard />, { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('shows whole hours as hours and the rest as minutes', async () => {
    await openSettings();
    expect(screen.getByLabelText('Clients may book up to (days ahead)')).toHaveValue(30);
    expect(screen.getByLabelText('Reminder 1')).toHaveValue(24);
    expect(screen.getByLabelText('Reminder 1: hours or minutes before')).toHaveValue('hours');
    expect(screen.getByLabelText('Reminder 2')).toHaveValue(90);
    expect(screen.getByLabelText('Reminder 2: hours or minutes before')).toHaveValue('minutes');
  });

  it('sends the windows and each reminder in minutes', async () => {
    await openSettings();
    const sent = recordCalls('put', path, saved);
    change('Clients may book up to (days ahead)', '60');
    change('Minimum notice to book (hours)', '4');
    change('Change or cancel until (hours before)', '12');
    click('Remove reminder 2');
    click('Add reminder');
    change('Reminder 2', '30');
    change('Reminder 2: hours or minutes before', 'minutes');
    click('Save scheduling settings');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      bookingHorizonDays: 60,
      minNoticeHours: 4,
      changeWindowHours: 12,
      reminderOffsetsMinutes: [1440, 30],
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(schedulingMessages.settingsSaved),
    );
  });

  it('refuses the same reminder twice and a fifth one cannot be added', async () => {
    await openSettings();
    const sent = recordCalls('put', path, saved);
    click('Add reminder');
    change('Reminder 3', '90');
    change('Reminder 3: hours or minutes before', 'minutes');
    click('Save scheduling settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(schedulingMessages.remindersInvalid);
    click('Add reminder');
    expect(screen.getByRole('button', { name: 'Add reminder' })).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('shows a refused field’s message from the server next to that field', async () => {
    await openSettings();
    refuseField('put', path, 'minNoticeHours', schedulingMessages.noticeInvalid);
    click('Save scheduling settings');
    await expectFieldMessage('Minimum notice to book (hours)', schedulingMessages.noticeInvalid);
  });
});
