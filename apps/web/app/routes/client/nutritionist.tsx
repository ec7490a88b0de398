import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { MyNutritionist } from '#web/features/client/components/my-nutritionist.tsx';

export const meta = () => [{ title: 'My Nutritionist | NourishWell' }];

export default function ClientNutritionistPage() {
  const me = useOutletContext<MeResponse>();
  return <MyNutritionist email={me.email} />;
}
