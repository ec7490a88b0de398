import { Plus } from 'lucide-react';
import { Button } from './button.tsx';
import { SearchBox } from './list-controls.tsx';

interface PanelHeaderProps {
  id: string;
  title: string;
  searchLabel: string;
  addLabel: string;
  onSearch: (q: string) => void;
  onAdd: () => void;
}

/** The heading, search box and Add button above an admin table. */
export function PanelHeader({
  id,
  title,
  searchLabel,
  addLabel,
  onSearch,
  onAdd,
}: PanelHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <SearchBox label={searchLabel} onSearch={onSearch} />
        {/* Its own width, on one line: beside the search box it was squeezed to two. */}
        <Button onClick={onAdd} className="shrink-0 whitespace-nowrap">
          <Plus aria-hidden size={18} /> {addLabel}
        </Button>
      </div>
    </div>
  );
}
