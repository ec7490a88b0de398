import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { NutritionistProfile } from '#web/features/nutritionist/components/profile-form.tsx';

export const meta = () => [{ title: 'Profile | NourishWell' }];

export default function NutritionistProfilePage() {
  const me = useOutletContext<MeResponse>();
  return <NutritionistProfile me={me.id} />;
}
