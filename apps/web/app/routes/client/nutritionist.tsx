import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { MyNutritionist } from '#web/features/nutritionists/components/my-nutritionist.tsx';
import { ScheduleMeetLink } from '#web/features/scheduling/components/schedule-meet-link.tsx';

export default function ClientNutritionistPage() {
  const me = useOutletContext<MeResponse>();
  return <MyNutritionist email={me.email} meetLink={<ScheduleMeetLink />} />;
}
