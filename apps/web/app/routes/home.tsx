import { FeaturesSection } from '../features/marketing/components/features-section.tsx';
import { Hero } from '../features/marketing/components/hero.tsx';
import { PlansSection } from '../features/marketing/components/plans-section.tsx';
import { ServicesSection } from '../features/marketing/components/services-section.tsx';
import { TeamSection } from '../features/marketing/components/team-section.tsx';
import { TestimonialsSection } from '../features/marketing/components/testimonials-section.tsx';
import { Island } from '../islands/island.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'NourishWell — personalised nutrition coaching in India',
    description:
      'Work one-on-one with qualified nutritionists and wellness coaches: personalised meal plans, weekly progress tracking and support for diabetes, thyroid, PCOS and weight.',
    path: '/',
  });

export default function Home() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <ServicesSection />
      <TestimonialsSection />
      <Island name="plans" load="interaction" component={PlansSection} />
      <Island name="team" load="interaction" component={TeamSection} />
    </>
  );
}
