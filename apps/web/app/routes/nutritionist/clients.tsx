import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { ClientsBoard } from './clients-board.tsx';

export default function NutritionistClients() {
  const me = useOutletContext<MeResponse>();
  return <ClientsBoard me={me.id} />;
}
