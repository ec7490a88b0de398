import { useQueryClient } from '@tanstack/react-query';
import type { Booking, ErrorCode, MessageKey } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { bookingRulesQuery } from '#web/features/scheduling/api/scheduling-api.ts';
import { changeWindowHours } from '#web/features/scheduling/session-time.ts';

/** The booking refusals that say nothing but their words, by the server's code. */
const PLAIN: Partial<Record<ErrorCode, MessageKey>> = {
  SLOT_TAKEN: 'booking.slotTaken',
  NOT_A_SLOT: 'booking.notASlot',
  IN_PAST: 'booking.inPast',
  NO_NUTRITIONIST: 'booking.noNutritionist',
  NO_HOURS: 'booking.noHours',
  NOT_BOOKED: 'booking.notBooked',
};

/**
 * A booking refusal in the screen's language: the server words them in English (its error
 * texts do not follow her language yet), so the screen says the refusal of the code in its
 * own words, English word for word the server's. A refusal that names the practice's hours
 * or days takes them from the rules the screen read (or the session's change window); one
 * it cannot word, or any other failure, keeps `apiMessageOr`'s choice.
 */
export function useRefusalText(): (
  error: unknown,
  fallback: string,
  session?: Pick<Booking, 'start' | 'changeBefore'>,
) => string {
  const t = useT();
  const queries = useQueryClient();
  return (error, fallback, session) => {
    if (!(error instanceof ApiError) || !error.fromServer || !error.code)
      return apiMessageOr(fallback)(error);
    const plain = PLAIN[error.code];
    if (plain) return t(plain);
    const rules = queries.getQueryData(bookingRulesQuery().queryKey);
    if (error.code === 'CHANGE_WINDOW' && (session || rules))
      return t('booking.changeWindow', {
        hours: session ? changeWindowHours(session) : (rules?.changeWindowHours ?? 0),
      });
    if (error.code === 'TOO_SOON' && rules)
      return t('booking.tooSoon', { hours: rules.minNoticeHours });
    if (error.code === 'TOO_FAR' && rules)
      return t('booking.tooFar', { days: rules.bookingHorizonDays });
    return apiMessageOr(fallback)(error);
  };
}
