import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Purchase } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatPaiseIn } from '#web/lib/format.ts';
import { useLocale, useMessages, useSayError, useT } from '#web/lib/i18n/i18n.tsx';
import { sayRich } from '#web/lib/i18n/island-texts.tsx';
import {
  downloadDocumentPdf,
  offeredPackagesQuery,
  usePayLink,
  useRenew,
} from '../api/use-my-purchases.ts';

/** Where she may be sent to pay: Razorpay's page (https) or her UPI app, nothing else. */
const PAYABLE = /^(https:\/\/|upi:)/i;

/**
 * "Pay now" on a purchase awaiting payment: asks for its payment link and goes there in
 * this tab (Razorpay's page brings her back here), or opens her UPI app. A refusal (online
 * payment not set up, the link failed, already paid) is said in the server's words, in her
 * language.
 */
export function PayNow({ purchase }: { purchase: Purchase }) {
  const t = useT();
  const say = useSayError();
  const payLink = usePayLink();
  const [failure, setFailure] = useState<string | null>(null);
  const [upiOpened, setUpiOpened] = useState(false);
  const pay = async () => {
    setFailure(null);
    try {
      const link = await payLink.mutateAsync({ params: { purchaseId: purchase.id } });
      if (!PAYABLE.test(link.url)) throw new Error('Not a payment address');
      setUpiOpened(link.kind === 'upi');
      window.location.assign(link.url);
    } catch (error) {
      const refused = error instanceof ApiError && error.fromServer && error.message;
      setFailure(refused ? say(error.message) : t('packages.payFailed'));
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">{t('packages.payHint')}</p>
      <Button disabled={payLink.isPending} onClick={() => void pay()}>
        {payLink.isPending ? t('packages.opening') : t('packages.payNow')}
      </Button>
      {upiOpened && <p className="text-sm text-stone-700">{t('packages.upiOpened')}</p>}
      <FormAlert message={failure} />
    </div>
  );
}

/** One GST document of hers (an invoice or a credit note) as a PDF, with its number. */
export function DocumentDownload({
  documentId,
  label,
  number,
}: {
  documentId: number;
  /** The button's words: "Download invoice (PDF)". */
  label: string;
  /** "Invoice INV/26-27/000042". */
  number: string;
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const file = await downloadDocumentPdf(documentId);
      toast.success(t('packages.downloaded', { file }));
    } catch (error) {
      toast.error(apiMessageOr(t('packages.downloadFailed'))(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={pending} onClick={() => void download()}>
        {pending ? t('packages.downloading') : label}
      </Button>
      <span className="text-sm text-stone-600">{number}</span>
    </div>
  );
}

/**
 * Renew: the same package at today's price, starting the day after her current one ends.
 * It says the price first, then adds the renewal to her list, awaiting payment, where
 * "Pay now" takes it. A retired package cannot be renewed: her nutritionist suggests another.
 */
export function RenewNote({
  purchase,
  initiallyOpen = false,
}: {
  purchase: Purchase;
  initiallyOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="space-y-2">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('packages.renew')}
      </Button>
      {open && <RenewDetails purchase={purchase} />}
    </div>
  );
}

function RenewDetails({ purchase }: { purchase: Purchase }) {
  const t = useT();
  const say = useSayError();
  const locale = useLocale();
  const messages = useMessages();
  const offered = useQuery(offeredPackagesQuery());
  const renew = useRenew();
  const [failure, setFailure] = useState<string | null>(null);
  const same = offered.data?.find((offer) => offer.id === purchase.packageId);
  const confirm = async () => {
    setFailure(null);
    try {
      await renew.mutateAsync({ params: { purchaseId: purchase.id } });
      toast.success(t('packages.renewAdded'));
    } catch (error) {
      const refused = error instanceof ApiError && error.fromServer && error.message;
      setFailure(refused ? say(error.message) : t('packages.renewFailed'));
    }
  };
  const link = (
    <Link to="/dashboard/client/messages" className="font-medium text-emerald-800 underline">
      {t('packages.messageNutritionist')}
    </Link>
  );
  return (
    <div className="space-y-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
      {offered.isPending && <p>{t('packages.renewChecking')}</p>}
      {offered.isSuccess && !same && (
        <>
          <p>{t('packages.renewRetired')}</p>
          <p>{sayRich(messages, 'packages.renewHow', { name: purchase.packageName, link })}</p>
        </>
      )}
      {same && (
        <>
          <p>
            {same.gstRate > 0
              ? t('packages.renewPrice', {
                  price: formatPaiseIn(locale, same.pricePaise),
                  rate: same.gstRate,
                })
              : t('packages.renewPriceNoGst', { price: formatPaiseIn(locale, same.pricePaise) })}
          </p>
          <Button disabled={renew.isPending} onClick={() => void confirm()}>
            {renew.isPending ? t('packages.renewing') : t('packages.renewConfirm')}
          </Button>
        </>
      )}
      <FormAlert message={failure} />
    </div>
  );
}
