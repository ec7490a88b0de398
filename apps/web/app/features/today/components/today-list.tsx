import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { TodayItem } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ClientLink } from '#web/components/ui/client-link.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useMarkToday, useUnmarkToday } from '#web/features/today/api/today-api.ts';
import { reasonAction, reasonText, type TodayAction } from '#web/features/today/today-words.ts';
import { SnoozeMenu } from './snooze-menu.tsx';

/** The one-tap action of a row, made by the page (it knows chat, booking and her record). */
export type RenderAction = (item: TodayItem, action: TodayAction, label: string) => ReactNode;

/**
 * "Clients who need you": each row her client's name (her page), why, the action that
 * answers it, Snooze and Done. Done and a snooze can be undone from their toast.
 */
export function TodayList({
  items,
  renderAction,
}: {
  items: TodayItem[];
  renderAction: RenderAction;
}) {
  const t = useT();
  const mark = useMarkToday();
  const unmark = useUnmarkToday();
  if (items.length === 0)
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
        {t('today.empty')}
      </p>
    );

  const save = async (item: TodayItem, days?: number) => {
    const key = { clientId: item.clientId, reason: item.reason, occurrence: item.occurrence };
    try {
      await mark.mutateAsync({
        body: days ? { ...key, action: 'snooze', days } : { ...key, action: 'done' },
      });
    } catch (error) {
      toast.error(t('today.markFailed', { reason: error instanceof Error ? error.message : '' }));
      return;
    }
    toast.success(days ? t('today.snoozed', { days }) : t('today.markedDone'), {
      action: {
        label: t('today.undo'),
        onClick: () =>
          void unmark.mutate({ params: { clientId: item.clientId, reason: item.reason } }),
      },
    });
  };

  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-4">
      {items.map((item) => {
        const why = reasonText(t, item);
        const { action, label } = reasonAction[item.reason];
        const about = `${item.name}: ${why}`;
        return (
          <li
            key={`${item.clientId}/${item.reason}`}
            className="grid gap-3 py-4 lg:grid-cols-[12rem_minmax(0,1fr)_auto] lg:items-center"
          >
            <span className="font-medium">
              <ClientLink id={item.clientId} name={item.name} />
            </span>
            <span className="text-stone-800">{why}</span>
            <div className="flex flex-wrap items-center gap-2">
              {renderAction(item, action, t(label))}
              <SnoozeMenu
                label={t('today.snoozeName', { about })}
                disabled={mark.isPending}
                onSnooze={(days) => void save(item, days)}
              />
              <Button
                variant="ghost"
                aria-label={t('today.doneName', { about })}
                disabled={mark.isPending}
                onClick={() => void save(item)}
              >
                <Check aria-hidden size={16} /> {t('today.done')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
