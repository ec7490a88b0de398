import { z } from 'zod';
import {
  availabilityInputSchema,
  availabilitySchema,
  bookingInputSchema,
  bookingParamsSchema,
  bookingSchema,
  bookingsQuerySchema,
  calendarFeedParamsSchema,
  calendarFeedUrlSchema,
  cancelBookingSchema,
  rescheduleBookingSchema,
  slotSchema,
  slotsQuerySchema,
} from '../schemas/scheduling.ts';
import {
  notificationLogQuerySchema,
  notificationLogRowSchema,
  schedulingSettingsSchema,
} from '../schemas/scheduling-admin.ts';
import { defineEndpoints } from './endpoint.ts';

const base = { tags: ['scheduling'], errors: [400, 401, 403, 404] } as const;
/** A client for herself, or her nutritionist for one of her clients; else 404. */
const both = { ...base, access: ['client', 'nutritionist'] } as const;

/** Availability, booking, reminders and calendar feeds (issue 17, decision 019). */
export const schedulingEndpoints = defineEndpoints({
  myAvailability: {
    ...base,
    access: ['nutritionist'],
    method: 'GET',
    path: '/nutritionists/me/availability',
    summary: 'Her working hours, session length, buffer, days off and extra hours',
    response: availabilitySchema,
  },
  saveAvailability: {
    ...base,
    access: ['nutritionist'],
    method: 'PUT',
    path: '/nutritionists/me/availability',
    summary:
      'Replace her hours; booked sessions are never moved, and those now outside her hours are listed',
    body: availabilityInputSchema,
    response: availabilitySchema,
  },
  slots: {
    ...both,
    method: 'GET',
    path: '/slots',
    summary:
      "Free slots of the client's nutritionist from..to (the client's own; a nutritionist names clientId)",
    query: slotsQuerySchema,
    response: z.array(slotSchema),
  },
  bookings: {
    ...both,
    method: 'GET',
    path: '/bookings',
    summary: 'Her own sessions starting from..to (a nutritionist: all of hers, or one clientId)',
    query: bookingsQuerySchema,
    response: z.array(bookingSchema),
  },
  book: {
    ...both,
    method: 'POST',
    path: '/bookings',
    summary:
      'Book a free slot; a slot taken meanwhile answers 409 (the database refuses overlapping sessions)',
    body: bookingInputSchema,
    status: 201,
    response: bookingSchema,
    errors: [400, 401, 403, 404, 409],
  },
  cancelBooking: {
    ...both,
    method: 'POST',
    path: '/bookings/:id/cancel',
    summary: 'Cancel a booked session (a client only outside the change window)',
    params: bookingParamsSchema,
    body: cancelBookingSchema,
    response: bookingSchema,
    errors: [400, 401, 403, 404, 409],
  },
  rescheduleBooking: {
    ...both,
    method: 'POST',
    path: '/bookings/:id/reschedule',
    summary: 'Move a booked session to another free slot',
    params: bookingParamsSchema,
    body: rescheduleBookingSchema,
    response: bookingSchema,
    errors: [400, 401, 403, 404, 409],
  },
  calendarFeedUrl: {
    ...base,
    access: 'signedIn',
    method: 'GET',
    path: '/calendar/feed-url',
    summary: 'The private address of her calendar feed (made on first ask)',
    response: calendarFeedUrlSchema,
  },
  regenerateCalendarFeed: {
    ...base,
    access: 'signedIn',
    method: 'POST',
    path: '/calendar/feed-url',
    summary: 'A new private feed address; the old one stops working',
    response: calendarFeedUrlSchema,
  },
  calendarFeed: {
    tags: ['scheduling'],
    access: 'public',
    method: 'GET',
    path: '/calendar/:file',
    summary: 'Her sessions as an RFC 5545 calendar, by the secret in the address',
    params: calendarFeedParamsSchema,
    errors: [404, 429],
    produces: ['text/calendar'],
  },
  bookingRules: {
    ...base,
    access: 'signedIn',
    method: 'GET',
    path: '/scheduling/rules',
    summary:
      'The practice’s booking rules as every screen needs them: how far ahead, how soon, the change window',
    response: schedulingSettingsSchema,
  },
  schedulingSettings: {
    ...base,
    access: ['admin'],
    method: 'GET',
    path: '/admin/scheduling-settings',
    summary: 'How far ahead, how soon, the change window and reminder times',
    response: schedulingSettingsSchema,
  },
  saveSchedulingSettings: {
    ...base,
    access: ['admin'],
    method: 'PUT',
    path: '/admin/scheduling-settings',
    summary: 'Change the practice’s booking rules',
    body: schedulingSettingsSchema,
    response: schedulingSettingsSchema,
  },
  notificationLog: {
    ...base,
    access: ['admin'],
    method: 'GET',
    path: '/admin/notifications',
    summary:
      'Emails and texts the practice sent or will send (kind, recipient, channel, status; never a body)',
    query: notificationLogQuerySchema,
    response: z.array(notificationLogRowSchema),
    paged: true,
  },
});
