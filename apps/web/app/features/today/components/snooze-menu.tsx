import { AlarmClock } from 'lucide-react';
import { useId, useState } from 'react';
import { TODAY_SNOOZE_DAYS } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** "Snooze" and its choices (1 day, 3 days, 1 week), shown under it when opened. */
export function SnoozeMenu({
  label,
  disabled,
  onSnooze,
}: {
  /** Says whose item it snoozes, for a screen reader. */
  label: string;
  disabled?: boolean;
  onSnooze: (days: number) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <div className="relative" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <AlarmClock aria-hidden size={16} /> {t('today.snooze')}
      </Button>
      {open && (
        <div
          id={menuId}
          role="group"
          aria-label={label}
          className="absolute right-0 z-10 mt-1 flex w-40 flex-col rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          {TODAY_SNOOZE_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              className="min-h-11 rounded-md px-3 text-left text-sm text-stone-800 hover:bg-stone-100"
              onClick={() => {
                setOpen(false);
                onSnooze(days);
              }}
            >
              {t('today.snoozeFor', { days })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
