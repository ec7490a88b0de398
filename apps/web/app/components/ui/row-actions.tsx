import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/i18n.tsx';

interface RowActionsProps {
  name: string;
  viewTo?: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

const iconButton =
  'inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium hover:bg-stone-100';

export function RowActions({ name, viewTo, onEdit, onDelete }: RowActionsProps) {
  const t = useT();
  return (
    <div className="flex gap-1">
      {viewTo && (
        <Link
          to={viewTo}
          className={`${iconButton} text-emerald-800`}
          aria-label={t('staffCommon.viewName', { name })}
          title={t('staffCommon.viewName', { name })}
        >
          <Eye aria-hidden size={16} />
          <span className="hidden 2xl:inline">{t('staffCommon.view')}</span>
        </Link>
      )}
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          className={`${iconButton} text-stone-800`}
          aria-label={t('staffCommon.editName', { name })}
          title={t('staffCommon.editName', { name })}
        >
          <Pencil aria-hidden size={16} />
          <span className="hidden 2xl:inline">{t('staffCommon.edit')}</span>
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          className={`${iconButton} text-red-700`}
          aria-label={t('staffCommon.deleteName', { name })}
          title={t('staffCommon.deleteName', { name })}
        >
          <Trash2 aria-hidden size={16} />
          <span className="hidden 2xl:inline">{t('staffCommon.delete')}</span>
        </button>
      )}
    </div>
  );
}
