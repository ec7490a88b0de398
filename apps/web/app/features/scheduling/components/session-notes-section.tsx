import { useQuery } from '@tanstack/react-query';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { clientSessionsQuery } from '#web/features/scheduling/api/appointments-api.ts';

/** Her client's completed sessions with the notes written at each, newest first. */
export function SessionNotesSection({ clientId }: { clientId: number }) {
  const sessions = useQuery(clientSessionsQuery(clientId));
  return (
    <Card title="Session notes">
      <SectionState read={sessions} what="the session notes" />
      {sessions.data?.length === 0 && <p className="text-stone-700">No completed sessions yet.</p>}
      {sessions.data && sessions.data.length > 0 && (
        <ol aria-label="Completed sessions" className="space-y-3">
          {sessions.data.map((s) => (
            <li key={s.id} className="rounded-xl border border-stone-200 p-3">
              <p className="text-sm font-semibold text-stone-900">
                {formatDateTime(s.scheduledAt)}
                {s.nutritionistName && (
                  <span className="font-normal text-stone-600"> · {s.nutritionistName}</span>
                )}
              </p>
              <p className="break-words whitespace-pre-wrap text-stone-800">
                {s.notes ?? 'No notes written.'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
