import type { FeatureCard } from './types.ts';

/** The landing page's feature cards; their texts are catalogue keys (`public.features.*`). */
export const features: readonly FeatureCard[] = [
  {
    title: 'public.features.plans',
    value: 'public.features.plansText',
    hasAction: true,
  },
  {
    title: 'public.features.coaches',
    value: 'public.features.coachesText',
    hasAction: false,
  },
  {
    title: 'public.features.tracking',
    value: 'public.features.trackingText',
    hasAction: false,
  },
  {
    title: 'public.features.recipes',
    value: 'public.features.recipesText',
    hasAction: true,
  },
  {
    title: 'public.features.lifestyle',
    value: 'public.features.lifestyleText',
    hasAction: false,
  },
  {
    title: 'public.features.education',
    value: 'public.features.educationText',
    hasAction: false,
  },
];
