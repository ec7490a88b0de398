import { Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatRupees, type Locale } from '@nourishwell/shared';
import { plans } from '#web/features/marketing/content/plans.ts';
import type { PricingPlan } from '#web/features/marketing/content/types.ts';
import { say, type IslandErrors, type IslandTexts } from '#web/lib/i18n/island-texts.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { SectionHeading } from './section-heading.tsx';

// The dialog and its form load only when someone presses "Pay now".
const PaymentDialog = lazy(() => import('./payment-dialog.tsx'));

interface PlanCardProps {
  plan: PricingPlan;
  texts: IslandTexts;
  onPay: () => void;
}

function PlanCard({ plan, texts, onPay }: PlanCardProps) {
  const highlighted = plan.bestValue === true;
  return (
    <li
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${highlighted ? 'border-emerald-700 ring-2 ring-emerald-700' : 'border-stone-200'}`}
    >
      {highlighted && (
        <p className="absolute -top-3 left-6 rounded-full bg-amber-400 px-3 py-0.5 text-sm font-bold text-stone-900">
          {say(texts, 'public.plans.bestValue')}
        </p>
      )}
      <h3 className="text-xl font-bold text-stone-900">{say(texts, plan.label)}</h3>
      <p className="mt-3 flex items-baseline gap-2">
        {plan.price > 0 ? (
          <>
            <span className="text-4xl font-bold text-stone-900">{formatRupees(plan.price)}</span>
            {plan.originalPrice && (
              <span className="text-lg text-stone-600 line-through">
                <span className="sr-only">{say(texts, 'public.plans.was')} </span>
                {formatRupees(plan.originalPrice)}
              </span>
            )}
          </>
        ) : (
          <span className="text-3xl font-bold text-stone-900">
            {say(texts, 'public.plans.customPrice')}
          </span>
        )}
      </p>
      <p className="text-sm text-stone-600">{say(texts, plan.period.key, plan.period.values)}</p>
      <ul className="mt-5 mb-6 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature.key} className="flex gap-2 text-stone-800">
            <Check aria-hidden size={18} className="mt-0.5 shrink-0 text-emerald-700" />
            {say(texts, feature.key, feature.values)}
          </li>
        ))}
      </ul>
      {plan.note && <p className="mb-3 text-sm text-stone-600">{say(texts, plan.note)}</p>}
      <button
        type="button"
        onClick={onPay}
        className={`mt-auto min-h-12 rounded-lg px-4 font-semibold ${highlighted ? 'bg-emerald-700 text-white hover:bg-emerald-800' : 'border border-emerald-700 text-emerald-800 hover:bg-emerald-50'}`}
      >
        {say(texts, 'public.plans.payNow')}
        <span className="sr-only">
          {' '}
          {say(texts, 'public.plans.payFor', { plan: say(texts, plan.label) })}
        </span>
      </button>
    </li>
  );
}

/**
 * The landing page's plans, an island (decision 022): its texts come as a prop, in the
 * page's language (`public.plans.*`; see island-texts.tsx), and the pay dialog's with them
 * (`pay.*`); the page's language keeps its link in it.
 */
export function PlansSection({
  texts,
  payTexts,
  payErrors,
  locale,
}: {
  texts: IslandTexts;
  payTexts: IslandTexts;
  /** On a Hindi page, the error texts the pay dialog's own check may say. */
  payErrors?: IslandErrors;
  locale: Locale;
}) {
  const [chosen, setChosen] = useState<PricingPlan | null>(null);
  return (
    <section id="package" aria-labelledby="package-title" className="scroll-mt-20 px-4 py-16">
      <SectionHeading
        id="package-title"
        tag={say(texts, 'public.plans.tag')}
        title={say(texts, 'public.plans.title')}
        text={say(texts, 'public.plans.text')}
      />
      <p className="mx-auto mb-8 max-w-md rounded-full bg-amber-100 px-4 py-2 text-center font-semibold text-amber-900">
        {say(texts, 'public.plans.save')}
      </p>
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} texts={texts} onPay={() => setChosen(plan)} />
        ))}
      </ul>
      <div className="mt-10 text-center">
        <p className="mb-3 text-stone-700">{say(texts, 'public.plans.notSure')}</p>
        <Link
          to={linkIn(locale, '/signup')}
          className="inline-flex min-h-12 items-center rounded-lg bg-amber-400 px-6 font-semibold text-stone-900 hover:bg-amber-300"
        >
          {say(texts, 'public.plans.signup')}
        </Link>
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <PaymentDialog
            plan={chosen}
            planName={say(texts, chosen.label)}
            texts={payTexts}
            errors={payErrors}
            onClose={() => setChosen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
