import { availabilityInputSchema, type AvailabilityView } from '@nourishwell/shared';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { toFormValues } from './availability-values.ts';

/**
 * Her hours as a form checked by the PUT's own schema (decision 011). An empty link box
 * means no link of her own: the schema's https check would refuse the empty text.
 */
export const useAvailabilityForm = (view: AvailabilityView) =>
  useApiForm(availabilityInputSchema, toFormValues(view), {
    prepare: (values) => ({ ...values, meetingUrl: values.meetingUrl?.trim() || null }),
  });

export type AvailabilityForm = ReturnType<typeof useAvailabilityForm>;

/** The first message anywhere in a row's errors (the row's own, else one of its fields'). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error))
    if (key !== 'ref') {
      const found = firstMessage(value);
      if (found) return found;
    }
  return undefined;
}
