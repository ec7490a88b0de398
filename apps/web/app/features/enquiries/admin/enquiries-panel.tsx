import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  ENQUIRY_SOURCES,
  ENQUIRY_STATES,
  type AdminEnquiry,
  type EnquirySource,
  type EnquiryState,
  type MessageKey,
} from '@nourishwell/shared';
import { SelectField } from '#web/components/ui/field.tsx';
import { PageSteps } from '#web/components/ui/list-controls.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { adminEnquiriesQuery, useMarkEnquiry } from '../api/admin-enquiries-api.ts';
import { EnquiryRow } from './enquiry-row.tsx';
import { EnquiryThreadDialog } from './enquiry-thread-dialog.tsx';
import { sourceKeys, stateKeys } from './enquiry-labels.ts';

const SIZE = 25;

/** One filter: all, or one of `options` in words. */
function FilterChoice<T extends string>({
  label,
  value,
  options,
  keys,
  onChange,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  keys: Record<T, MessageKey>;
  onChange: (value: T | '') => void;
}) {
  const t = useT();
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
      <option value="">{t('adminEnquiries.all')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {t(keys[option])}
        </option>
      ))}
    </SelectField>
  );
}
const headKeys = [
  'adminEnquiries.head.received',
  'adminEnquiries.head.source',
  'adminEnquiries.head.who',
  'adminEnquiries.head.said',
  'adminEnquiries.head.state',
  'adminEnquiries.head.actions',
] as const;

/**
 * Issue 36, the admin's enquiries: the /signup form's and WhatsApp messages from numbers
 * that are no client's, newest first, 25 a page, filtered by source and state. Each can be
 * marked handled (or opened again); a WhatsApp one opens its conversation to reply in.
 */
export function EnquiriesPanel() {
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const [source, setSource] = useState<EnquirySource | ''>('');
  const [state, setState] = useState<EnquiryState | ''>('');
  const [page, setPage] = useState(0);
  const [replying, setReplying] = useState<AdminEnquiry | null>(null);
  const list = useQuery({
    ...adminEnquiriesQuery({
      ...(source ? { source } : {}),
      ...(state ? { state } : {}),
      limit: SIZE,
      offset: page * SIZE,
    }),
    // The page shown stays while the next one loads, so Next does not blank the table.
    placeholderData: keepPreviousData,
  });
  const mark = useMarkEnquiry();
  const rows = list.data?.rows ?? [];
  const filtered = source !== '' || state !== '';

  async function markAs(enquiry: AdminEnquiry, handled: boolean) {
    try {
      await mark.mutateAsync({ params: { id: enquiry.id }, body: { handled } });
      toast.success(t(handled ? 'adminEnquiries.marked' : 'adminEnquiries.reopened'));
    } catch (error) {
      toast.error(apiMessageOr(t('adminEnquiries.markFailed'))(error));
    }
  }

  return (
    <div className="max-w-7xl space-y-4">
      <p className="max-w-3xl text-stone-700">{t('adminEnquiries.intro')}</p>
      <form
        className="grid gap-3 sm:max-w-xl sm:grid-cols-2"
        aria-label={t('adminEnquiries.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterChoice
          label={t('adminEnquiries.source')}
          value={source}
          options={ENQUIRY_SOURCES}
          keys={sourceKeys}
          onChange={(value) => {
            setSource(value);
            setPage(0);
          }}
        />
        <FilterChoice
          label={t('adminEnquiries.state')}
          value={state}
          options={ENQUIRY_STATES}
          keys={stateKeys}
          onChange={(value) => {
            setState(value);
            setPage(0);
          }}
        />
      </form>
      {list.isError && (
        <QueryError
          message={t('adminEnquiries.failed')}
          onRetry={() => void list.refetch()}
          toastId="admin-load-error"
        />
      )}
      <Table caption={t('adminEnquiries.caption')} head={head} columnMin={104} stickyLastColumn>
        {list.isPending && <EmptyRow colSpan={head.length}>{t('adminEnquiries.loading')}</EmptyRow>}
        {list.isSuccess && rows.length === 0 && (
          <EmptyRow colSpan={head.length}>
            {t(filtered ? 'adminEnquiries.noneFiltered' : 'adminEnquiries.none')}
          </EmptyRow>
        )}
        {rows.map((enquiry) => (
          <EnquiryRow
            key={enquiry.id}
            enquiry={enquiry}
            pending={mark.isPending && mark.variables?.params.id === enquiry.id}
            onMark={(handled) => void markAs(enquiry, handled)}
            onReply={() => setReplying(enquiry)}
          />
        ))}
      </Table>
      {list.data && list.data.total > 0 && (
        <PageSteps page={page} size={SIZE} total={list.data.total} onPage={setPage} />
      )}
      {replying && <EnquiryThreadDialog enquiry={replying} onClose={() => setReplying(null)} />}
    </div>
  );
}
