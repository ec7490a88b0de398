import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { IntakeSendSummary } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  clientIntakeSendQuery,
  clientIntakeSendsQuery,
  intakeFormsQuery,
  useSendIntakeForm,
} from '../api/intake-api.ts';
import { AnswersView } from './answers-view.tsx';

const tone = { sent: 'grey', opened: 'amber', completed: 'green' } as const;

/** Sending a form: the active forms she may send, and the send itself. */
function SendForm({ clientId }: { clientId: number }) {
  const t = useT();
  const forms = useQuery(intakeFormsQuery());
  const send = useSendIntakeForm();
  const [formId, setFormId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const active = forms.data?.filter((form) => !form.retiredAt) ?? [];
  async function submit() {
    if (!formId) return setFailure(t('intakeForms.send.choose'));
    setFailure(null);
    try {
      const sent = await send.mutateAsync({
        params: { clientId },
        body: { formId: Number(formId) },
      });
      toast.success(t('intakeForms.send.done', { form: sent.title }));
      setFormId('');
    } catch (error) {
      setFailure(apiMessageOr(t('intakeForms.send.failed'))(error));
    }
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1 basis-56">
        <SelectField
          label={t('intakeForms.send.form')}
          value={formId}
          onChange={(event) => setFormId(event.target.value)}
        >
          <option value="">{t('intakeForms.send.placeholder')}</option>
          {active.map((form) => (
            <option key={form.id} value={form.id}>
              {form.title}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('intakeForms.send.sending') : t('intakeForms.send.submit')}
      </Button>
      <FormAlert message={failure} className="basis-full" />
    </form>
  );
}

/** A signed form's answers and signature, read in a dialog (the read is in her access log). */
function ReadSend({
  clientId,
  send,
  onClose,
}: {
  clientId: number;
  send: IntakeSendSummary;
  onClose: () => void;
}) {
  const t = useT();
  const read = useQuery(clientIntakeSendQuery(clientId, send.id));
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={`${send.title} (v${send.version})`}
    >
      <SectionState read={read} what={t('intakeForms.section.answersWhat')} />
      {read.data && (
        <AnswersView
          send={read.data}
          signedOn={read.data.signedOn ? formatDate(`${read.data.signedOn}T12:00:00Z`) : null}
          words={{
            yes: t('intakeForms.answers.yes'),
            no: t('intakeForms.answers.no'),
            notAnswered: t('intakeForms.answers.notAnswered'),
            signedBy: (name, date) => t('intakeForms.answers.signedBy', { name, date }),
            file: (fileId) => (
              <Button
                variant="secondary"
                // Fetched with her token (a plain link would carry none); the read is logged.
                onClick={() =>
                  void downloadFile('recordFile', { params: { fileId } }).catch((error) =>
                    toast.error(apiMessageOr(t('intakeForms.answers.downloadFailed'))(error)),
                  )
                }
              >
                {t('intakeForms.answers.download')}
              </Button>
            ),
          }}
        />
      )}
    </Modal>
  );
}

function statusLine(t: ReturnType<typeof useT>, send: IntakeSendSummary) {
  const parts = [t('intakeForms.section.sentOn', { date: formatDateTime(send.sentAt) })];
  if (send.openedAt)
    parts.push(t('intakeForms.section.openedOn', { date: formatDateTime(send.openedAt) }));
  if (send.completedAt)
    parts.push(t('intakeForms.section.completedOn', { date: formatDateTime(send.completedAt) }));
  if (send.remindedAt && !send.completedAt)
    parts.push(t('intakeForms.section.remindedOn', { date: formatDateTime(send.remindedAt) }));
  return parts.join(' · ');
}

/**
 * The client page's "Intake forms" (issue 35): send her a form, see each one sent, opened
 * or completed with its dates, and read a completed one with her signature.
 */
export function ClientIntakeSection({ clientId }: { clientId: number }) {
  const t = useT();
  const sends = useQuery(clientIntakeSendsQuery(clientId));
  const [reading, setReading] = useState<IntakeSendSummary | null>(null);
  return (
    <Card title={t('intakeForms.section.title')}>
      <div className="space-y-4">
        <SendForm clientId={clientId} />
        <SectionState read={sends} what={t('intakeForms.section.what')} />
        {sends.data?.length === 0 && (
          <p className="text-stone-700">{t('intakeForms.section.none')}</p>
        )}
        {sends.data && sends.data.length > 0 && (
          <ul aria-label={t('intakeForms.section.list')} className="divide-y divide-stone-200">
            {sends.data.map((send) => (
              <li key={send.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                    {send.title}
                    <Badge tone={tone[send.status]}>{t(`intakeForms.status.${send.status}`)}</Badge>
                  </p>
                  <p className="text-sm text-stone-600">{statusLine(t, send)}</p>
                </div>
                {send.status === 'completed' && (
                  <Button
                    variant="secondary"
                    onClick={() => setReading(send)}
                    aria-label={`${t('intakeForms.section.read')}: ${send.title}`}
                  >
                    {t('intakeForms.section.read')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {reading && <ReadSend clientId={clientId} send={reading} onClose={() => setReading(null)} />}
    </Card>
  );
}
