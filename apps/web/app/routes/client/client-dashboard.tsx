import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ClipboardList, MessageSquare, Scale, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { measurementMessages, portalMessages, type OwnClientRecord } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { formatDateIn, formatTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { changeOf, type MeasurementPoint } from '#web/components/charts/measurement-scale.ts';
import { formatChange, formatShortDay } from '#web/components/charts/measurement-words.ts';
import { useChartRange } from '#web/components/charts/use-chart-range.ts';
import { upcomingBookingsQuery } from '#web/features/scheduling/api/scheduling-api.ts';
import { JoinLink } from '#web/features/scheduling/components/join-link.tsx';
import { ScheduleMeetLink } from '#web/features/scheduling/components/schedule-meet-link.tsx';
import { nextBooked, viewerZone } from '#web/features/scheduling/session-time.ts';
import { ownRecordQuery } from '#web/features/clients/api/clients-api.ts';
import { ownMeasurementsQuery } from '#web/features/measurements/api/measurements-api.ts';
import { ownWeekPlanQuery } from '#web/features/meal-plans/api/meal-plan-api.ts';
import { viewerTimeZone, weekdayIn } from '#web/features/meal-plans/today.ts';
import { ContactDialog } from '#web/features/messaging/components/contact-dialog.tsx';
import { MealPlanWeek } from '#web/features/meal-plans/components/meal-plan-week.tsx';
import { NutritionistCard } from '#web/features/nutritionists/components/nutritionist-card.tsx';
import {
  ProgressSection,
  RecordMeasurementButton,
  RecordMeasurementDialog,
} from '#web/features/measurements/components/progress-section.tsx';

const loadFailed = portalMessages.dashboardLoadFailed;

/** What a section shows while its data loads or after it failed. */
function Pending({
  failed,
  height,
  what,
  onRetry,
  message = loadFailed,
}: {
  failed: boolean;
  /** The section's own failure text, when it has one. */
  message?: string;
  height: string;
  /** Spoken while it loads, e.g. "Loading meal plan…". */
  what: string;
  onRetry?: () => void;
}) {
  if (failed) return <QueryError message={message} onRetry={onRetry} />;
  return (
    <LoadingBlock label={what}>
      <Skeleton className={`${height} w-full`} />
    </LoadingBlock>
  );
}

export function DashboardSkeleton() {
  const t = useT();
  return (
    <LoadingBlock label={t('home.loading')}>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-80 w-full" />
    </LoadingBlock>
  );
}

/** The date large and the time under it, so a narrow card does not break "5:30 pm" apart. */
function When({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <>
      <span className="block text-lg">{formatDateIn(locale, iso)}</span>
      <span className="block text-sm font-medium text-stone-700">{formatTimeIn(locale, iso)}</span>
    </>
  );
}

/**
 * Her next session in her zone: the next booked one from her sessions (else the date her
 * record holds), "Join" in its window, and the way to book or change one.
 */
function NextAppointment({ fallback, now }: { fallback: string | null; now: Date }) {
  const bookings = useQuery(upcomingBookingsQuery(viewerZone()));
  const next = bookings.data ? nextBooked(bookings.data, now) : null;
  const at = next?.start ?? fallback;
  const t = useT();
  return (
    <>
      {at ? <When iso={at} /> : t('home.notAvailable')}
      <span className="mt-1 flex flex-wrap items-center gap-2 text-sm font-normal">
        {next && <JoinLink session={next} now={now} />}
        <Link
          to="/dashboard/client/book"
          className="inline-flex min-h-11 items-center font-semibold text-emerald-800 underline"
        >
          {t('home.bookOrChange')}
        </Link>
      </span>
    </>
  );
}

/** Her weight change over the period the chart shows: "−2.4 kg" over "since 3 Oct". */
function WeightChange({ shown }: { shown: readonly MeasurementPoint[] }) {
  const t = useT();
  const locale = useLocale();
  const change = changeOf(shown, 'weightKg');
  if (!change) return t('home.notAvailable');
  return (
    <>
      <span className="block">{formatChange(change.change, 'kg', locale)}</span>
      <span className="block text-sm font-medium text-stone-700">
        {t('home.since', { day: formatShortDay(change.since, locale) })}
      </span>
    </>
  );
}

function Welcome({ record, onContact }: { record: OwnClientRecord; onContact: () => void }) {
  const t = useT();
  const nutritionist = record.assignedNutritionist;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-emerald-100 bg-gradient-to-r from-emerald-50 to-amber-50 p-5">
      <div>
        <p className="text-2xl font-bold text-stone-900">
          {t('home.welcome', { name: record.name })}
        </p>
        <p className="mt-1 text-stone-700">
          {record.plan ? (
            <>
              {t('home.yourPlan')}{' '}
              <span className="font-semibold text-emerald-900">{record.plan}</span>
            </>
          ) : (
            t('home.planSoon')
          )}
        </p>
      </div>
      <Button onClick={onContact} disabled={!nutritionist}>
        <MessageSquare aria-hidden size={18} /> {t('home.contactNutritionist')}
      </Button>
    </div>
  );
}

/**
 * Her dashboard: her week at a glance, in three requests (her record, her measurements, her
 * week's plan). The Progress card and the chart speak of one period, which she picks.
 */
export function ClientDashboard({ email }: { email: string }) {
  const t = useT();
  const record = useQuery(ownRecordQuery(email));
  const id = record.data?.id ?? 0;
  const measurements = useQuery({ ...ownMeasurementsQuery(id), enabled: id > 0 });
  const period = useChartRange(measurements.data);
  const week = useQuery({ ...ownWeekPlanQuery(id), enabled: id > 0 });
  const [contactOpen, setContactOpen] = useState(false);
  const [recording, setRecording] = useState(false);

  if (record.isPending) return <DashboardSkeleton />;
  if (record.isError)
    return <QueryError message={loadFailed} onRetry={() => void record.refetch()} />;

  const me = record.data;
  const nutritionist = me.assignedNutritionist;

  return (
    <div className="space-y-6">
      <Welcome record={me} onContact={() => setContactOpen(true)} />
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <StatCard
          label={t('home.nextAppointment')}
          icon={<CalendarClock aria-hidden size={22} />}
          value={<NextAppointment fallback={me.nextSession} now={new Date()} />}
        />
        <StatCard
          label={t('home.currentPlan')}
          icon={<ClipboardList aria-hidden size={22} />}
          value={<span className="text-lg">{me.plan ?? t('home.notSet')}</span>}
        />
        <StatCard
          // The period is known once her measurements are: it opens on one that has some.
          label={
            measurements.data
              ? t('home.progressFor', { period: period.label.toLowerCase() })
              : t('home.progress')
          }
          icon={<Scale aria-hidden size={22} />}
          value={
            measurements.data ? (
              <WeightChange shown={period.shown} />
            ) : measurements.isError ? (
              t('home.notAvailable')
            ) : (
              '…'
            )
          }
        />
        <StatCard
          label={t('home.nutritionist')}
          icon={<UserRound aria-hidden size={22} />}
          value={<span className="text-lg">{nutritionist?.name ?? t('home.notAssigned')}</span>}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        {/* min-w-0: a grid item grows to its widest child, and the table is wider than a phone. */}
        <div className="min-w-0 lg:col-span-3">
          <Card
            title={t('home.weightAndMeasurements')}
            action={<RecordMeasurementButton onClick={() => setRecording(true)} />}
          >
            {measurements.data ? (
              <ProgressSection clientId={me.id} entries={measurements.data} period={period} />
            ) : (
              <Pending
                failed={measurements.isError}
                height="h-64"
                what={t('home.loadingProgress')}
                message={measurementMessages.loadFailed}
                onRetry={() => void measurements.refetch()}
              />
            )}
          </Card>
        </div>
        <div className="min-w-0 lg:col-span-2">
          <NutritionistCard nutritionist={nutritionist} meetLink={<ScheduleMeetLink />} />
        </div>
      </div>
      <Card title={t('home.weeklyMealPlan')}>
        {week.data ? (
          <MealPlanWeek
            plan={week.data}
            today={weekdayIn(new Date(), viewerTimeZone())}
            clientName={me.name}
            nutritionistName={nutritionist?.name}
          />
        ) : (
          <Pending
            failed={week.isError}
            height="h-40"
            what={t('home.loadingMealPlan')}
            onRetry={() => void week.refetch()}
          />
        )}
      </Card>
      {recording && (
        <RecordMeasurementDialog clientId={me.id} onClose={() => setRecording(false)} />
      )}
      {contactOpen && nutritionist && (
        <ContactDialog
          clientId={me.id}
          nutritionist={nutritionist}
          onClose={() => setContactOpen(false)}
        />
      )}
    </div>
  );
}
