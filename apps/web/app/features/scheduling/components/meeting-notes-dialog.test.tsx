import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseloadClient } from '@nourishwell/shared';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MeetingNotesDialog } from './meeting-notes-dialog.tsx';

startMockApi();

const client = {
  id: 7,
  name: 'Meera Iyer',
  nextSession: '2026-11-15T06:00:00.000Z',
} as CaseloadClient;

describe('completing a session', () => {
  it('completes it and opens its ADIME note on her page with “Complete and open note”', async () => {
    answer('post', '/appointments/complete', { message: 'Appointment completed' });
    renderScreen(<MeetingNotesDialog me={4} client={client} onClose={() => undefined} />, {
      role: 'nutritionist',
      route: '/dashboard/nutritionist/appointments',
      dataRouter: true,
      otherRoutes: { '/dashboard/nutritionist/clients/7': <p>Meera’s page</p> },
    });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Cycle on time.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete and open note' }));
    expect(await screen.findByText('Meera’s page')).toBeVisible();
  });
});
