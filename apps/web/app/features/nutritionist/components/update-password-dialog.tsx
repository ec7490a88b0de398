import { type FormEvent } from 'react';
import { toast } from 'sonner';
import { newPasswordPairSchema } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdatePassword } from '../api/profile-api.ts';

/** §2.14: new password twice, with show/hide; the answer's fresh token keeps her signed in. */
export function UpdatePasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const form = useSchemaForm(newPasswordPairSchema, { newPassword: '', confirmPassword: '' });
  const update = useUpdatePassword();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    try {
      const session = await update.mutateAsync({ email, password: input.newPassword });
      saveSession(session.token, session.user);
      toast.success(session.message);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? `Update failed. ${error.message}` : 'Update failed.');
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Update Password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={form.values.newPassword}
          onChange={(e) => form.set('newPassword', e.target.value)}
          error={form.errors.newPassword}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          onChange={(e) => form.set('confirmPassword', e.target.value)}
          error={form.errors.confirmPassword}
        />
        <DialogActions onCancel={onClose} pending={update.isPending} label="Update Password" />
      </form>
    </Modal>
  );
}
