import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { clientTrackingQuery } from '#web/features/journal/api/client-journal-api.ts';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { TrackingDialog } from './tracking-dialog.tsx';

/** Her client's water target and daily habits, which she sets in the Edit habits dialog. */
export function TrackingSection({
  clientId,
  clientName,
}: {
  clientId: number;
  clientName: string;
}) {
  const t = useT();
  const tracking = useQuery(clientTrackingQuery(clientId));
  const [editing, setEditing] = useState(false);
  const action = tracking.data && (
    <Button variant="secondary" onClick={() => setEditing(true)}>
      <ListChecks aria-hidden size={18} /> {t('journal.editHabits')}
    </Button>
  );
  return (
    <Card title={t('journal.waterAndHabits')} action={action}>
      <SectionState read={tracking} what="water and habits" />
      {tracking.data && (
        <div className="space-y-2 text-stone-800">
          <p>{t('journal.waterTargetIs', { count: tracking.data.waterTarget })}</p>
          {tracking.data.habits.length === 0 ? (
            <p className="text-stone-700">{t('journal.noDailyHabits')}</p>
          ) : (
            <ul aria-label={t('journal.dailyHabitsList')} className="list-disc space-y-1 pl-5">
              {tracking.data.habits.map((h) => (
                <li key={h.id} className="break-words">
                  {h.title}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {editing && tracking.data && (
        <TrackingDialog
          tracking={tracking.data}
          clientName={clientName}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
