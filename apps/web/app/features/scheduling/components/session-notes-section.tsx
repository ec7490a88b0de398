import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { clientSessionsQuery } from '#web/features/scheduling/api/appointments-api.ts';
import { AdimeNoteDialog } from '#web/features/scheduling/notes/adime-note-dialog.tsx';
import { AdimeNoteView } from '#web/features/scheduling/notes/adime-note-view.tsx';
import { clientNotesQuery } from '#web/features/scheduling/notes/notes-api.ts';

/**
 * Her client's completed sessions, newest first: the notes written at each and, since
 * issue 35, its ADIME note (parts, signature, addenda) with a button to open or sign it.
 * `?note=latest` (from "Complete and open note") opens the newest session's note.
 */
export function SessionNotesSection({ clientId }: { clientId: number }) {
  const t = useT();
  const sessions = useQuery(clientSessionsQuery(clientId));
  const notes = useQuery(clientNotesQuery(clientId));
  const [open, setOpen] = useState<number | null>(null);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('note') === 'latest' ? sessions.data?.[0]?.id : undefined;
  const shown = open ?? requested ?? null;
  const close = () => {
    setOpen(null);
    if (requested !== undefined)
      setSearch((s) => {
        s.delete('note');
        return s;
      });
  };
  const noteOf = (id: number) => notes.data?.find((n) => n.appointmentId === id);
  return (
    <Card title={t('scheduling.sessionNotes')}>
      <SectionState read={sessions} what={t('scheduling.sessionNotesWhat')} />
      {sessions.data?.length === 0 && (
        <p className="text-stone-700">{t('scheduling.noCompleted')}</p>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ol aria-label={t('scheduling.completedSessions')} className="space-y-3">
          {sessions.data.map((s) => {
            const note = noteOf(s.id);
            return (
              <li key={s.id} className="space-y-2 rounded-xl border border-stone-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-stone-900">
                    {formatDateTime(s.scheduledAt)}
                    {s.nutritionistName && (
                      <span className="font-normal text-stone-600"> · {s.nutritionistName}</span>
                    )}
                  </p>
                  <span className="flex flex-wrap items-center gap-2">
                    {note?.signedAt && <Badge tone="green">{t('sessionNotes.signedBadge')}</Badge>}
                    {note && note.id !== null && !note.signedAt && (
                      <Badge tone="grey">{t('sessionNotes.draftBadge')}</Badge>
                    )}
                    {!note?.signedAt && (
                      <Button variant="secondary" onClick={() => setOpen(s.id)}>
                        {t('sessionNotes.open')}
                      </Button>
                    )}
                  </span>
                </div>
                <p className="break-words whitespace-pre-wrap text-stone-800">
                  {s.notes ?? t('scheduling.noNotes')}
                </p>
                {note && note.id !== null && <AdimeNoteView note={note} />}
              </li>
            );
          })}
        </ol>
      )}
      {shown !== null && <AdimeNoteDialog appointmentId={shown} onClose={close} />}
    </Card>
  );
}
