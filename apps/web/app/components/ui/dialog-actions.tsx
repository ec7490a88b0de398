import { Button } from './button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** Cancel and the submit button, at the foot of every form dialog. */
export function DialogActions({
  onCancel,
  pending,
  label,
  pendingLabel,
  className = '',
}: {
  onCancel: () => void;
  pending: boolean;
  label?: string;
  pendingLabel?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={`flex justify-end gap-2 pt-2 ${className}`}>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? (pendingLabel ?? t('common.saving')) : (label ?? t('common.save'))}
      </Button>
    </div>
  );
}

/** Cancel and the confirming button, at the foot of a dialog that asks "are you sure?". */
export function ConfirmActions({
  onCancel,
  onConfirm,
  pending = false,
  label,
  pendingLabel = label,
  cancelLabel,
  danger = false,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
  label: string;
  pendingLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
