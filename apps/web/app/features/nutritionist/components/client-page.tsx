import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { appointmentBadge, nutritionistMessages, type CaseloadClient } from '@nourishwell/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { Card, clientContactItems, DetailList } from '../../../components/ui/detail-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { caseloadQuery } from '../api/nutritionist-api.ts';
import { GoalsSection, MealPlanSection, ProgressSection } from './client-page-sections.tsx';
import { ProgressBadge } from './progress-badge.tsx';

const backLink = (
  <Link
    to="/dashboard/nutritionist/clients"
    className="text-sm font-medium text-emerald-800 underline underline-offset-4"
  >
    ← My Clients
  </Link>
);

function Details({ client: c }: { client: CaseloadClient }) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const badge = appointmentBadge(c.nextSession, c.completed, new Date(), zone);
  const weight = c.latestWeight ?? c.weight;
  return (
    <Card title={c.name}>
      <DetailList
        items={[
          ...clientContactItems(c),
          [
            'Plan',
            c.plan === 'Custom' && c.planDescription ? `Custom: ${c.planDescription}` : c.plan,
          ],
          ['Issue', c.issue],
          ['Allergies', c.allergies],
          ['Diet', c.diet],
          ['Weight', weight === null ? null : `${weight} kg`],
          ['Height', c.height === null ? null : `${c.height} cm`],
          ['Progress', <ProgressBadge key="p" percent={c.goalProgress ?? c.progress} />],
          ['Last session', c.lastSession ? formatDateTime(c.lastSession) : null],
          [
            'Next session',
            c.nextSession ? (
              <span key="n" className="inline-flex flex-wrap items-center gap-2">
                {formatDateTime(c.nextSession)}
                {badge && <Badge tone="grey">{badge}</Badge>}
              </span>
            ) : null,
          ],
        ]}
      />
    </Card>
  );
}

/**
 * One of her clients on one page. The record comes from her own caseload, so a client who
 * is not hers is simply not found; the sections read through calls the server checks too.
 */
export function ClientPage({ me, clientId }: { me: number; clientId: number }) {
  const caseload = useQuery({ ...caseloadQuery(me), enabled: me > 0 });
  if (caseload.isLoading) return <p role="status">Loading client…</p>;
  if (caseload.isError || !caseload.data)
    return (
      <QueryError
        message={nutritionistMessages.clientsLoadFailed}
        onRetry={() => void caseload.refetch()}
      />
    );
  const client = caseload.data.find((c) => c.id === clientId);
  if (!client)
    return (
      <div className="space-y-3">
        {backLink}
        <p role="alert" className="text-stone-800">
          Client not found. This client is not on your list.
        </p>
      </div>
    );
  return (
    <div className="space-y-6">
      {backLink}
      <Details client={client} />
      {/* min-w-0: a wide table scrolls inside its card instead of widening the page. */}
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <ProgressSection clientId={client.id} />
        <GoalsSection clientId={client.id} />
      </div>
      <MealPlanSection client={client} />
    </div>
  );
}
