import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { appointmentBadge, type CaseloadClient } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { chatPath, ClientsBackLink } from '#web/components/ui/client-link.tsx';
import { Card, DetailList } from '#web/components/ui/detail-list.tsx';
import { ProgressBadge } from '#web/components/ui/progress-badge.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { AssessmentsSection } from '#web/features/assessments/components/assessments-section.tsx';
import { OwnClient } from '#web/features/clients/components/own-client.tsx';
import { GoalsSection } from '#web/features/goals/components/goals-section.tsx';
import { LabsSection } from '#web/features/labs/components/labs-section.tsx';
import { ClientIntakeSection } from '#web/features/intake-forms/components/client-intake-section.tsx';
import { JournalSection } from '#web/features/journal/components/journal-section.tsx';
import { TrackingSection } from '#web/features/journal/components/tracking-section.tsx';
import { MealPlanSection } from '#web/features/meal-plans/components/meal-plan-section.tsx';
import { TargetsSection } from '#web/features/meal-plans/components/targets-section.tsx';
import { MeasurementsSection } from '#web/features/measurements/components/measurements-section.tsx';
import { OutcomeReportSection } from '#web/features/outcome-reports/components/outcome-report-section.tsx';
import { SessionNotesSection } from '#web/features/scheduling/components/session-notes-section.tsx';
import { badgeText } from '#web/features/scheduling/badge-text.ts';
import { clientContactItems } from '#web/features/clients/contact-items.ts';

function Details({ client: c }: { client: CaseloadClient }) {
  const t = useT();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const badge = appointmentBadge(c.nextSession, c.completed, new Date(), zone);
  const weight = c.latestWeight ?? c.weight;
  const chat = (
    <Link
      to={chatPath(c.id)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
    >
      <MessageCircle aria-hidden size={18} /> {t('clients.page.message', { name: c.name })}
    </Link>
  );
  return (
    <Card title={c.name} action={chat}>
      <DetailList
        items={[
          ...clientContactItems(t, c),
          [
            t('clients.page.plan'),
            c.plan === 'Custom' && c.planDescription
              ? t('clients.page.customPlan', { plan: c.planDescription })
              : c.plan,
          ],
          [t('clients.page.issue'), c.issue],
          [t('clients.page.allergies'), c.allergies],
          [t('clients.page.diet'), c.diet],
          [t('clients.page.weight'), weight === null ? null : t('clients.page.kg', { weight })],
          [
            t('clients.page.height'),
            c.height === null ? null : t('clients.page.cm', { height: c.height }),
          ],
          [
            t('clients.page.progress'),
            <ProgressBadge key="p" percent={c.goalProgress ?? c.progress} />,
          ],
          [t('clients.page.lastSession'), c.lastSession ? formatDateTime(c.lastSession) : null],
          [
            t('clients.page.nextSession'),
            c.nextSession ? (
              <span key="n" className="inline-flex flex-wrap items-center gap-2">
                {formatDateTime(c.nextSession)}
                {badge && <Badge tone="grey">{t(badgeText[badge])}</Badge>}
              </span>
            ) : null,
          ],
        ]}
      />
    </Card>
  );
}

/**
 * One of her clients on one page (issue 16): profile and targets, the journal with its
 * adherence, measurements, goals, the plan, assessments, session notes (ADIME, issue 35)
 * and outcome reports. Each section
 * reads on its own, so one failed read leaves the others in place.
 */
export function ClientPage({ me, clientId }: { me: number; clientId: number }) {
  return (
    <OwnClient me={me} clientId={clientId}>
      {(client) => (
        <div className="space-y-6">
          <ClientsBackLink />
          <Details client={client} />
          {/* min-w-0: a wide table scrolls inside its card instead of widening the page. */}
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <TargetsSection clientId={client.id} />
            <TrackingSection clientId={client.id} clientName={client.name} />
          </div>
          <JournalSection clientId={client.id} />
          {/* Full width: the chart spans months, and the entries table shows every column. */}
          <MeasurementsSection clientId={client.id} />
          <LabsSection clientId={client.id} />
          <MealPlanSection client={client} />
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <GoalsSection clientId={client.id} />
            <AssessmentsSection clientId={client.id} />
          </div>
          <ClientIntakeSection clientId={client.id} />
          <SessionNotesSection clientId={client.id} />
          <OutcomeReportSection clientId={client.id} />
        </div>
      )}
    </OwnClient>
  );
}
