import type { TestApp } from '../helpers/build-test-app.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';

export const ZONE = 'Asia/Kolkata';

/** Working hours every day 09:00–18:00 in Kolkata: 45-minute sessions, 15 minutes apart. */
export const everyDayHours = {
  timeZone: ZONE,
  slotMinutes: 45,
  bufferMinutes: 15,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
  exceptions: [],
};

export const dateIn = (days: number) => isoDateFromToday(ZONE, days);

type Headers = Record<string, string>;

/** The API calls a scheduling test makes, as whoever's headers it passes. */
export function schedulingCalls(app: TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    setHours: (headers: Headers, hours: object = everyDayHours) =>
      inject('PUT', '/api/nutritionists/me/availability', headers, hours),
    slots: (headers: Headers, query: string) => inject('GET', `/api/slots?${query}`, headers),
    bookings: (headers: Headers, query: string) => inject('GET', `/api/bookings?${query}`, headers),
    book: (headers: Headers, body: object) => inject('POST', '/api/bookings', headers, body),
    cancel: (headers: Headers, id: number, body: object = {}) =>
      inject('POST', `/api/bookings/${id}/cancel`, headers, body),
    reschedule: (headers: Headers, id: number, start: string) =>
      inject('POST', `/api/bookings/${id}/reschedule`, headers, { start }),
    inject,
  };
}

/** The free slot starts a caller sees on one of the nutritionist's dates. */
export async function slotStarts(
  calls: ReturnType<typeof schedulingCalls>,
  headers: Headers,
  date: string,
  extra = '',
): Promise<string[]> {
  const response = await calls.slots(headers, `from=${date}&to=${date}${extra}`);
  if (response.statusCode !== 200) throw new Error(`slots: ${response.body}`);
  return response.json<Array<{ start: string }>>().map((slot) => slot.start);
}
