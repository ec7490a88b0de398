import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AppointmentsBoard } from './appointments-board.tsx';
import { getSessionUser, getToken } from '#web/lib/session.ts';

export const meta = () => [{ title: 'My Appointments | NourishWell' }];

/** My Appointments needs the token and the saved user, and finds her by that email. */
export default function NutritionistAppointments() {
  const user = getSessionUser();
  const signedIn = Boolean(getToken() && user);
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) return;
    toast.error('Authentication error');
    void navigate('/login', { replace: true });
  }, [signedIn, navigate]);
  return user && signedIn ? <AppointmentsBoard email={user.email} /> : null;
}
