import {
  Apple,
  BookOpen,
  ChartLine,
  HeartHandshake,
  type LucideIcon,
  Salad,
  UserCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { features } from '#web/features/marketing/content/features.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';

const icons: LucideIcon[] = [Salad, UserCheck, ChartLine, Apple, HeartHandshake, BookOpen];

export function FeaturesSection() {
  const t = useT();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-16">
      <SectionHeading
        id="features-title"
        tag={t('public.features.tag')}
        title={t('public.features.title')}
        text={t('public.features.text')}
      />
      <ul className="mx-auto grid max-w-7xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, index) => {
          const Icon = icons[index] ?? Salad;
          return (
            <li
              key={feature.title}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-800">
                <Icon aria-hidden size={24} />
              </span>
              <h3 className="text-lg font-semibold text-stone-900">{t(feature.title)}</h3>
              <p className="mt-2 text-stone-700">{t(feature.value)}</p>
              {feature.hasAction && (
                <Link
                  to="/signup"
                  className="mt-4 inline-block font-semibold text-emerald-800 underline-offset-4 hover:underline"
                >
                  {t('public.features.action')}
                  <span className="sr-only">
                    {' '}
                    {t('public.features.actionAbout', { feature: t(feature.title) })}
                  </span>{' '}
                  →
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
