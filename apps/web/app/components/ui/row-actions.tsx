import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

interface RowActionsProps {
  name: string;
  viewTo?: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

const iconButton =
  'inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium hover:bg-stone-100';

export function RowActions({ name, viewTo, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex gap-1">
      {viewTo && (
        <Link
          to={viewTo}
          className={`${iconButton} text-emerald-800`}
          aria-label={`View ${name}`}
          title={`View ${name}`}
        >
          <Eye aria-hidden size={16} />
          <span className="hidden 2xl:inline">View</span>
        </Link>
      )}
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          className={`${iconButton} text-stone-800`}
          aria-label={`Edit ${name}`}
          title={`Edit ${name}`}
        >
          <Pencil aria-hidden size={16} />
          <span className="hidden 2xl:inline">Edit</span>
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          className={`${iconButton} text-red-700`}
          aria-label={`Delete ${name}`}
          title={`Delete ${name}`}
        >
          <Trash2 aria-hidden size={16} />
          <span className="hidden 2xl:inline">Delete</span>
        </button>
      )}
    </div>
  );
}
