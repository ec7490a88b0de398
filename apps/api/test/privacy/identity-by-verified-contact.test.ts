import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD, type TestUser } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { fromNow } from '../helpers/test-clock.ts';
import { saveProfilePhone, verifyPhone } from './contact-fixtures.ts';

const HOUR_MS = 3_600_000;
type Headers = Record<string, string>;

/**
 * Issue 30, finding 2: a phone typed into her profile never makes someone else's payment
 * request hers; a phone she verified with a code does, for her export and her erasure alike.
 */
describe('her export and erasure find what she sent before her account only through a verified contact', () => {
  const { app } = appWithRoles();
  const ARJUN = '9812345678';
  const PRIYA = '9812345679';
  let meera: { user: TestUser; headers: Headers };
  let priya: { user: TestUser; headers: Headers };
  let arjunReference: string;
  let priyaReference: string;

  const pay = async (phone: string, amount: number) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/users/pay',
      payload: { phone, amount },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ reference: string }>().reference;
  };
  const enquire = (email: string, phone: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/sendmail',
      payload: {
        name: 'Arjun Mehta',
        illness: 'Diabetes',
        phone,
        email,
        country: 'India',
        acceptedTnC: true,
      },
    });
  const client = async (name: string) => {
    const user = await createUser(app.db, 'client', { name });
    return { user, headers: bearer(await loginAs(app.app, user)) };
  };
  const exportOf = async (headers: Headers) =>
    (await app.app.inject({ method: 'GET', url: '/api/me/export', headers })).json();
  const erase = async (who: { headers: Headers }) => {
    const asked = await app.app.inject({
      method: 'POST',
      url: '/api/me/erasure',
      headers: who.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await app.app.erasures.flush(fromNow(49 * HOUR_MS))).toBe(1);
  };
  const paymentRequest = async (reference: string) =>
    (
      await app.db
        .select()
        .from(t.paymentRequests)
        .where(eq(t.paymentRequests.reference, reference))
    )[0];

  beforeAll(async () => {
    // Arjun, a visitor without an account, asks for a payment link to his phone.
    arjunReference = await pay(ARJUN, 2499);
    meera = await client('Meera Rao');
    // Meera types Arjun's phone into her profile; she cannot prove it is hers.
    expect((await saveProfilePhone(app.app, meera.user, meera.headers, ARJUN)).statusCode).toBe(
      200,
    );
    // An enquiry sent with Meera's account email by someone else: typed, never proved.
    expect((await enquire(meera.user.email, ARJUN)).statusCode).toBe(200);

    priya = await client('Priya Nair');
    priyaReference = await pay(PRIYA, 999);
    expect((await saveProfilePhone(app.app, priya.user, priya.headers, PRIYA)).statusCode).toBe(
      200,
    );
    await verifyPhone(app.app, app.db, priya.headers, PRIYA);
  });

  it('leaves Arjun’s payment request and an unproved enquiry out of Meera’s export', async () => {
    const document = await exportOf(meera.headers);
    expect(document.profile.phone).toBe(ARJUN);
    expect(document.paymentRequests).toEqual([]);
    expect(document.enquiries).toEqual([]);
    expect(JSON.stringify(document)).not.toContain(arjunReference);
  });

  it('puts Priya’s own payment request in her export once she verified her phone', async () => {
    const document = await exportOf(priya.headers);
    expect(document.paymentRequests).toEqual([
      expect.objectContaining({ reference: priyaReference, phone: PRIYA, amount: 999 }),
    ]);
    expect(document.contactVerifications).toEqual([
      expect.objectContaining({ contact: 'phone', verifiedValue: PRIYA }),
    ]);
  });

  it('keeps Arjun’s payment request and the enquiry when Meera is erased', async () => {
    await erase(meera);
    expect(await paymentRequest(arjunReference)).toMatchObject({ phone: ARJUN });
    const enquiries = await app.db
      .select()
      .from(t.enquiries)
      .where(eq(t.enquiries.email, meera.user.email));
    expect(enquiries).toHaveLength(1);
    // The practice's email about Arjun's request names his phone, not Meera's verified one.
    const practiceMail = await app.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.subject, `Payment request ${arjunReference}: Gold Plan`));
    expect(practiceMail).toHaveLength(1);
  });

  it('erases Priya’s own payment request, and every message naming her verified phone', async () => {
    await erase(priya);
    expect(await paymentRequest(priyaReference)).toBeUndefined();
    const left = await app.db
      .select({ body: t.outbox.body, to: t.outbox.recipient })
      .from(t.outbox);
    expect(JSON.stringify(left)).not.toContain(PRIYA);
    expect(JSON.stringify(left)).not.toContain('98123 45679');
  });
});
