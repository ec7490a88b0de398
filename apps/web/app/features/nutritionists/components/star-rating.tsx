import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS, ratingInputSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useRateNutritionist } from '#web/features/nutritionists/api/nutritionists-api.ts';

const stars = Array.from({ length: LIMITS.rating.max }, (_, i) => i + 1);

/**
 * Her rating on My Nutritionist: five stars as a radio group (arrow keys choose, like any
 * radio group), then one button sends the choice, so moving through the stars by keyboard
 * sends nothing.
 */
export function StarRating({
  nutId,
  email,
  current,
}: {
  nutId: number;
  email: string;
  current: number | null;
}) {
  const t = useT();
  const name = useId();
  // The stars are a controlled widget: the chosen one is the form's `rating` value.
  const form = useApiForm(
    ratingInputSchema,
    { nutId, clientEmail: email, rating: current ?? 0 },
    { failureText: () => t('nutritionist.ratingFailed') },
  );
  const chosen = Number(form.watch('rating')) || null;
  const [hovered, setHovered] = useState<number | null>(null);
  const rate = useRateNutritionist();
  const shown = hovered ?? chosen ?? 0;

  const submit = form.submit(async (body) => {
    await rate.mutateAsync({ body });
    toast.success(t('nutritionist.thanks'));
  });

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm text-stone-700">
          {current ? t('nutritionist.yourRating', { rating: current }) : t('nutritionist.notRated')}
        </legend>
        <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
          {stars.map((value) => (
            <label
              key={value}
              onMouseEnter={() => setHovered(value)}
              className="relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-700"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={chosen === value}
                onChange={() => form.setValue('rating', value)}
                aria-label={t('nutritionist.rateStars', { value })}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <Star
                aria-hidden
                size={30}
                className={value <= shown ? 'fill-amber-400 text-amber-500' : 'text-stone-400'}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        onClick={() => void submit()}
        disabled={!chosen || chosen === current || form.pending}
      >
        {form.pending ? t('nutritionist.sending') : t('nutritionist.submit')}
      </Button>
    </div>
  );
}
