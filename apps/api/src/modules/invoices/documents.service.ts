import { DEFAULT_LOCALE, PRACTICE_TIME_ZONE, type Locale } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { billingMessages, isLocale } from '@nourishwell/shared';
import { notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { documentHolder, findDocument } from './documents.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** A document's file name: its number with "-" for "/", INV/26-27/000042 as INV-26-27-000042.pdf. */
export const documentFilename = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * An issued invoice's or credit note's PDF, in the reader's language (English when none
 * is given), dated in the practice's zone (issue 34). The outbox attaches it to an email
 * when the email is sent. Throws for a document that does not exist.
 */
export async function documentPdf(
  deps: Pick<AppDeps, 'db'>,
  id: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ filename: string; content: Buffer }> {
  const view = await findDocument(deps.db, id);
  if (!view) throw new Error(`GST document ${id} not found`);
  return {
    filename: documentFilename(view.number),
    content: await renderInvoicePdf(view, locale, PRACTICE_TIME_ZONE),
  };
}

/**
 * "Download invoice (PDF)": a client only her own documents, in her language (another's is
 * 404, as if it did not exist); the admin any, in English.
 */
export async function documentPdfFor(deps: Pick<AppDeps, 'db'>, me: AuthUser, id: number) {
  const holder = await documentHolder(deps.db, id);
  if (!holder || (me.role !== 'admin' && holder.clientId !== me.id))
    throw notFound(billingMessages.invoiceNotFound);
  const locale =
    me.role === 'client' && isLocale(holder.language) ? holder.language : DEFAULT_LOCALE;
  return documentPdf(deps, id, locale);
}
