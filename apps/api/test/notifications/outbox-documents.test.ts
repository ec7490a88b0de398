import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { createSmtpMailer } from '#api/integrations/mailer.ts';
import { findDocument } from '#api/modules/invoices/documents.repository.ts';
import { documentPdf } from '#api/modules/invoices/documents.service.ts';
import { createOutboxDispatcher } from '#api/modules/notifications/outbox-dispatcher.ts';
import { enqueue } from '#api/modules/notifications/outbox.repository.ts';
import { eventually } from '../helpers/build-test-app.ts';
import { startSmtpListener, type ReceivedMail } from '../helpers/smtp-listener.mjs';
import { freshDatabase } from '../helpers/test-database.ts';

const silent = Fastify({ logger: false }).log;

describe('an email with an invoice or credit note (issue 34)', () => {
  const database = freshDatabase();

  /** A sold package, its invoice and its credit note, as issued; once for the file. */
  let seeded: ReturnType<typeof seed> | undefined;
  const issued = () => (seeded ??= seed());
  async function seed() {
    const db = database.db;
    const [pkg] = await db
      .insert(t.packages)
      .values({
        name: '3-month weight loss',
        durationWeeks: 12,
        pricePaise: 249900,
        gstRate: 18,
        sacCode: '999319',
      })
      .returning();
    const [purchase] = await db
      .insert(t.purchases)
      .values({
        packageId: pkg!.id,
        packageName: pkg!.name,
        taxablePaise: 249900,
        totalPaise: 294882,
        gstRate: 18,
        sacCode: '999319',
        validFrom: '2026-12-01',
        validUntil: '2027-02-22',
      })
      .returning();
    const document = {
      purchaseId: purchase!.id,
      billOfSupply: false,
      practiceName: 'Poshan Nutrition Clinic LLP',
      practiceAddress: '12, Shanti Kunj, Linking Road, Mumbai 400050',
      practiceState: '27',
      practiceGstin: '27AAPFU0939F1ZV',
      clientName: 'Ananya Deshpande',
      clientAddress: null,
      placeOfSupply: '27',
      description: '3-month weight loss',
      sacCode: '999319',
      taxablePaise: 249900,
      gstRate: 18,
      cgstPaise: 22491,
      sgstPaise: 22491,
      igstPaise: 0,
      totalPaise: 294882,
    };
    const [invoice] = await db
      .insert(t.gstDocuments)
      .values({
        ...document,
        kind: 'invoice',
        number: 'INV/26-27/000042',
        issuedAt: new Date('2026-11-30T19:00:00Z'),
      })
      .returning();
    const [creditNote] = await db
      .insert(t.gstDocuments)
      .values({
        ...document,
        kind: 'creditNote',
        number: 'CN/26-27/000007',
        issuedAt: new Date('2026-12-05T06:30:00Z'),
        refersToId: invoice!.id,
        reason: 'Cancelled before it started',
      })
      .returning();
    return { invoice: invoice!, creditNote: creditNote! };
  }

  /** The dispatcher as the app makes it, mailing to a local SMTP listener. */
  async function mailing() {
    const inbox: ReceivedMail[] = [];
    const listener = await startSmtpListener((mail) => inbox.push(mail));
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${listener.port}`,
      'NourishWell <no-reply@nourishwell.test>',
    );
    const asked: { id: number; locale: Locale | undefined }[] = [];
    const dispatcher = createOutboxDispatcher(database.db, [mailer], silent, (id, locale) => {
      asked.push({ id, locale });
      return documentPdf({ db: database.db }, id, locale);
    });
    return { inbox, asked, dispatcher, close: () => listener.close() };
  }

  it('reads a credit note with the number and date of the invoice it corrects', async () => {
    const { invoice, creditNote } = await issued();
    expect(await findDocument(database.db, invoice.id)).toMatchObject({
      kind: 'invoice',
      number: 'INV/26-27/000042',
      refersTo: null,
      practice: { stateCode: '27', gstin: '27AAPFU0939F1ZV' },
      line: { taxablePaise: 249900, cgstPaise: 22491, sgstPaise: 22491 },
      totalPaise: 294882,
    });
    expect(await findDocument(database.db, creditNote.id)).toMatchObject({
      kind: 'creditNote',
      refersTo: { number: 'INV/26-27/000042', issuedAt: new Date('2026-11-30T19:00:00Z') },
      reason: 'Cancelled before it started',
    });
    expect(await findDocument(database.db, creditNote.id + 1000)).toBeUndefined();
  });

  it('arrives over SMTP with the invoice’s PDF attached, named by its number', async () => {
    const { invoice } = await issued();
    const { inbox, asked, dispatcher, close } = await mailing();
    try {
      const id = await enqueue(database.db, {
        channel: 'email',
        recipient: 'ananya@example.test',
        subject: 'Your invoice',
        body: 'Your invoice is attached.',
        documentId: invoice.id,
      });
      await dispatcher.flush();
      const mail = await eventually(() => inbox[0]);
      expect(mail).toMatchObject({ to: 'ananya@example.test', subject: 'Your invoice' });
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({
        filename: 'INV-26-27-000042.pdf',
        contentType: 'application/pdf',
      });
      const bytes = Buffer.from(pdf!.content, 'base64');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
      // Not an account's address: English.
      expect(asked).toEqual([{ id: invoice.id, locale: 'en' }]);
      const [row] = await database.db.select().from(t.outbox).where(eq(t.outbox.id, id));
      expect(row).toMatchObject({ status: 'sent', documentId: invoice.id });
    } finally {
      await close();
    }
  });

  it('prints the document in the language of the client it is mailed to', async () => {
    const { creditNote } = await issued();
    await database.db.insert(t.users).values({
      email: 'meera@example.test',
      passwordHash: 'not-a-real-hash',
      role: 'client',
      language: 'hi',
    });
    const { inbox, asked, dispatcher, close } = await mailing();
    try {
      await enqueue(database.db, {
        channel: 'email',
        recipient: 'Meera@Example.test',
        subject: 'क्रेडिट नोट',
        body: 'आपका क्रेडिट नोट संलग्न है।',
        documentId: creditNote.id,
      });
      await dispatcher.flush();
      const mail = await eventually(() => inbox[0]);
      expect(mail.attachments[0]?.filename).toBe('CN-26-27-000007.pdf');
      expect(asked).toEqual([{ id: creditNote.id, locale: 'hi' }]);
    } finally {
      await close();
    }
  });

  it('keeps an email whose document is missing for another try, naming only the document', async () => {
    const { dispatcher, inbox, close } = await mailing();
    try {
      const id = await enqueue(database.db, {
        channel: 'email',
        recipient: 'ananya@example.test',
        subject: 'Your invoice',
        body: 'Your invoice is attached.',
        documentId: 987654,
      });
      await dispatcher.flush();
      const [row] = await database.db.select().from(t.outbox).where(eq(t.outbox.id, id));
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'GST document 987654 not found',
      });
      expect(inbox).toEqual([]);
    } finally {
      await close();
    }
  });

  it('does not send an email with a document when no renderer was given, rather than send it bare', async () => {
    const { invoice } = await issued();
    const sent: unknown[] = [];
    const dispatcher = createOutboxDispatcher(
      database.db,
      [{ name: 'capture', channels: ['email'], deliver: async (m) => void sent.push(m) }],
      silent,
    );
    const id = await enqueue(database.db, {
      channel: 'email',
      recipient: 'ananya@example.test',
      subject: 'Your invoice',
      body: 'Your invoice is attached.',
      documentId: invoice.id,
    });
    await dispatcher.flush();
    expect(sent).toEqual([]);
    const [row] = await database.db.select().from(t.outbox).where(eq(t.outbox.id, id));
    expect(row?.status).toBe('pending');
  });
});
