import { useQuery } from '@tanstack/react-query';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { clientSessionsQuery } from '#web/features/scheduling/api/appointments-api.ts';

/** Her client's completed sessions with the notes written at each, newest first. */
export function SessionNotesSection({ clientId }: { clientId: number }) {
  const t = useT();
  const sessions = useQuery(clientSessionsQuery(clientId));
  return (
    <Card title={t('scheduling.sessionNotes')}>
      <SectionState read={sessions} what={t('scheduling.sessionNotesWhat')} />
      {sessions.data?.length === 0 && (
        <p className="text-stone-700">{t('scheduling.noCompleted')}</p>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ol aria-label={t('scheduling.completedSessions')} className="space-y-3">
          {sessions.data.map((s) => (
            <li key={s.id} className="rounded-xl border border-stone-200 p-3">
              <p className="text-sm font-semibold text-stone-900">
                {formatDateTime(s.scheduledAt)}
                {s.nutritionistName && (
                  <span className="font-normal text-stone-600"> · {s.nutritionistName}</span>
                )}
              </p>
              <p className="break-words whitespace-pre-wrap text-stone-800">
                {s.notes ?? t('scheduling.noNotes')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
