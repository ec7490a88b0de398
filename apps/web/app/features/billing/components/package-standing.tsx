/** The nutritionist's view of a client's packages (issue 34), staff words (`billingAdmin`). */
import { useQuery } from '@tanstack/react-query';
import type { MessageKey, PackageStanding, Translate } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDay } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  caseloadStandingsQuery,
  packageStandingQuery,
} from '#web/features/billing/api/standing-api.ts';
import { StandingWarningBox, standingWarns } from './standing-warning-box.tsx';

/** Every client's standing today, by client id, for the nutritionist's list (one read). */
export function useCaseloadStandings(): ReadonlyMap<number, PackageStanding> {
  const standings = useQuery(caseloadStandingsQuery());
  return new Map((standings.data ?? []).map((standing) => [standing.clientId, standing]));
}

/**
 * A small badge for the client list: ended, used up, unpaid, or the sessions left. Its words
 * are short ("Ended", "3 left") so the twelve columns keep their widths at 1280 px; the
 * whole phrase is its title.
 */
export function StandingBadge({ standing }: { standing: PackageStanding | undefined }) {
  const t = useT();
  if (!standing) return null;
  const badge = (tone: 'red' | 'amber' | 'grey', short: string, full: string) => (
    <span className="mt-1 block" title={full}>
      <Badge tone={tone}>{short}</Badge>
    </span>
  );
  switch (standing.standing) {
    case 'expired':
      return badge(
        'red',
        t('billingAdmin.standing.short.expired'),
        t('billingAdmin.standing.expired'),
      );
    case 'usedUp':
      return badge(
        'red',
        t('billingAdmin.standing.short.usedUp'),
        t('billingAdmin.standing.usedUp'),
      );
    case 'awaitingPayment':
      return badge(
        'amber',
        t('billingAdmin.standing.short.awaitingPayment'),
        t('billingAdmin.standing.awaitingPayment'),
      );
    case 'active':
      return standing.sessionsLeft === null
        ? null
        : badge(
            standing.sessionsLeft <= 1 ? 'amber' : 'grey',
            t('billingAdmin.standing.short.sessionsLeft', { count: standing.sessionsLeft }),
            t('billingAdmin.standing.sessionsLeft', { count: standing.sessionsLeft }),
          );
    default:
      return null;
  }
}

function staffWords(t: Translate, standing: PackageStanding, name: string): string {
  const pkg = standing.packageName ?? '';
  switch (standing.standing) {
    case 'expired':
      return t('billingAdmin.standing.warnExpired', {
        name,
        package: pkg,
        date: standing.validUntil ? formatDay(standing.validUntil) : '',
      });
    case 'awaitingPayment':
      return t('billingAdmin.standing.warnAwaitingPayment', { name, package: pkg });
    case 'none':
      return t('billingAdmin.standing.warnNone', { name });
    default:
      return t('billingAdmin.standing.warnUsedUp', { name, package: pkg });
  }
}

const staffBlocks: Record<PackageStanding['standing'], MessageKey> = {
  none: 'billingAdmin.standing.blocksNone',
  awaitingPayment: 'billingAdmin.standing.blocksUnpaid',
  active: 'billingAdmin.standing.blocks',
  usedUp: 'billingAdmin.standing.blocks',
  expired: 'billingAdmin.standing.blocks',
};

/**
 * Where the nutritionist books for a client: a warning when her package has no session
 * left on that day (today when no day is known), and whether the practice then refuses.
 */
export function StaffStandingWarning({
  clientId,
  name,
  day,
}: {
  clientId: number;
  name: string;
  day?: string;
}) {
  const t = useT();
  const { data } = useQuery(packageStandingQuery(clientId, day));
  if (!data || !standingWarns(data)) return null;
  return (
    <StandingWarningBox>
      <p>{staffWords(t, data, name)}</p>
      {data.blockBeyondSessions && <p className="font-semibold">{t(staffBlocks[data.standing])}</p>}
    </StandingWarningBox>
  );
}
