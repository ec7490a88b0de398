import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { ClientsBoard } from '#web/features/nutritionist/components/clients-board.tsx';

export const meta = () => [{ title: 'My Clients | NourishWell' }];

export default function NutritionistClients() {
  const me = useOutletContext<MeResponse>();
  return <ClientsBoard me={me.id} />;
}
