import type { Testimonial } from './types.ts';

export const testimonials: readonly Testimonial[] = [
  {
    text: 'I lost 6 kg in three months without giving up rice. My coach simply changed how much and when I eat it.',
    name: 'Deepika Rao',
    username: 'Client',
    initials: 'DR',
  },
  {
    text: 'My HbA1c came down from 8.1 to 7.2. The weekly check-ins kept me honest, and my doctor was pleased.',
    name: 'Harjit Singh',
    username: 'Client',
    initials: 'HS',
  },
  {
    text: 'With PCOS I had tried every diet. This was the first plan that felt like normal food, and my cycles are more regular now.',
    name: 'Ananya Mukherjee',
    username: 'Client',
    initials: 'AM',
  },
  {
    text: 'My son now eats vegetables in his tiffin. The ideas were simple and he actually likes them.',
    name: 'Farah Sheikh',
    username: 'Client',
    initials: 'FS',
  },
  {
    text: 'Less salt did not mean less taste. My blood pressure readings are steadier and I sleep better.',
    name: 'Venkatesh Iyer',
    username: 'Client',
    initials: 'VI',
  },
  {
    text: 'The meal plan fits my night shifts. Having someone to message when I slip up made all the difference.',
    name: 'Neha Kulkarni',
    username: 'Client',
    initials: 'NK',
  },
  {
    text: 'My liver report improved in four months. My nutritionist explained every number to me in plain words.',
    name: 'Rajesh Patel',
    username: 'Client',
    initials: 'RP',
  },
];
