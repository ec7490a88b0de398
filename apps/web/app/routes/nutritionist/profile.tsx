import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { UpdatePasswordDialog } from '#web/features/auth/update-password-dialog.tsx';
import { NutritionistProfile } from '#web/features/profile/components/nutritionist-profile-form.tsx';

export default function NutritionistProfilePage() {
  const me = useOutletContext<MeResponse>();
  return (
    <NutritionistProfile
      me={me.id}
      passwordDialog={(props) => <UpdatePasswordDialog {...props} />}
    />
  );
}
