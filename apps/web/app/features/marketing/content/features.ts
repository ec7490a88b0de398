import type { FeatureCard } from './types.ts';

export const features: readonly FeatureCard[] = [
  {
    title: 'Personalized Nutrition Plans',
    value:
      'A plan built around your health, your routine and the food your family already cooks — not a printed diet chart.',
    hasAction: true,
  },
  {
    title: 'Certified Wellness Coaches',
    value:
      'Qualified nutritionists who listen first, explain the why, and adjust the plan with you every week.',
    hasAction: false,
  },
  {
    title: 'Food Tracking and Analysis',
    value:
      'Weekly weigh-ins and progress charts show what is working, so changes are based on your numbers.',
    hasAction: false,
  },
  {
    title: 'Meal Planning and Recipes',
    value:
      'A seven-day plan for breakfast, lunch, snack and dinner, with simple Indian recipes that fit a busy week.',
    hasAction: true,
  },
  {
    title: 'Lifestyle and Behavior Coaching',
    value:
      'Sleep, stress, movement and habits matter as much as food; your coach helps you change them one step at a time.',
    hasAction: false,
  },
  {
    title: 'Nutritional Education',
    value:
      'Short, practical lessons on reading labels, balancing a thali and eating out, so good choices become yours.',
    hasAction: false,
  },
];
