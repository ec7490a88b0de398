import { Button } from './button.tsx';

/** Cancel and the submit button, at the foot of every form dialog. */
export function DialogActions({
  onCancel,
  pending,
  label = 'Save',
  pendingLabel = 'Saving...',
  className = '',
}: {
  onCancel: () => void;
  pending: boolean;
  label?: string;
  pendingLabel?: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-end gap-2 pt-2 ${className}`}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
