import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { ClientPage } from './client-page.tsx';
import type { Route } from './+types/client';

/** One of her clients: details, progress, goals, meal plan and sessions. */
export default function NutritionistClient({ params }: Route.ComponentProps) {
  const me = useOutletContext<MeResponse>();
  return <ClientPage me={me.id} clientId={Number(params.id)} />;
}
