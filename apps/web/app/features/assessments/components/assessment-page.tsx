import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { AssessmentVersion } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useMessages, useT } from '#web/lib/i18n/i18n.tsx';
import { sayRich } from '#web/lib/i18n/island-texts.tsx';
import {
  assessmentHistoryQuery,
  assessmentQuery,
} from '#web/features/assessments/api/assessments-api.ts';
import { caseloadQuery } from '#web/features/assessments/api/assessments-api.ts';
import { AssessmentForm, type AssessmentPrefill } from './assessment-form.tsx';
import { ClientLink } from '#web/components/ui/client-link.tsx';
import { closedRecordsMessage } from '#web/components/ui/query-error.tsx';

function VersionList({
  versions,
  viewing,
  onView,
}: {
  versions: AssessmentVersion[];
  viewing: number | undefined;
  onView: (id: number | undefined) => void;
}) {
  const t = useT();
  if (versions.length === 0)
    return <p className="text-sm text-stone-600">{t('assessment.firstOne')}</p>;
  return (
    <ol className="space-y-1">
      {versions.slice(0, 10).map((v, index) => {
        const current = viewing === undefined ? index === 0 : viewing === v.id;
        return (
          <li key={v.id}>
            <button
              type="button"
              onClick={() => onView(index === 0 ? undefined : v.id)}
              aria-current={current ? 'true' : undefined}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm hover:bg-stone-100 aria-[current=true]:bg-emerald-50 aria-[current=true]:font-semibold"
            >
              <span>{formatDateTime(v.createdAt)}</span>
              <span className="text-stone-600">
                {index === 0 ? t('assessment.latest') : (v.nutritionistName ?? '')}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

const noPrefill = () => ({ pending: false, prefill: null });

/**
 * Client Assessment: choose a client; her latest assessment opens, earlier versions stay readable.
 * ?client=id (from her client record) opens with that client chosen.
 */
export function AssessmentPage({
  me,
  usePrefill = noPrefill,
}: {
  me: number;
  /**
   * Values to prefill empty fields with, by client (issue 35: the page composes her intake
   * form's answers in); `pending` while they are on their way.
   */
  usePrefill?: (clientId: number) => { pending: boolean; prefill: AssessmentPrefill | null };
}) {
  const t = useT();
  const messages = useMessages();
  const loadFailed = t('assessment.loadFailed');
  const clients = useQuery(caseloadQuery(me));
  const [params] = useSearchParams();
  const [clientId, setClientId] = useState<number | null>(
    () => Number(params.get('client')) || null,
  );
  const [version, setVersion] = useState<number | undefined>();
  const selected = clientId ?? 0;
  const record = useQuery({ ...assessmentQuery(selected, version), enabled: selected > 0 });
  const history = useQuery({ ...assessmentHistoryQuery(selected), enabled: selected > 0 });
  const prefill = usePrefill(selected);

  // A client who withdrew consent: her records are closed, and the server says so.
  const failure = closedRecordsMessage(record.error) ?? loadFailed;
  useEffect(() => {
    if (record.isError) toast.error(failure);
  }, [record.isError, failure]);

  const pick = (value: string) => {
    setClientId(value ? Number(value) : null);
    setVersion(undefined);
  };

  const loading = selected > 0 && (record.isLoading || history.isLoading || prefill.pending);
  const chosen = clients.data?.find((c) => c.id === clientId);
  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <SelectField
          label={t('assessment.client')}
          value={clientId ?? ''}
          onChange={(e) => pick(e.target.value)}
          hint={clients.isError ? t('assessment.clientsLoadFailed') : undefined}
        >
          <option value="">
            {clients.isLoading ? t('assessment.loadingClients') : t('assessment.selectClient')}
          </option>
          {clients.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </SelectField>
        {chosen && (
          <p className="mt-2 text-sm">
            {sayRich(messages, 'assessment.clientRecord', {
              link: <ClientLink id={chosen.id} name={chosen.name} />,
            })}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          {version !== undefined && (
            <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
              <span>{t('assessment.earlierVersion')}</span>
              <Button variant="secondary" onClick={() => setVersion(undefined)}>
                {t('assessment.backToLatest')}
              </Button>
            </div>
          )}
          {loading && <p role="status">{t('assessment.loading')}</p>}
          {record.isError && <FormAlert message={failure} />}
          {!loading && !record.isError && (
            <AssessmentForm
              // A new client or version opens a fresh form with its values.
              key={`${selected}-${record.data?.id ?? 'new'}-${version ?? 'latest'}`}
              me={me}
              clientId={clientId}
              record={selected > 0 ? (record.data ?? null) : null}
              // An earlier version is read as it was; only the latest is prefilled.
              prefill={version === undefined ? prefill.prefill : null}
              onSubmitted={() => setVersion(undefined)}
            />
          )}
        </div>
        {/* On a phone the history sits above the long form; on a wide screen, beside it. */}
        <aside
          aria-labelledby="history-heading"
          className="order-first h-fit rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:sticky lg:top-4 lg:order-none"
        >
          <h2
            id="history-heading"
            className="mb-3 flex items-center gap-2 font-semibold text-stone-900"
          >
            <History aria-hidden size={18} /> {t('assessment.history')}
          </h2>
          {selected === 0 && (
            <p className="text-sm text-stone-600">{t('assessment.selectToSee')}</p>
          )}
          {history.isError && <p className="text-sm text-red-700">{loadFailed}</p>}
          {history.data && (
            <VersionList versions={history.data} viewing={version} onView={setVersion} />
          )}
        </aside>
      </div>
    </div>
  );
}
