import { Check } from 'lucide-react';
import type { ServiceCard } from '#web/features/marketing/content/types.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const bullets = [
  'public.services.bullet1',
  'public.services.bullet2',
  'public.services.bullet3',
] as const;

/**
 * Front: description and the three bullets; back: what you get. It turns over on
 * hover, and on keyboard focus or a tap (the card is focusable), in CSS alone. The back
 * scrolls when its text is longer than the card, so it takes focus too (the card stays
 * turned while focus is anywhere in it) and arrow keys scroll it.
 */
export function ServiceFlipCard({ service }: { service: ServiceCard }) {
  const t = useT();
  const title = t(service.title);
  const details = t('public.services.details', { service: title });
  return (
    <li className="group h-96 [perspective:1200px]">
      <article
        tabIndex={0}
        aria-label={title}
        className="relative h-full w-full rounded-2xl transition-transform duration-500 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] focus-within:[transform:rotateY(180deg)] motion-reduce:transition-none"
      >
        <div
          className={`absolute inset-0 flex flex-col rounded-2xl bg-gradient-to-br ${service.colors.from} ${service.colors.to} p-6 text-white [backface-visibility:hidden]`}
        >
          <h3 className="text-2xl font-bold">{title}</h3>
          <p className="mt-3 text-white/95">{t(service.shortDesc)}</p>
          <ul className="mt-auto space-y-2">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex items-center gap-2 font-medium">
                <Check aria-hidden size={18} /> {t(bullet)}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-white/90">{t('public.services.turn')}</p>
        </div>
        <div
          tabIndex={0}
          role="region"
          aria-label={details}
          className="absolute inset-0 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-6 text-sm text-stone-800 [backface-visibility:hidden] [transform:rotateY(180deg)]"
        >
          <h3 className="sr-only">{details}</h3>
          <dl className="space-y-3">
            <div>
              <dt className="font-semibold text-emerald-800">{t('public.services.whatYouGet')}</dt>
              <dd>{t(service.whatYouGet)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-emerald-800">{t('public.services.coach')}</dt>
              <dd>{t(service.coach)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-emerald-800">
                {t('public.services.consultations')}
              </dt>
              <dd>{t('public.services.unlimited')}</dd>
            </div>
            <div>
              <dt className="font-semibold text-emerald-800">{t('public.services.covered')}</dt>
              <dd>
                <ul className="list-disc pl-5">
                  {service.whatWillBeCovered.map((topic) => (
                    <li key={topic}>{t(topic)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </div>
      </article>
    </li>
  );
}
