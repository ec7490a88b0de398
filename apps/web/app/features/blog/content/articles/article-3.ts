import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { ICMR_NIN, WHO_ACTIVITY, WHO_ASIAN, WHO_BMI } from './sources.ts';

export const article3: BlogArticle = {
  id: 3,
  band: 'Normal',
  bmiRange: '18.5 to 24.9',
  title: 'A healthy BMI: how to stay there, and what the number does not tell you',
  description:
    'A BMI of 18.5 to 24.9 is the healthy range, but waist size, activity and diet matter too. Simple habits to keep your weight and health steady.',
  summary:
    'Congratulations — your weight is in the healthy range. Here is how to keep it there, and why Indians should also watch their waist and blood tests.',
  readingMinutes: 5,
  publishedOn: '2026-11-09',
  sections: [
    {
      heading: 'What a normal BMI means',
      paragraphs: [
        'A BMI between 18.5 and 24.9 is the range linked with the lowest health risks in large population studies. It is a good sign, but not a full health check.',
        'For people of South Asian origin, the WHO expert consultation of 2004 noted that risks of type 2 diabetes and heart disease start rising at lower BMIs than in European populations, and suggested 23 as an additional point for public-health action. So a BMI of 23 to 24.9 is still normal, but worth watching.',
      ],
    },
    {
      heading: 'Look at your waist too',
      paragraphs: [
        'Fat stored around the middle is more closely linked to diabetes and heart disease than weight alone. Measure your waist at the level of your navel, breathing out normally. Many Indian guidelines use 90 cm for men and 80 cm for women as the level above which to take action, even when BMI is normal.',
      ],
    },
    {
      heading: 'Habits that keep weight steady',
      paragraphs: [
        'Weight tends to creep up by a kilogram or so a year in adulthood. These habits prevent that:',
      ],
      bullets: [
        'Build meals on the plate model: half vegetables and salad, a quarter whole grains, a quarter dal, paneer, egg, fish or chicken',
        'Keep sugar, sweets and fried snacks for occasions rather than every day',
        'Drink water, buttermilk or plain tea instead of sweetened drinks',
        'Move at least 150 minutes a week, with strength work twice a week',
        'Sleep seven to eight hours; short sleep increases hunger the next day',
      ],
    },
    {
      heading: 'A sample day',
      paragraphs: ['A balanced day that keeps energy steady:'],
      bullets: [
        'Breakfast: idli with sambar and coconut chutney, or vegetable oats upma',
        'Mid-morning: a seasonal fruit',
        'Lunch: two rotis or a cup of rice, dal, a vegetable, salad and curd',
        'Evening: roasted chana or a handful of nuts with tea',
        'Dinner: khichdi with vegetables, or fish or paneer with sautéed vegetables and a roti',
      ],
    },
    {
      heading: 'Healthy weight is not the whole picture',
      paragraphs: [
        'You can have a normal BMI and still have high blood sugar, high cholesterol, low vitamin D or anaemia. An annual check-up with basic blood tests is worthwhile from your thirties, or earlier if diabetes or heart disease runs in your family.',
        'A nutritionist can help even at a healthy weight — for sports, pregnancy planning, a vegetarian diet that covers B12 and iron, or simply eating better as a family.',
      ],
    },
  ],
  takeaways: [
    'A BMI of 18.5 to 24.9 is healthy; for Indians, 23 and above is worth watching.',
    'Measure your waist: above 90 cm (men) or 80 cm (women) calls for action.',
    'Half the plate vegetables, a quarter grains, a quarter protein.',
    '150 minutes of activity a week, plus strength work twice a week.',
    'Get regular blood tests — weight is not the only measure of health.',
  ],
  sources: [WHO_BMI, WHO_ASIAN, ICMR_NIN, WHO_ACTIVITY],
};
