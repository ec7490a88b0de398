import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { AppointmentsBoard } from '../../features/nutritionist/components/appointments-board.tsx';

export const meta = () => [{ title: 'My Appointments | NourishWell' }];

export default function NutritionistAppointments() {
  const me = useOutletContext<MeResponse>();
  return <AppointmentsBoard me={me.id} />;
}
