import { describe, expect, it } from 'vitest';
import { freeSlots, type SlotHours } from '#api/modules/scheduling/slots.ts';

const kolkata: SlotHours = {
  timeZone: 'Asia/Kolkata',
  slotMinutes: 45,
  bufferMinutes: 15,
  weekly: [
    { weekday: 2, start: '10:00', end: '12:00' },
    { weekday: 3, start: '22:00', end: '24:00' },
  ],
  exceptions: [],
};
const now = new Date('2026-11-23T00:00:00Z'); // Monday morning in Kolkata
const starts = (slots: Array<{ start: string }>) => slots.map((slot) => slot.start);

describe('free slots', () => {
  it('steps by the slot plus the buffer while a slot still ends inside the range', () => {
    const slots = freeSlots({
      hours: kolkata,
      busy: [],
      from: '2026-11-24',
      to: '2026-11-24',
      viewerZone: 'Asia/Kolkata',
      now,
    });
    expect(slots).toEqual([
      { start: '2026-11-24T04:30:00.000Z', end: '2026-11-24T05:15:00.000Z' },
      { start: '2026-11-24T05:30:00.000Z', end: '2026-11-24T06:15:00.000Z' },
    ]);
  });

  it('drops a slot overlapping a busy interval and ones before the minimum notice or past the horizon', () => {
    const busy = [
      { start: Date.parse('2026-11-24T04:15:00Z'), end: Date.parse('2026-11-24T05:30:00Z') },
    ];
    expect(
      starts(
        freeSlots({
          hours: kolkata,
          busy,
          from: '2026-11-24',
          to: '2026-11-24',
          viewerZone: 'Asia/Kolkata',
          now,
        }),
      ),
    ).toEqual(['2026-11-24T05:30:00.000Z']);
    const windows = { minNoticeHours: 29, bookingHorizonDays: 2 };
    expect(
      starts(
        freeSlots({
          hours: kolkata,
          busy: [],
          from: '2026-11-24',
          to: '2026-11-26',
          viewerZone: 'Asia/Kolkata',
          now,
          windows,
        }),
      ),
    ).toEqual(['2026-11-24T05:30:00.000Z']);
  });

  it('skips days off and adds one-off extra hours', () => {
    const hours: SlotHours = {
      ...kolkata,
      exceptions: [
        { date: '2026-11-24', available: false },
        { date: '2026-11-28', start: '09:00', end: '09:45' },
      ],
    };
    expect(
      starts(
        freeSlots({
          hours,
          busy: [],
          from: '2026-11-24',
          to: '2026-11-28',
          viewerZone: 'Asia/Kolkata',
          now,
        }),
      ),
    ).toEqual(['2026-11-25T16:30:00.000Z', '2026-11-25T17:30:00.000Z', '2026-11-28T03:30:00.000Z']);
  });

  it('shows a New York client her own dates: Wednesday’s late Kolkata hours fall on her Wednesday noon', () => {
    const slots = freeSlots({
      hours: kolkata,
      busy: [],
      from: '2026-11-25',
      to: '2026-11-25',
      viewerZone: 'America/New_York',
      now,
    });
    // 22:00 and 23:00 IST on Wednesday are 11:30 and 12:30 EST on Wednesday; Tuesday's
    // 10:00 IST is Monday night in New York, so it is not hers to see on Wednesday.
    expect(starts(slots)).toEqual(['2026-11-25T16:30:00.000Z', '2026-11-25T17:30:00.000Z']);
    const monday = freeSlots({
      hours: kolkata,
      busy: [],
      from: '2026-11-23',
      to: '2026-11-23',
      viewerZone: 'America/New_York',
      now,
    });
    expect(starts(monday)).toEqual(['2026-11-24T04:30:00.000Z']);
  });

  it('puts a London client’s slots on her own day around midnight, also across the clock change', () => {
    const late: SlotHours = {
      ...kolkata,
      timeZone: 'Europe/London',
      weekly: [
        { weekday: 6, start: '23:00', end: '24:00' },
        { weekday: 7, start: '00:00', end: '01:00' },
      ],
    };
    const before = new Date('2026-10-20T00:00:00Z');
    const saturday = freeSlots({
      hours: late,
      busy: [],
      from: '2026-10-24',
      to: '2026-10-24',
      viewerZone: 'Europe/London',
      now: before,
    });
    expect(starts(saturday)).toEqual(['2026-10-24T22:00:00.000Z']);
    const sunday = freeSlots({
      hours: late,
      busy: [],
      from: '2026-10-25',
      to: '2026-10-25',
      viewerZone: 'Europe/London',
      now: before,
    });
    expect(starts(sunday)).toEqual(['2026-10-24T23:00:00.000Z']);
  });

  it('never offers a start on a day her own clock skips', () => {
    const spring: SlotHours = {
      ...kolkata,
      timeZone: 'Europe/London',
      bufferMinutes: 0,
      slotMinutes: 30,
      weekly: [{ weekday: 7, start: '01:00', end: '02:30' }],
    };
    const slots = freeSlots({
      hours: spring,
      busy: [],
      from: '2026-03-29',
      to: '2026-03-29',
      viewerZone: 'Europe/London',
      now: new Date('2026-03-01T00:00:00Z'),
    });
    expect(starts(slots)).toEqual(['2026-03-29T01:00:00.000Z']);
  });
});
