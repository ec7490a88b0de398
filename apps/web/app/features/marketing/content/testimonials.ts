import type { Testimonial } from './types.ts';

/** What clients say; their words are catalogue keys (`public.testimonials.quote<n>`). */
export const testimonials: readonly Testimonial[] = [
  {
    text: 'public.testimonials.quote1',
    name: 'Deepika Rao',
    initials: 'DR',
  },
  {
    text: 'public.testimonials.quote2',
    name: 'Harjit Singh',
    initials: 'HS',
  },
  {
    text: 'public.testimonials.quote3',
    name: 'Ananya Mukherjee',
    initials: 'AM',
  },
  {
    text: 'public.testimonials.quote4',
    name: 'Farah Sheikh',
    initials: 'FS',
  },
  {
    text: 'public.testimonials.quote5',
    name: 'Venkatesh Iyer',
    initials: 'VI',
  },
  {
    text: 'public.testimonials.quote6',
    name: 'Neha Kulkarni',
    initials: 'NK',
  },
  {
    text: 'public.testimonials.quote7',
    name: 'Rajesh Patel',
    initials: 'RP',
  },
];
