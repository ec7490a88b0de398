import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRACTICE_TIME_ZONE } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { fromNow } from '../helpers/test-clock.ts';
import { concern, mailTo } from './grievance-fixtures.ts';

const { app, as, call } = appWithRoles();
const { contactName, contactEmail } = testConfig().privacy;
const HOUR_MS = 3_600_000;

const welcomeTo = async (email: string) => {
  const [mail] = await app.db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.kind, 'welcome'), eq(t.outbox.recipient, email)));
  return mail;
};
const reading = (id: number, language: 'en' | 'hi', devanagariDigits = false) =>
  app.db.update(t.users).set({ language, devanagariDigits }).where(eq(t.users.id, id));
const inWords = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: PRACTICE_TIME_ZONE,
  }).format(at);

describe('the welcome email, in the language the practice gave for her', () => {
  const create = (email: string, language?: string) =>
    call('POST', '/api/clients', as.admin.headers, {
      name: 'Sunita Devi',
      email,
      nutritionist: as.nutritionist.user.name,
      plan: 'Diabetes',
      ...(language ? { language } : {}),
    });

  it('is in Hindi for a client the practice says reads Hindi, and her app speaks Hindi', async () => {
    const created = await create('sunita@example.test', 'hi');
    expect(created.statusCode, created.body).toBe(201);
    const { temporaryPassword } = created.json<{ temporaryPassword: string }>();
    const mail = await welcomeTo('sunita@example.test');
    expect(mail?.subject).toBe('आपका NourishWell खाता');
    expect(mail?.body).toBe(
      [
        'नमस्ते Sunita Devi,',
        '',
        'NourishWell पर आपके लिए एक खाता बनाया गया है।',
        '',
        `यहाँ साइन इन करें: ${testConfig().appUrl}/hi/login`,
        'ईमेल: sunita@example.test',
        'किस रूप में लॉगिन करें (Login As): क्लाइंट (Client)',
        `अस्थायी पासवर्ड: ${temporaryPassword}`,
        '',
        'पहली बार साइन इन करने पर आपसे अपना खुद का पासवर्ड चुनने को कहा जाएगा।',
        '',
        '— NourishWell',
      ].join('\n'),
    );
    const [user] = await app.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'sunita@example.test'));
    expect(user?.language).toBe('hi');
  });

  it('stays word for word in English when no language is given', async () => {
    const created = await create('ritu@example.test');
    const { temporaryPassword } = created.json<{ temporaryPassword: string }>();
    const mail = await welcomeTo('ritu@example.test');
    expect(mail?.subject).toBe('Your NourishWell account');
    expect(mail?.body).toBe(
      [
        'Hello Sunita Devi,',
        '',
        'An account has been created for you on NourishWell.',
        '',
        `Sign in at ${testConfig().appUrl}/login`,
        'Email: ritu@example.test',
        'Login As: Client',
        `Temporary password: ${temporaryPassword}`,
        '',
        'You will be asked to choose your own password when you first sign in.',
        '',
        '— NourishWell',
      ].join('\n'),
    );
  });

  it('is in Hindi, with the Hindi sign-in page, for a client her nutritionist adds as reading Hindi', async () => {
    const created = await call('POST', '/api/client/add', as.nutritionist.headers, {
      name: 'Kamla Bai',
      age: 54,
      email: 'kamla@example.test',
      phone: '9876501234',
      gender: 'Female',
      location: 'Indore',
      issue: 'Diabetes',
      plan: 'Diabetes',
      language: 'hi',
    });
    expect(created.statusCode, created.body).toBe(201);
    const mail = await welcomeTo('kamla@example.test');
    expect(mail?.subject).toBe('आपका NourishWell खाता');
    expect(mail?.body).toContain(`${testConfig().appUrl}/hi/login`);
    const [user] = await app.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'kamla@example.test'));
    expect(user?.language).toBe('hi');
  });

  it('refuses a language NourishWell does not speak', async () => {
    const refused = await create('fr@example.test', 'fr');
    expect(refused.statusCode).toBe(400);
  });
});

describe('a data concern’s acknowledgement and answer, in her language', () => {
  const resolve = async (reference: string, reply: string) => {
    const [row] = await app.db
      .select()
      .from(t.grievances)
      .where(eq(t.grievances.reference, reference));
    const url = `/api/admin/grievances/${row?.id}/resolve`;
    expect((await call('POST', url, as.admin.headers, { reply })).statusCode).toBe(200);
  };

  it('writes to a visitor in Hindi when she sent it from a Hindi page, acknowledgement and answer', async () => {
    const sent = await call(
      'POST',
      '/api/grievances',
      {},
      {
        ...concern('asha.hi@example.test'),
        language: 'hi',
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { reference, dueAt } = sent.json<{ reference: string; dueAt: string }>();
    const [ack] = await mailTo(app.db, 'grievance', 'asha.hi@example.test');
    expect(ack?.subject).toBe(`डेटा से जुड़ी आपकी शिकायत ${reference} हमें मिल गई है`);
    expect(ack?.body).toBe(
      [
        'प्रिय Asha Rao,',
        '',
        `डेटा से जुड़ी आपकी शिकायत "Please delete my enquiry" हमें मिल गई है। इसका संदर्भ नंबर ${reference} है।`,
        `हम आपको ${inWords(new Date(dueAt), 'hi-IN')} तक जवाब देंगे, यानी क़ानून के अनुसार 90 दिनों के अंदर।`,
        '',
        `${contactName} (${contactEmail})`,
        'NourishWell',
      ].join('\n'),
    );
    // The officer's copy stays in the practice's English.
    const [officer] = await mailTo(app.db, 'grievance', contactEmail);
    expect(officer?.subject).toMatch(/^New data concern DC-/);

    await resolve(reference, 'हमने आपकी पूछताछ मिटा दी है।');
    const answer = (await mailTo(app.db, 'grievance', 'asha.hi@example.test')).at(-1);
    expect(answer?.subject).toBe(`डेटा से जुड़ी आपकी शिकायत ${reference} पर हमारा जवाब`);
    expect(answer?.body).toContain(
      `आपने हमें "Please delete my enquiry" के बारे में लिखा था (संदर्भ नंबर ${reference})। हमारा जवाब:\n\nहमने आपकी पूछताछ मिटा दी है।`,
    );
    expect(answer?.body).toContain('भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India)');
  });

  it('stays word for word in English from an English page, acknowledgement and answer', async () => {
    const sent = await call('POST', '/api/grievances', {}, concern('asha.en@example.test'));
    const { reference, dueAt } = sent.json<{ reference: string; dueAt: string }>();
    const [ack] = await mailTo(app.db, 'grievance', 'asha.en@example.test');
    expect(ack?.subject).toBe(`We have received your data concern ${reference}`);
    expect(ack?.body).toBe(
      [
        'Dear Asha Rao,',
        '',
        `We have received your data concern "Please delete my enquiry". Its reference is ${reference}.`,
        `We will answer you by ${inWords(new Date(dueAt), 'en-IN')}, within 90 days as the law requires.`,
        '',
        `${contactName} (${contactEmail})`,
        'NourishWell',
      ].join('\n'),
    );
    await resolve(reference, 'Deleted.');
    const answer = (await mailTo(app.db, 'grievance', 'asha.en@example.test')).at(-1);
    expect(answer?.subject).toBe(`Our answer to your data concern ${reference}`);
    expect(answer?.body).toBe(
      [
        'Dear Asha Rao,',
        '',
        `You wrote to us about "Please delete my enquiry" (reference ${reference}). Our answer:`,
        '',
        'Deleted.',
        '',
        `If you are not satisfied with this answer, you may write to ${contactName} at ${contactEmail}, or complain to the Data Protection Board of India.`,
        'NourishWell',
      ].join('\n'),
    );
  });

  it('writes to a signed-in client in her account’s language, the answer in the one she reads now', async () => {
    const meera = await createUser(app.db, 'client', { name: 'Meera Iyer' });
    await reading(meera.id, 'hi');
    const headers = bearer(await loginAs(app.app, meera));
    const sent = await call('POST', '/api/me/grievances', headers, {
      subject: 'मेरा डेटा',
      message: 'कृपया बताएँ कि आपके पास मेरा कौन-सा डेटा है।',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reference } = sent.json<{ reference: string }>();
    const [ack] = await mailTo(app.db, 'grievance', meera.email);
    expect(ack?.body).toMatch(/^प्रिय Meera Iyer,\n\nडेटा से जुड़ी आपकी शिकायत "मेरा डेटा"/);
    await reading(meera.id, 'en');
    await resolve(reference, 'Here it is.');
    const answer = (await mailTo(app.db, 'grievance', meera.email)).at(-1);
    expect(answer?.subject).toBe(`Our answer to your data concern ${reference}`);
  });
});

describe('the breach notice, to each person in her language', () => {
  it('is in Hindi to a Hindi reader (her digits if she chose them), English to the rest, and previewed in English', async () => {
    const sunita = await createUser(app.db, 'client', { name: 'Sunita' });
    const geeta = await createUser(app.db, 'client', { name: 'Geeta' });
    await reading(sunita.id, 'hi');
    await reading(geeta.id, 'hi', true);
    const discoveredAt = fromNow(-2 * HOUR_MS);
    const created = await call('POST', '/api/admin/breaches', as.admin.headers, {
      title: 'Laptop stolen',
      description: 'A practice laptop was stolen.',
      dataInvolved: 'Names and meal plans',
      discoveredAt: discoveredAt.toISOString(),
      affected: 'list',
      affectedUserIds: [sunita.id, geeta.id, as.client.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json<{ id: number; email: { subject: string; body: string } }>();
    expect(detail.email.subject).toBe(
      'Important: a personal data breach at NourishWell (Laptop stolen)',
    );
    const notify = `/api/admin/breaches/${detail.id}/notify`;
    expect((await call('POST', notify, as.admin.headers)).statusCode).toBe(200);

    const [hindi] = await mailTo(app.db, 'breach', sunita.email);
    expect(hindi?.subject).toBe('ज़रूरी सूचना: NourishWell में निजी डेटा की सुरक्षा में सेंध (Laptop stolen)');
    expect(hindi?.body).toContain('क्या हुआ: Laptop stolen। A practice laptop was stolen.');
    expect(hindi?.body).toContain(`कब: हमें इसका पता ${inWords(discoveredAt, 'hi-IN')} को चला।`);
    expect(hindi?.body).toContain(`संपर्क: कोई सवाल हो तो ${contactName} को ${contactEmail} पर लिखें।`);

    const [deva] = await mailTo(app.db, 'breach', geeta.email);
    const devaDate = inWords(discoveredAt, 'hi-IN-u-nu-deva');
    expect(devaDate).toMatch(/^[०-९]+ \S+ [०-९]{4}$/);
    expect(deva?.body).toContain(`कब: हमें इसका पता ${devaDate} को चला।`);

    const [english] = await mailTo(app.db, 'breach', as.client.user.email);
    expect(english?.subject).toBe(detail.email.subject);
    expect(english?.body).toBe(detail.email.body);
    expect(english?.body).toContain(
      `When: we found out about it on ${inWords(discoveredAt, 'en-IN')}.`,
    );
  });
});
