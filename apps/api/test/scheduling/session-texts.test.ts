import { describe, expect, it } from 'vitest';
import {
  sessionEmail,
  sessionNotice,
  sessionText,
  type SessionMessageInput,
} from '#api/modules/scheduling/session-texts.ts';
import type { SessionDetails, SessionPerson } from '#api/modules/scheduling/session-people.ts';

const person = (
  role: SessionPerson['role'],
  name: string,
  language: SessionPerson['language'] = 'en',
): SessionPerson => ({
  userId: role === 'client' ? 2 : 1,
  role,
  name,
  email: `${role}@example.test`,
  phone: null,
  timeZone: role === 'client' ? 'Asia/Kolkata' : 'Europe/London',
  language,
});

const meera = person('client', 'Meera Iyer');
const asha = person('nutritionist', 'Asha Rao');
const session: SessionDetails = {
  id: 7,
  // 10:00–10:45 on Tue 1 Dec 2026 in India.
  start: new Date('2026-12-01T04:30:00Z'),
  end: new Date('2026-12-01T05:15:00Z'),
  status: 'booked',
  sequence: 0,
  videoUrl: 'https://meet.jit.si/NourishWell-room7',
  client: meera,
  nutritionist: asha,
};
const input = (
  kind: SessionMessageInput['kind'],
  to: SessionPerson = meera,
  other: SessionPerson | null = asha,
): SessionMessageInput => ({
  kind,
  session: { ...session, client: to.role === 'client' ? to : meera },
  person: to,
  other,
  changeUrl: 'https://app.nourishwell.test/dashboard/client/book',
  ...(kind === 'reminder' ? { offsetMinutes: 60 } : {}),
});

describe('the session messages in English', () => {
  it('say a booking in full, word for word', () => {
    expect(sessionEmail(input('booked'))).toEqual({
      subject: 'Session booked: Tue, 1 Dec 2026, 10:00 (Asia/Kolkata)',
      body: [
        'Hello Meera Iyer,',
        '',
        'Your NourishWell session with Asha Rao is booked for Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata).',
        '',
        'Join the video call: https://meet.jit.si/NourishWell-room7',
        '(The link works from 10 minutes before the start.)',
        '',
        'To see, move or cancel your sessions: https://app.nourishwell.test/dashboard/client/book',
        'The attached invitation adds it to your calendar.',
        '',
        'NourishWell',
      ].join('\n'),
    });
    expect(sessionText(input('booked'))).toBe(
      'NourishWell: Your NourishWell session with Asha Rao is booked for Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata). Join: https://meet.jit.si/NourishWell-room7',
    );
  });

  it('say a move, a cancellation and a reminder, with and without the other person', () => {
    expect(sessionEmail(input('rescheduled', meera, null)).subject).toBe(
      'Session moved: Tue, 1 Dec 2026, 10:00 (Asia/Kolkata)',
    );
    expect(sessionText(input('rescheduled', meera, null))).toBe(
      'NourishWell: Your NourishWell session has moved to Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata). Join: https://meet.jit.si/NourishWell-room7',
    );
    const cancelled = sessionEmail(input('cancelled'));
    expect(cancelled.subject).toBe('Session cancelled: Tue, 1 Dec 2026, 10:00 (Asia/Kolkata)');
    expect(cancelled.body).toContain(
      'Your NourishWell session with Asha Rao on Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata) is cancelled.\n\nTo see, move or cancel your sessions: https://app.nourishwell.test/dashboard/client/book\nThe attached calendar update removes it from your calendar.',
    );
    expect(sessionText(input('cancelled'))).toBe(
      'NourishWell: Your NourishWell session with Asha Rao on Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata) is cancelled.',
    );
    expect(sessionEmail(input('reminder')).subject).toBe(
      'Session reminder: Tue, 1 Dec 2026, 10:00 (Asia/Kolkata)',
    );
    expect(sessionText(input('reminder'))).toBe(
      'NourishWell: Reminder: your NourishWell session with Asha Rao starts in 1 hour, Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata). Join: https://meet.jit.si/NourishWell-room7',
    );
    expect(sessionText({ ...input('reminder'), offsetMinutes: 1440 })).toContain(
      'starts in 24 hours,',
    );
    expect(sessionText({ ...input('reminder'), offsetMinutes: 30 })).toContain(
      'starts in 30 minutes,',
    );
  });

  it('say who changed it in the app notice, or that it changed', () => {
    expect(sessionNotice('booked', session, meera, 'Asha Rao')).toBe(
      'Asha Rao booked a session for Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata)',
    );
    expect(sessionNotice('rescheduled', session, meera, 'Asha Rao')).toBe(
      'Asha Rao moved your session to Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata)',
    );
    expect(sessionNotice('cancelled', session, asha, null)).toBe(
      'Your session of Tue, 1 Dec 2026, 04:30–05:15 (Europe/London) was cancelled.',
    );
  });
});

describe('the session messages to a client who reads Hindi', () => {
  const hindi = person('client', 'Meera Iyer', 'hi');
  const when = 'मंगलवार, 1 दिसंबर 2026, 10:00 am–10:45 am (भारतीय मानक समय)';

  it('write the email, the text and the notice in Hindi, with the date, time and zone as Hindi writes them', () => {
    const mail = sessionEmail(input('booked', hindi));
    expect(mail.subject).toBe('सेशन बुक हो गया: मंगलवार, 1 दिसंबर 2026, 10:00 am (भारतीय मानक समय)');
    expect(mail.body.split('\n').slice(0, 3)).toEqual([
      'नमस्ते Meera Iyer,',
      '',
      `Asha Rao के साथ आपका NourishWell सेशन ${when} के लिए बुक हो गया है।`,
    ]);
    expect(mail.body).toContain('वीडियो कॉल से जुड़ें: https://meet.jit.si/NourishWell-room7');
    expect(sessionText(input('booked', hindi))).toBe(
      `NourishWell: Asha Rao के साथ आपका NourishWell सेशन ${when} के लिए बुक हो गया है। जुड़ें: https://meet.jit.si/NourishWell-room7`,
    );
    expect(sessionText(input('reminder', hindi))).toContain('सेशन 1 घंटे में शुरू होगा');
    expect(sessionNotice('cancelled', session, hindi, null)).toBe(
      `${when} का आपका सेशन रद्द कर दिया गया।`,
    );
  });

  it('leave a nutritionist’s own messages in English', () => {
    const hers = person('nutritionist', 'Asha Rao', 'hi');
    expect(sessionEmail(input('booked', hers, meera)).subject).toBe(
      'Session booked: Tue, 1 Dec 2026, 04:30 (Europe/London)',
    );
  });
});
