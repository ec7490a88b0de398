import type { ReactNode } from 'react';
import type { MessageKey, Purchase, PurchaseStatus } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { formatDayIn, formatPaiseIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { DocumentDownload, PayNow, RenewNote } from './my-package-actions.tsx';
import { timingOf, type Timing } from './my-package-timing.ts';

/** A purchase's status: its name in the catalogue and its tone. */
const statusBadges: Record<
  PurchaseStatus,
  { key: MessageKey; tone: 'amber' | 'green' | 'grey' | 'red' }
> = {
  awaitingPayment: { key: 'packages.status.awaitingPayment', tone: 'amber' },
  active: { key: 'packages.status.active', tone: 'green' },
  expired: { key: 'packages.status.expired', tone: 'grey' },
  refunded: { key: 'packages.status.refunded', tone: 'red' },
};

/**
 * One of her packages: its status, when it runs, the sessions used and left, what it cost,
 * and what she can do with it (pay, download its invoice or credit note, renew).
 */
export function MyPackageCard({
  purchase,
  today,
  renewable,
  renewOpen = false,
}: {
  purchase: Purchase;
  /** Today's date where she is (YYYY-MM-DD). */
  today: string;
  /** Whether it offers Renew (`isRenewable`). */
  renewable: boolean;
  /** Renew shown open: she came from a reminder's renew link. */
  renewOpen?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const badge = statusBadges[purchase.status];
  const unpaid = purchase.status === 'awaitingPayment';
  return (
    <li>
      <Card title={purchase.packageName} action={<Badge tone={badge.tone}>{t(badge.key)}</Badge>}>
        <div className="space-y-4">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Detail label={t('packages.validLabel')}>
              <span className="block">
                {t('packages.validRange', {
                  from: formatDayIn(locale, purchase.validFrom),
                  until: formatDayIn(locale, purchase.validUntil),
                })}
              </span>
              <TimingLine timing={timingOf(purchase, today)} />
            </Detail>
            <Detail label={t('packages.sessionsLabel')}>
              <Sessions purchase={purchase} />
            </Detail>
            <Detail label={unpaid ? t('packages.toPay') : t('packages.totalPaid')}>
              <span className="block">{formatPaiseIn(locale, purchase.totalPaise)}</span>
              {purchase.gstRate > 0 && (
                <span className="block text-sm font-normal text-stone-600">
                  {t('packages.includesGst', { rate: purchase.gstRate })}
                </span>
              )}
            </Detail>
          </dl>
          {unpaid && <PayNow purchase={purchase} />}
          {purchase.invoice && (
            <DocumentDownload
              documentId={purchase.invoice.id}
              label={t('packages.downloadInvoice')}
              number={t('packages.invoice', { number: purchase.invoice.number })}
            />
          )}
          {purchase.creditNote && (
            <DocumentDownload
              documentId={purchase.creditNote.id}
              label={t('packages.downloadCreditNote')}
              number={t('packages.creditNote', { number: purchase.creditNote.number })}
            />
          )}
          {renewable && <RenewNote purchase={purchase} initiallyOpen={renewOpen} />}
        </div>
      </Card>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** "3 of 8 sessions used" and "5 sessions left"; "Unlimited sessions (3 used)". */
function Sessions({ purchase }: { purchase: Purchase }) {
  const t = useT();
  const { sessionsIncluded: included, sessionsUsed: used, sessionsLeft: left } = purchase;
  if (included === null) return <>{t('packages.sessionsUnlimited', { used })}</>;
  return (
    <>
      <span className="block">{t('packages.sessionsUsed', { used, included })}</span>
      {left !== null && purchase.status === 'active' && (
        <span className="block text-sm font-normal text-stone-600">
          {t('packages.sessionsLeft', { count: left })}
        </span>
      )}
    </>
  );
}

function TimingLine({ timing }: { timing: Timing }) {
  const t = useT();
  const locale = useLocale();
  if (timing.kind === 'none') return null;
  const said =
    timing.kind === 'daysLeft'
      ? t('packages.daysLeft', { count: timing.count })
      : timing.kind === 'startsOn'
        ? t('packages.startsOn', { date: formatDayIn(locale, timing.date) })
        : t('packages.endedOn', { date: formatDayIn(locale, timing.date) });
  return <span className="block text-sm font-normal text-stone-600">{said}</span>;
}
