import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** Edit and Delete for one row of a library table, each named for the row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <div className="flex gap-0.5">
      <IconButton
        tone="green"
        label={t('foodLibrary.editNamed', { name })}
        onClick={onEdit}
        icon={<Pencil aria-hidden size={18} />}
      />
      <IconButton
        tone="danger"
        label={t('foodLibrary.deleteNamed', { name })}
        onClick={onDelete}
        icon={<Trash2 aria-hidden size={18} />}
      />
    </div>
  );
}
