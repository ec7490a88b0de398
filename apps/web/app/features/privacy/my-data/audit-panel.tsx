import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AUDIT_RECORD_KINDS,
  recordInWords,
  roles,
  type AuditQuery,
  type Role,
  type Translate,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { PageSteps } from '#web/components/ui/list-controls.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { auditPeopleQuery, auditQuery } from './my-data-api.ts';
import { recordName } from './record-names.ts';

const SIZE = 50;
const headKeys = [
  'privacyAdmin.audit.when',
  'privacyAdmin.audit.who',
  'privacyAdmin.audit.role',
  'privacyAdmin.audit.action',
  'privacyAdmin.audit.record',
  'privacyAdmin.audit.subject',
  'privacyAdmin.audit.fields',
  'privacyAdmin.audit.ip',
] as const;

type Filters = { person: string; type: string; from: string; to: string };
const none: Filters = { person: '', type: '', from: '', to: '' };

function queryOf(f: Filters): AuditQuery {
  return {
    ...(f.person ? { person: Number(f.person) } : {}),
    ...(f.type ? { type: f.type } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

// A role's name as the shell says it; one the app does not know stays as logged.
const roleOf = (t: Translate, role: string | null) =>
  role && (roles as readonly string[]).includes(role)
    ? t(`shell.role.${role as Role}`)
    : (role ?? '—');

/** Audit Log: every row of the append-only log, filtered, 50 a page, with a CSV download. */
export function AuditPanel() {
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const [filters, setFilters] = useState<Filters>(none);
  const [page, setPage] = useState(0);
  const set = (key: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  const query = queryOf(filters);
  const people = useQuery(auditPeopleQuery());
  const log = useQuery({
    ...auditQuery({ ...query, limit: SIZE, offset: page * SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.rows ?? [];
  const csv = async () => {
    try {
      await downloadFile('adminAuditCsv', { query });
    } catch (error) {
      toast.error(apiMessageOr(t('privacyAdmin.audit.csvFailed'))(error));
    }
  };

  return (
    <div className="max-w-7xl space-y-4">
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        aria-label={t('privacyAdmin.audit.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={t('privacyAdmin.audit.person')}
          value={filters.person}
          onChange={(e) => set('person')(e.target.value)}
        >
          <option value="">{t('privacyAdmin.audit.everyone')}</option>
          {(people.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({t(`shell.role.${p.role}`)})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('privacyAdmin.audit.record')}
          value={filters.type}
          onChange={(e) => set('type')(e.target.value)}
        >
          <option value="">{t('privacyAdmin.audit.allRecords')}</option>
          {/* One entry per kind, in words: the server finds it under each name it is stored by. */}
          {AUDIT_RECORD_KINDS.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {recordName(t, label)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('privacyAdmin.audit.from')}
          type="date"
          value={filters.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <TextField
          label={t('privacyAdmin.audit.to')}
          type="date"
          value={filters.to}
          onChange={(e) => set('to')(e.target.value)}
        />
        <Button type="button" variant="secondary" onClick={() => void csv()}>
          {t('privacyAdmin.audit.csv')}
        </Button>
      </form>
      {log.isError && (
        <QueryError
          message={t('privacyAdmin.audit.failed')}
          onRetry={() => void log.refetch()}
          toastId="admin-load-error"
        />
      )}
      <Table caption={t('privacyAdmin.audit.title')} head={head} columnMin={96}>
        {log.isPending && <EmptyRow colSpan={head.length}>{t('privacyAdmin.loading')}</EmptyRow>}
        {log.isSuccess && rows.length === 0 && (
          <EmptyRow colSpan={head.length}>{t('privacyAdmin.audit.empty')}</EmptyRow>
        )}
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.at)}</td>
            <td className="px-3 py-2 font-medium text-stone-900">{row.actorName}</td>
            <td className="px-3 py-2">{roleOf(t, row.actorRole)}</td>
            <td className="px-3 py-2">{row.action}</td>
            <td className="px-3 py-2">
              {recordName(t, recordInWords(row.entity))}
              {row.entityId !== null && <span className="text-stone-600"> #{row.entityId}</span>}
            </td>
            <td className="px-3 py-2">
              {row.subjectName ?? (row.subjectId ? `#${row.subjectId}` : '—')}
            </td>
            <td className="px-3 py-2 break-words">{row.fields.join(', ') || '—'}</td>
            <td className="px-3 py-2 break-all">{row.ip ?? '—'}</td>
          </tr>
        ))}
      </Table>
      {log.data && log.data.total > 0 && (
        <PageSteps page={page} size={SIZE} total={log.data.total} onPage={setPage} />
      )}
    </div>
  );
}
