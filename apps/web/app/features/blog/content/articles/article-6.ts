import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { ICMR_NIN, WHO_ACTIVITY, WHO_BMI } from './sources.ts';

export const article6: BlogArticle = {
  id: 6,
  band: 'Severe Obese',
  bmiRange: '40 and above',
  title: 'Severe obesity: getting the right care team around you',
  description:
    'A BMI of 40 or more is severe obesity. Medical care, a structured eating plan, safe activity and steady support can improve health step by step.',
  summary:
    'At a BMI of 40 or above, health risks are high, but so is the benefit of every kilogram lost. The best results come from a team: your doctor, a nutritionist, and support you can count on.',
  readingMinutes: 6,
  publishedOn: '2026-11-16',
  sections: [
    {
      heading: 'What this band means',
      paragraphs: [
        'A BMI of 40 or more is the highest obesity class. It is linked with a much higher risk of type 2 diabetes, heart disease, sleep apnoea, fatty liver, joint damage and breathing problems. It also makes everyday life harder — climbing stairs, sleeping well, getting around.',
        'It is not a personal failing. Severe obesity usually has many causes working together, and it deserves proper medical care, just like any other long-term condition.',
      ],
    },
    {
      heading: 'Medical care comes first',
      paragraphs: [
        'Please see a doctor for a full assessment before starting a new diet or exercise plan. Tests usually include blood sugar, blood pressure, cholesterol, liver and kidney function, thyroid, and sometimes a sleep study. Your doctor can discuss all the options with you, including medicines and, for some people, bariatric surgery, which are most effective when combined with lasting changes in eating.',
        'If you take insulin or other medicines for diabetes, never cut down food sharply without your doctor’s advice — blood sugar can fall too low.',
      ],
    },
    {
      heading: 'A structured eating plan',
      paragraphs: [
        'A plan with fixed meal times and planned portions helps more than trying to “eat less” in general. Your nutritionist will set a calorie target that leads to steady loss while keeping enough protein to protect muscle.',
      ],
      bullets: [
        'Three meals and one or two planned snacks, at regular times',
        'Half the plate vegetables, a quarter protein, a quarter whole grains or millets',
        'Protein at every meal to protect muscle and reduce hunger',
        'Water, buttermilk or plain tea — no sweetened drinks',
        'Fried foods, sweets and bakery items kept for rare occasions',
        'Eating slowly, at a table, without screens',
      ],
    },
    {
      heading: 'Safe activity',
      paragraphs: [
        'Start where you are. Five to ten minutes of walking, water exercise, or seated exercises two or three times a day is a good beginning. Increase gradually, and ask your doctor about any chest pain, breathlessness or joint pain. Over months, the aim is 150 minutes or more a week.',
      ],
    },
    {
      heading: 'A sample day',
      paragraphs: ['An example of structure, not a prescription:'],
      bullets: [
        'Breakfast: two egg-white omelette or besan chilla with vegetables, and a cup of milk',
        'Mid-morning: a small fruit',
        'Lunch: one cup millet or brown rice, dal, a large bowl of vegetables, salad',
        'Evening: a cup of sprouts or roasted chana',
        'Dinner: clear vegetable soup, then paneer or chicken with sautéed vegetables',
      ],
    },
    {
      heading: 'Keep going with support',
      paragraphs: [
        'Progress is rarely a straight line. Weekly check-ins, a plan that adapts to your life, and someone to message on a hard day make it far more likely you will keep going. Celebrate changes the scale does not show: better sleep, easier walking, lower sugar readings.',
      ],
    },
  ],
  takeaways: [
    'A BMI of 40 or above is severe obesity and needs medical assessment.',
    'Do not cut food sharply on diabetes medicines without your doctor.',
    'A structured plan with regular meals and protein works best.',
    'Start activity small and build up safely.',
    'Steady support over months matters more than a fast start.',
  ],
  sources: [WHO_BMI, ICMR_NIN, WHO_ACTIVITY],
};
