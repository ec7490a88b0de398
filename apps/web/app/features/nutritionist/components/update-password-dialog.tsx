import { toast } from 'sonner';
import { newPasswordPairSchema, nutritionistMessages } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { saveSession } from '../../../lib/session.ts';
import { useUpdatePassword } from '../api/profile-api.ts';

/** §2.14: new password twice, with show/hide; the answer's fresh token keeps her signed in. */
export function UpdatePasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const update = useUpdatePassword();
  const form = useApiForm(
    newPasswordPairSchema,
    { newPassword: '', confirmPassword: '' },
    {
      failureText: (error) =>
        nutritionistMessages.updateFailed(error instanceof ApiError ? error.message : undefined),
    },
  );

  const onSubmit = form.submit(async ({ newPassword }) => {
    const session = await update.mutateAsync({ body: { email, password: newPassword } });
    saveSession(session.token, session.user);
    toast.success(session.message);
    onClose();
  });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Update Password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <DialogActions onCancel={onClose} pending={form.pending} label="Update Password" />
      </form>
    </Modal>
  );
}
