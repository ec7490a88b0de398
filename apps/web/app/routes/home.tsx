import { FeaturesSection } from '#web/features/marketing/components/features-section.tsx';
import { Hero } from '#web/features/marketing/components/hero.tsx';
import { PlansSection } from '#web/features/marketing/components/plans-section.tsx';
import { ServicesSection } from '#web/features/marketing/components/services-section.tsx';
import { TeamSection } from '#web/features/marketing/components/team-section.tsx';
import { TestimonialsSection } from '#web/features/marketing/components/testimonials-section.tsx';
import { Island } from '#web/islands/island.tsx';
import { englishT, useIslandErrors, useIslandTexts, useLocale } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('public.home.metaTitle'),
    description: englishT('public.home.metaDescription'),
    path: '/',
  });

/** The landing page, and /hi/ in Hindi (routes/hi/home.tsx). */
export default function Home() {
  const plansTexts = useIslandTexts('public.plans');
  const teamTexts = useIslandTexts('public.team');
  const payTexts = useIslandTexts('pay');
  const payErrors = useIslandErrors(['public']);
  const locale = useLocale();
  return (
    <>
      <Hero />
      <FeaturesSection />
      <ServicesSection />
      <TestimonialsSection />
      <Island
        name="plans"
        load="interaction"
        component={PlansSection}
        props={{ texts: plansTexts, payTexts, payErrors, locale }}
      />
      <Island name="team" load="interaction" component={TeamSection} props={{ texts: teamTexts }} />
    </>
  );
}
