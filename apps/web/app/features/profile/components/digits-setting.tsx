import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@nourishwell/shared';
import { apiMutation } from '#web/lib/api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const failed = apiMessageOr(messages.generic.tryAgain);

/**
 * Devanagari digits (१२३) for a Hindi reader, on her account (issue 33): her app's and
 * her messages' numbers and dates in them, or in 0–9 as most read them (the default).
 * Saved at once; the dashboard reads who she is again and writes them.
 */
export function DigitsSetting({ current }: { current: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const save = useMutation(
    apiMutation(queryClient, 'setDigits', {
      onSuccess: () => {
        toast.success(t('language.digitsSaved'));
        void revalidator.revalidate();
      },
    }),
  );
  const chosen = save.isPending ? (save.variables?.body.devanagariDigits ?? current) : current;
  return (
    <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="h-5 w-5 accent-emerald-700"
        checked={chosen}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { body: { devanagariDigits: event.target.checked } },
            { onError: (error) => void toast.error(failed(error)) },
          )
        }
      />
      {t('language.digits')}
    </label>
  );
}
