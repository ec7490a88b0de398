import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, type ApiName } from '../../../lib/api.ts';

/** Every read a booking change can alter: the sessions, the free slots, the old boards. */
const afterBookingChange: readonly ApiName[] = [
  'bookings',
  'slots',
  'myAvailability',
  'caseload',
  'completedAppointments',
  'ownRecord',
  'clientSessions',
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

export const notificationLogQuery = (query: { limit: number; offset: number }) =>
  apiQuery('notificationLog', { query });
