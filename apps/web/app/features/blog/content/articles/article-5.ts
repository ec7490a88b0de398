import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { ICMR_NIN, WHO_ACTIVITY, WHO_ASIAN, WHO_BMI } from './sources.ts';

export const article5: BlogArticle = {
  id: 5,
  band: 'Obese',
  bmiRange: '30 to 39.9',
  title: 'Living with obesity: a realistic plan for better health',
  description:
    'A BMI of 30 to 39.9 is obesity. Get your health checked, set realistic goals and lose weight steadily with balanced Indian meals and support.',
  summary:
    'Obesity is a long-term condition, not a failure of willpower. With medical checks, a realistic goal and steady changes to food and activity, health improves well before the scale reaches its target.',
  readingMinutes: 6,
  publishedOn: '2026-11-16',
  sections: [
    {
      heading: 'What this band means',
      paragraphs: [
        'A BMI of 30 to 39.9 is classed as obesity. It raises the risk of type 2 diabetes, high blood pressure, fatty liver, sleep apnoea, joint problems, PCOS and some cancers. Among South Asians these risks appear at lower weights than in many other populations.',
        'Weight is shaped by genes, sleep, stress, medicines, hormones and the food around us, not just by personal choices. Treating obesity as a health condition — with care and without blame — is what works.',
      ],
    },
    {
      heading: 'Start with a health check',
      paragraphs: [
        'Before changing your diet, see a doctor for a check of blood sugar (HbA1c), blood pressure, cholesterol, liver function and thyroid. If you take medicines for diabetes or blood pressure, your doses may need changing as you eat differently and lose weight.',
      ],
    },
    {
      heading: 'Set a goal you can reach',
      paragraphs: [
        'A first goal of 5 to 10 percent of your current weight over three to six months is realistic and brings real benefits: lower sugar and pressure, less joint pain, better sleep. Once you reach it, you set the next one.',
      ],
    },
    {
      heading: 'What to change on your plate',
      paragraphs: ['The plate model still works, with a few firmer limits:'],
      bullets: [
        'Half the plate non-starchy vegetables at lunch and dinner',
        'Protein at every meal: dal, sprouts, curd, paneer, eggs, fish, chicken',
        'One cup of rice or two small rotis per meal; prefer millets, brown rice and whole wheat',
        'No sugary drinks, and sweets only occasionally, in small portions',
        'Measured cooking oil; bake, grill, steam or sauté instead of deep-frying',
        'Regular meal times, and a planned snack so you do not arrive at dinner very hungry',
      ],
    },
    {
      heading: 'Activity that suits your body',
      paragraphs: [
        'If walking hurts your knees, start with what you can do: swimming, cycling, chair exercises or short walks several times a day. Build up slowly towards 150 to 300 minutes a week, and add gentle strength exercises. Every bit of movement helps, even before weight changes.',
      ],
    },
    {
      heading: 'A sample day',
      paragraphs: [
        'An example only; your calorie target depends on your size, activity and health.',
      ],
      bullets: [
        'Breakfast: vegetable oats or two ragi dosas with sambar',
        'Mid-morning: a guava or orange',
        'Lunch: one cup brown rice or two rotis, dal, a large vegetable, salad, buttermilk',
        'Evening: sprouts chaat with lemon',
        'Dinner: vegetable soup, then grilled fish or tofu with vegetables',
      ],
    },
    {
      heading: 'Support makes the difference',
      paragraphs: [
        'People who have regular follow-up lose more weight and keep it off better. Your nutritionist checks in weekly, adjusts your plan and helps you through plateaus. Your doctor may also discuss medicines or, for some people, surgery — these work best alongside good eating habits.',
      ],
    },
  ],
  takeaways: [
    'A BMI of 30 to 39.9 is obesity, a long-term health condition.',
    'Get sugar, pressure, cholesterol, liver and thyroid checked first.',
    'A first goal of 5 to 10 percent loss brings real health benefits.',
    'Vegetables, protein, measured grains and no sugary drinks.',
    'Regular follow-up helps you lose weight and keep it off.',
  ],
  sources: [WHO_BMI, WHO_ASIAN, ICMR_NIN, WHO_ACTIVITY],
};
