import { Trash2 } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/field.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * A start and end time with a remove button, for a weekday's range or a date's extra
 * hours. `name` is what a screen reader hears ("Monday hours 2"): the visible labels are
 * only "From" and "Until".
 */
export function TimeRangeInputs({
  name,
  start,
  end,
  startError,
  endError,
  onRemove,
}: {
  name: string;
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  startError?: string;
  endError?: string;
  onRemove?: () => void;
}) {
  const t = useT();
  return (
    <div className="flex items-start gap-2">
      {/* A phone stacks the two: side by side, a time with am/pm would be cut off. */}
      <div className="grid min-w-0 flex-1 gap-2 min-[420px]:grid-cols-2">
        <TextField
          label={t('scheduling.from')}
          aria-label={t('scheduling.fromNamed', { name })}
          type="time"
          {...start}
          error={startError}
        />
        <TextField
          label={t('scheduling.until')}
          aria-label={t('scheduling.untilNamed', { name })}
          type="time"
          {...end}
          error={endError}
        />
      </div>
      {onRemove && (
        <div className="pt-7">
          <IconButton
            label={t('scheduling.removeNamed', { name })}
            tone="danger"
            onClick={onRemove}
            icon={<Trash2 aria-hidden size={18} />}
          />
        </div>
      )}
    </div>
  );
}
