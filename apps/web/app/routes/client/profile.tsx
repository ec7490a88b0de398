import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { ClientProfile } from '../../features/client/components/client-profile.tsx';

export const meta = () => [{ title: 'Profile | NourishWell' }];

export default function ClientProfilePage() {
  const me = useOutletContext<MeResponse>();
  return <ClientProfile email={me.email} />;
}
