import { MessageCircle } from 'lucide-react';
import {
  dayText,
  whatsAppLink,
  type DayWords,
  type ItemView,
  type Locale,
  type PlanDayView,
} from '@nourishwell/shared';
import { foodWordsOf } from '#web/components/nutrition/food-words.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { useLocale, useSpeakingIn, useT, type Speaking } from '#web/lib/i18n/i18n.tsx';
import { weekdayIn } from './weekday-name.ts';

/** A day of her plan as a message in a language: as her plan reads on her screen. */
function dayIn(speaking: Speaking, day: PlanDayView): string {
  const { t, locale } = speaking;
  const food = foodWordsOf(speaking);
  const words: DayWords<ItemView> = {
    heading: (name) => t('planWeek.shareHeading', { day: name }),
    meal: (slot) => mealName(t, slot),
    item: food.amount,
    noMeals: (name) => t('planWeek.noMeals', { day: name }),
    total: (kcal, protein) =>
      t('planWeek.shareTotal', { kcal: food.figure(kcal), protein: food.figure(protein) }),
  };
  return dayText({ ...day, day: weekdayIn(locale, day.day) }, words);
}

/**
 * "Send on WhatsApp" for one day of a plan: wa.me with the day as text, ready to send.
 * The client sends it to whoever she likes, in her language; her nutritionist passes the
 * client's phone and language, so the day reaches her in the language she reads.
 */
export function WhatsAppDayLink({
  day,
  phone,
  language,
  compact = false,
}: {
  day: PlanDayView;
  phone?: string | null;
  /** The reader's language, when not the screen's (her nutritionist sends it to her). */
  language?: Locale;
  /** Shows only "WhatsApp" (in a table row that already names the day); it is read in full. */
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const reader = useSpeakingIn(language);
  return (
    <a
      href={whatsAppLink(dayIn(reader, day), phone)}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-stone-800 hover:bg-stone-100"
    >
      <MessageCircle aria-hidden size={18} className="text-emerald-700" />
      <span>
        <span className={compact ? 'sr-only' : undefined}>
          {t('planWeek.sendDay', { day: weekdayIn(locale, day.day) })}
        </span>{' '}
        {t('planWeek.whatsApp')} <span className="sr-only">{t('planWeek.newTab')}</span>
      </span>
    </a>
  );
}
