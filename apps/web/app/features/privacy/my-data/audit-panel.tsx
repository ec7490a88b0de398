import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AUDIT_RECORD_KINDS,
  privacyDataMessages as m,
  recordInWords,
  roleLabels,
  type AuditQuery,
  type Role,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { PageSteps } from '#web/components/ui/list-controls.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { auditPeopleQuery, auditQuery } from './my-data-api.ts';

const SIZE = 50;
const head = ['When', 'Who', 'Role', 'Action', 'Record', 'Subject', 'Fields', 'IP'];

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

const roleOf = (role: string | null) =>
  role && role in roleLabels ? roleLabels[role as Role] : (role ?? '—');

/** Audit Log: every row of the append-only log, filtered, 50 a page, with a CSV download. */
export function AuditPanel() {
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
      toast.error(apiMessageOr(m.auditCsvFailed)(error));
    }
  };

  return (
    <div className="max-w-7xl space-y-4">
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        aria-label="Filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Person"
          value={filters.person}
          onChange={(e) => set('person')(e.target.value)}
        >
          <option value="">Everyone</option>
          {(people.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({roleLabels[p.role]})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Record"
          value={filters.type}
          onChange={(e) => set('type')(e.target.value)}
        >
          <option value="">All records</option>
          {/* One entry per kind, in words: the server finds it under each name it is stored by. */}
          {AUDIT_RECORD_KINDS.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          onChange={(e) => set('to')(e.target.value)}
        />
        <Button type="button" variant="secondary" onClick={() => void csv()}>
          {m.auditCsv}
        </Button>
      </form>
      {log.isError && (
        <QueryError
          message={m.auditFailed}
          onRetry={() => void log.refetch()}
          toastId="admin-load-error"
        />
      )}
      <Table caption={m.auditTitle} head={head} columnMin={96}>
        {log.isPending && <EmptyRow colSpan={head.length}>Loading…</EmptyRow>}
        {log.isSuccess && rows.length === 0 && (
          <EmptyRow colSpan={head.length}>{m.auditEmpty}</EmptyRow>
        )}
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.at)}</td>
            <td className="px-3 py-2 font-medium text-stone-900">{row.actorName}</td>
            <td className="px-3 py-2">{roleOf(row.actorRole)}</td>
            <td className="px-3 py-2">{row.action}</td>
            <td className="px-3 py-2">
              {recordInWords(row.entity)}
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
