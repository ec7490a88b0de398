import { describe, expect, it } from 'vitest';
import { textsFor, textsForPerson } from '#api/lib/i18n.ts';
import type { SessionPerson } from '#api/modules/scheduling/session-people.ts';
import { sessionText } from '#api/modules/scheduling/session-texts.ts';

const meera = (devanagariDigits: boolean): SessionPerson => ({
  userId: 2,
  role: 'client',
  name: 'Meera Iyer',
  email: 'meera@example.test',
  phone: null,
  timeZone: 'Asia/Kolkata',
  language: 'hi',
  devanagariDigits,
});
const asha: SessionPerson = { ...meera(true), userId: 1, role: 'nutritionist', name: 'Asha Rao' };

// 10:00–10:45 on Tue 1 Dec 2026 in India.
const session = {
  id: 7,
  start: new Date('2026-12-01T04:30:00Z'),
  end: new Date('2026-12-01T05:15:00Z'),
  status: 'booked' as const,
  sequence: 0,
  videoUrl: 'https://meet.jit.si/NourishWell-room7',
  client: meera(true),
  nutritionist: asha,
};
const textTo = (person: SessionPerson) =>
  sessionText({
    kind: 'booked',
    session: { ...session, client: person },
    person,
    other: asha,
    changeUrl: 'https://app.nourishwell.test/dashboard/client/book',
  });

describe('her messages in Devanagari digits, by her choice', () => {
  it('write the session’s date and times in them, and leave the link as it is', () => {
    const text = textTo(meera(true));
    expect(text).toContain('मंगलवार, १ दिसंबर २०२६');
    expect(text).toContain('१०:००');
    expect(text).toContain('https://meet.jit.si/NourishWell-room7');
    expect(text).not.toMatch(/दिसंबर 2026/);
  });

  it('stay in 0–9 without the choice, and for staff whatever their choice', () => {
    expect(textTo(meera(false))).toContain('मंगलवार, 1 दिसंबर 2026');
    expect(textsForPerson(asha).date(session.start, 'Asia/Kolkata')).toBe('Tue, 1 Dec 2026');
    expect(textsFor('en', true).t('messages.sessionReminder.inMinutes', { count: 30 })).toBe(
      'in 30 minutes',
    );
  });
});
