import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageKey, PackageStanding } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { packageStandingQuery } from '#web/features/billing/api/standing-api.ts';
import { StandingWarningBox, standingWarns } from './standing-warning-box.tsx';

const words: Record<PackageStanding['standing'], MessageKey> = {
  none: 'packages.standing.none',
  awaitingPayment: 'packages.standing.awaitingPayment',
  active: 'packages.standing.noSessions',
  usedUp: 'packages.standing.noSessions',
  expired: 'packages.standing.noSessions',
};

const blocks: Record<PackageStanding['standing'], MessageKey> = {
  none: 'packages.standing.blocksNone',
  awaitingPayment: 'packages.standing.blocksUnpaid',
  active: 'packages.standing.blocks',
  usedUp: 'packages.standing.blocks',
  expired: 'packages.standing.blocks',
};

/**
 * Where a client books (issue 34): when her package has no session left on that day (today
 * when no day is given), she is asked to renew, told whether the practice then refuses the
 * booking, and given the way to her packages. In her language (the `packages` area).
 */
export function MyPackageStandingWarning({ clientId, day }: { clientId: number; day?: string }) {
  const t = useT();
  const { data } = useQuery(packageStandingQuery(clientId, day));
  if (!data || !standingWarns(data)) return null;
  return (
    <StandingWarningBox>
      <p>{t(words[data.standing])}</p>
      {data.blockBeyondSessions && <p className="font-semibold">{t(blocks[data.standing])}</p>}
      <Link
        to="/dashboard/client/packages"
        className="inline-block font-semibold text-emerald-800 underline"
      >
        {t('packages.standing.link')}
      </Link>
    </StandingWarningBox>
  );
}
