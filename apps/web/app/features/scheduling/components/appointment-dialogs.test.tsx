import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseloadClient } from '@nourishwell/shared';
import { renderScreen, startMockApi } from '#web-test/screen.tsx';
import { AddAppointmentDialog } from './add-appointment-dialog.tsx';
import { RescheduleAppointmentDialog } from './reschedule-appointment-dialog.tsx';

startMockApi();

const client = { id: 7, name: 'Ananya Das', email: 'ananya@nourishwell.test' } as CaseloadClient;
const close = () => undefined;

// The date check is a union (date-time or date): a blank field must still say its text from
// the shared texts (careMessages.dateRequired), not the union's own message.
describe('the appointment date fields', () => {
  it('asks for a date when Reschedule is pressed with none, and sends nothing', async () => {
    renderScreen(<RescheduleAppointmentDialog client={client} onClose={close} />, {
      role: 'nutritionist',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(
      await screen.findByText('Please choose a date for the appointment.'),
    ).toBeInTheDocument();
  });

  it('asks for a client and a date when Add Appointment is pressed with neither', async () => {
    renderScreen(<AddAppointmentDialog me={4} clients={[client]} onClose={close} />, {
      role: 'nutritionist',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Appointment' }));
    expect(await screen.findByText('Client ID is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a date for the appointment.')).toBeInTheDocument();
  });
});
