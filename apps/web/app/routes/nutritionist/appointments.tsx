import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AppointmentsBoard } from './appointments-board.tsx';
import { getSessionUser, getToken } from '#web/lib/session.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** My Appointments needs the token and the saved user, and finds her by that email. */
export default function NutritionistAppointments() {
  const t = useT();
  const user = getSessionUser();
  const signedIn = Boolean(getToken() && user);
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) return;
    toast.error(t('errors.auth.authenticationError'));
    void navigate('/login', { replace: true });
  }, [signedIn, navigate, t]);
  return user && signedIn ? <AppointmentsBoard email={user.email} /> : null;
}
