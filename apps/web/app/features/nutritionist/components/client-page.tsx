import { appointmentBadge, type CaseloadClient } from '@nourishwell/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, clientContactItems, DetailList } from '../../../components/ui/detail-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { GoalsSection, MealPlanSection, ProgressSection } from './client-page-sections.tsx';
import { ClientsBackLink } from './client-link.tsx';
import { OwnClient } from './own-client.tsx';
import { ProgressBadge } from './progress-badge.tsx';

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

/** One of her clients on one page: details, progress, goals and the meal plan. */
export function ClientPage({ me, clientId }: { me: number; clientId: number }) {
  return (
    <OwnClient me={me} clientId={clientId}>
      {(client) => (
        <div className="space-y-6">
          <ClientsBackLink />
          <Details client={client} />
          {/* min-w-0: a wide table scrolls inside its card instead of widening the page. */}
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <ProgressSection clientId={client.id} />
            <GoalsSection clientId={client.id} />
          </div>
          <MealPlanSection client={client} />
        </div>
      )}
    </OwnClient>
  );
}
