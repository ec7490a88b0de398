import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { ICMR_NIN, WHO_ACTIVITY, WHO_ASIAN, WHO_BMI } from './sources.ts';

export const article4: BlogArticle = {
  id: 4,
  band: 'Overweight',
  bmiRange: '25 to 29.9',
  title: 'Overweight: small, lasting changes that bring your weight down',
  description:
    'A BMI of 25 to 29.9 is overweight. Losing 5 to 10 percent of your weight lowers your risks. Practical steps with Indian food, portions and activity.',
  summary:
    'Being overweight raises the risk of diabetes, blood pressure and joint pain — but a modest loss of 5 to 10 percent makes a real difference, and it can be done with the food you already eat.',
  readingMinutes: 6,
  publishedOn: '2026-11-09',
  sections: [
    {
      heading: 'What this band means',
      paragraphs: [
        'A BMI from 25 to 29.9 is classed as overweight. For South Asians, the WHO expert consultation noted that health risks rise from lower BMIs, so this band deserves attention even if you feel well.',
        'The good news: you do not need to reach a “perfect” weight. Losing 5 to 10 percent of your body weight — 4 to 8 kg if you weigh 80 kg — lowers blood sugar, blood pressure and cholesterol, and eases knee and back pain.',
      ],
    },
    {
      heading: 'Portions, not starvation',
      paragraphs: [
        'Crash diets work for a few weeks and then fail. A steady loss of about half a kilogram a week comes from eating roughly 500 kcal a day less than you burn, which is easier than it sounds:',
      ],
      bullets: [
        'Use a smaller plate and fill half of it with vegetables or salad first',
        'Keep rice to one cup or rotis to two per meal, and pair them with dal or another protein',
        'Swap fried snacks for roasted chana, makhana, sprouts or fruit',
        'Limit sugar in tea and coffee, and avoid sweetened drinks and packaged juices',
        'Cook with measured oil — about 3 to 4 teaspoons per person a day',
        'Eat dinner at least two hours before bed',
      ],
    },
    {
      heading: 'Protein and fibre keep you full',
      paragraphs: [
        'Meals with protein (dal, paneer, curd, eggs, fish, chicken, soya) and fibre (vegetables, whole grains, pulses) keep hunger away for longer than refined flour and sugar. Adding a bowl of dal or a cup of curd to a meal often does more for weight than removing a roti.',
      ],
    },
    {
      heading: 'Move more, sit less',
      paragraphs: [
        'Aim for 150 to 300 minutes of brisk walking or similar activity each week, plus two sessions of strength work to keep muscle while you lose fat. Break up long sitting with a few minutes of walking every hour. Count steps if it motivates you; 7,000 to 8,000 a day is a good early goal.',
      ],
    },
    {
      heading: 'A sample day',
      paragraphs: [
        'About 1,500 to 1,800 kcal for many adults; your nutritionist will set your own target.',
      ],
      bullets: [
        'Breakfast: two besan or moong dal chillas with mint chutney, or vegetable poha with sprouts',
        'Mid-morning: an apple or guava',
        'Lunch: two rotis, dal, a large bowl of vegetable, salad and buttermilk',
        'Evening: roasted chana with green tea',
        'Dinner: grilled paneer or fish with sautéed vegetables and one roti, or a bowl of vegetable daliya',
      ],
    },
    {
      heading: 'How a nutritionist helps',
      paragraphs: [
        'Weight loss is mostly about what happens on ordinary weekdays, festivals and family dinners. A nutritionist helps you plan for those, tracks your weight every week, and adjusts the plan when progress stalls — which it will, for a while, for almost everyone.',
      ],
    },
  ],
  takeaways: [
    'A BMI of 25 to 29.9 is overweight; for Indians, risks rise from lower BMIs.',
    'Losing 5 to 10 percent of your weight improves sugar, pressure and joints.',
    'Aim for about half a kilogram a week through portions, not starvation.',
    'Protein and fibre at each meal keep hunger down.',
    '150–300 minutes of activity a week, with strength work twice.',
  ],
  sources: [WHO_BMI, WHO_ASIAN, ICMR_NIN, WHO_ACTIVITY],
};
