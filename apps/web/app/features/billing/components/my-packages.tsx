import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Purchase } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { localToday } from '#web/lib/format.ts';
import { useMessages, useT } from '#web/lib/i18n/i18n.tsx';
import { sayRich } from '#web/lib/i18n/island-texts.tsx';
import { myPurchasesQuery } from '../api/use-my-purchases.ts';
import { MyPackageCard } from './my-package-card.tsx';
import { isRenewable } from './my-package-timing.ts';

/** How often, and for how long, her list is read again after she comes back from paying. */
export const PAID_POLL_MS = 3_000;
export const PAID_WATCH_MS = 60_000;

/**
 * Back from Razorpay's page: our own `?paid=1`, or Razorpay's callback query
 * (`razorpay_payment_link_status=paid`).
 */
export const cameBackPaid = (params: URLSearchParams) =>
  params.get('paid') === '1' || params.get('razorpay_payment_link_status') === 'paid';

/**
 * Her packages and invoices (issue 34): each purchase as a card, newest first. Back from
 * paying, it says the payment was received and reads the list again for a while, since
 * Razorpay's notice to the server may come after her browser does.
 */
export function MyPackages() {
  const t = useT();
  const [params] = useSearchParams();
  const paid = cameBackPaid(params);
  const [since] = useState(() => Date.now());
  const list = useQuery({
    ...myPurchasesQuery(),
    refetchInterval: (query) =>
      paid &&
      Date.now() - since < PAID_WATCH_MS &&
      query.state.data?.some((purchase) => purchase.status === 'awaitingPayment')
        ? PAID_POLL_MS
        : false,
  });
  return (
    <div className="max-w-4xl space-y-6">
      <p className="text-stone-700">{t('packages.intro')}</p>
      {paid && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {t('packages.paid')}
        </p>
      )}
      {list.isPending && (
        <LoadingBlock label={t('packages.loading')}>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </LoadingBlock>
      )}
      {list.isError && (
        <QueryError
          message={t('packages.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess &&
        (list.data.length === 0 ? (
          <NoPackages />
        ) : (
          <PackageList purchases={list.data} renewId={Number(params.get('renew'))} />
        ))}
    </div>
  );
}

/** `renewId`: the purchase a reminder's one-tap link names (`?renew=`), its Renew opened. */
function PackageList({ purchases, renewId }: { purchases: Purchase[]; renewId: number }) {
  const t = useT();
  const today = localToday();
  return (
    <ul aria-label={t('packages.list')} className="space-y-4">
      {purchases.map((purchase) => (
        <MyPackageCard
          key={purchase.id}
          purchase={purchase}
          today={today}
          renewable={isRenewable(purchase, purchases, today)}
          renewOpen={purchase.id === renewId}
        />
      ))}
    </ul>
  );
}

/** No package yet: how she gets one (the practice sells them; her nutritionist is a message away). */
function NoPackages() {
  const t = useT();
  const messages = useMessages();
  return (
    <div className="space-y-2 rounded-2xl border border-stone-200 bg-white p-5">
      <p className="font-medium text-stone-900">{t('packages.empty')}</p>
      <p className="text-stone-700">
        {sayRich(messages, 'packages.emptyHow', {
          link: (
            <Link
              to="/dashboard/client/messages"
              className="font-medium text-emerald-800 underline"
            >
              {t('packages.messageNutritionist')}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
