import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** Up, down and remove for a section or a question of the builder, each naming it. */
export function PlaceButtons({
  name,
  onMove,
  onRemove,
}: {
  name: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className="flex gap-1">
      <IconButton
        label={t('intakeForms.builder.moveUp', { name })}
        onClick={() => onMove(-1)}
        icon={<ArrowUp aria-hidden size={18} />}
      />
      <IconButton
        label={t('intakeForms.builder.moveDown', { name })}
        onClick={() => onMove(1)}
        icon={<ArrowDown aria-hidden size={18} />}
      />
      <IconButton
        label={t('intakeForms.builder.remove', { name })}
        onClick={onRemove}
        icon={<Trash2 aria-hidden size={18} />}
        tone="danger"
      />
    </div>
  );
}
