import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SCHEDULING_DEFAULTS, SCHEDULING_LIMITS, type Slot } from '@nourishwell/shared';
import { apiMutation, apiQuery, type ApiName } from '#web/lib/api.ts';
import { addDays, localToday } from '#web/lib/format.ts';
import { mondayOf } from '#web/features/scheduling/session-time.ts';

/** Every read a booking change can alter: the sessions, the free slots, the old boards. */
const afterBookingChange: readonly ApiName[] = [
  'bookings',
  'slots',
  'myAvailability',
  'caseload',
  'completedAppointments',
  'ownRecord',
  'clientSessions',
  // A booked or cancelled session changes her package's sessions left (issue 34).
  'packageStanding',
  'caseloadStandings',
];

/** Free slots of her nutritionist (a client), or of the nutritionist for one client. */
export const slotsQuery = (query: {
  from: string;
  to: string;
  clientId?: number;
  timeZone: string;
}) => apiQuery('slots', { query });

/** Sessions starting from..to, read in the viewer's zone. */
export const bookingsQuery = (query: {
  from: string;
  to: string;
  clientId?: number;
  timeZone: string;
}) => apiQuery('bookings', { query });

/** The practice's booking rules (how far ahead a client may book), for every booking screen. */
export const bookingRulesQuery = () => apiQuery('bookingRules');

/**
 * How many days ahead the week view goes: the practice's horizon for a client (the
 * default until the rules load); for her nutritionist, who may book past it, the longest
 * range one read covers.
 */
export function useBookingHorizon(clientId?: number): number {
  const rules = useQuery({ ...bookingRulesQuery(), enabled: clientId === undefined });
  if (clientId !== undefined) return SCHEDULING_LIMITS.rangeDaysMax - 1;
  return rules.data?.bookingHorizonDays ?? SCHEDULING_DEFAULTS.bookingHorizonDays;
}

/**
 * Her sessions from today to two months ahead (the longest read), in her zone: one read
 * for the lists, "Join" and the next session's link. A nutritionist may book past the
 * practice's horizon, so the list does not stop there.
 */
export const upcomingBookingsQuery = (timeZone: string, clientId?: number) =>
  bookingsQuery({
    from: localToday(),
    to: addDays(localToday(), SCHEDULING_LIMITS.rangeDaysMax - 1),
    timeZone,
    ...(clientId ? { clientId } : {}),
  });

/**
 * The first free slot from now: the weeks are asked one by one (the same reads the week
 * view shows, so they are cached for it) until one has a slot, at most to the horizon.
 * Kept under `slots`, so a booking change asks again.
 */
export function useNextFreeSlot(timeZone: string, horizonDays: number, clientId?: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['slots', 'next', { timeZone, clientId, horizonDays }],
    queryFn: async (): Promise<Slot | null> => {
      const today = localToday();
      const last = addDays(today, horizonDays);
      for (let monday = mondayOf(today); monday <= last; monday = addDays(monday, 7)) {
        const slots = await queryClient.fetchQuery(weekSlotsQuery(monday, timeZone, clientId));
        const free = slots.find((slot) => Date.parse(slot.start) > Date.now());
        if (free) return free;
      }
      return null;
    },
  });
}

/** The free slots of the week starting on `monday` (Monday to Sunday, the viewer's dates). */
export const weekSlotsQuery = (monday: string, timeZone: string, clientId?: number) =>
  slotsQuery({ from: monday, to: addDays(monday, 6), timeZone, ...(clientId ? { clientId } : {}) });

export const useBook = () =>
  useMutation(apiMutation(useQueryClient(), 'book', { invalidates: afterBookingChange }));
export const useCancelBooking = () =>
  useMutation(apiMutation(useQueryClient(), 'cancelBooking', { invalidates: afterBookingChange }));
export const useRescheduleBooking = () =>
  useMutation(
    apiMutation(useQueryClient(), 'rescheduleBooking', { invalidates: afterBookingChange }),
  );

export const availabilityQuery = () => apiQuery('myAvailability');
export const useSaveAvailability = () =>
  useMutation(
    apiMutation(useQueryClient(), 'saveAvailability', {
      invalidates: ['myAvailability', 'slots'],
    }),
  );

export const calendarFeedQuery = () => apiQuery('calendarFeedUrl');
export const useRegenerateCalendarFeed = () =>
  useMutation(
    apiMutation(useQueryClient(), 'regenerateCalendarFeed', { invalidates: ['calendarFeedUrl'] }),
  );

export const schedulingSettingsQuery = () => apiQuery('schedulingSettings');
export const useSaveSchedulingSettings = () =>
  useMutation(
    apiMutation(useQueryClient(), 'saveSchedulingSettings', {
      invalidates: ['schedulingSettings'],
    }),
  );
