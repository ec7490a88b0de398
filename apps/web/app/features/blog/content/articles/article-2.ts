import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { ICMR_NIN, WHO_BMI } from './sources.ts';

export const article2: BlogArticle = {
  id: 2,
  band: 'Mild Underweight',
  bmiRange: '16 to 18.4',
  title: 'Mildly underweight: gaining healthy weight without junk food',
  description:
    'A BMI between 16 and 18.4 is underweight. Here is how to gain weight as muscle and healthy reserve, with simple Indian meals and strength training.',
  summary:
    'Being a little under the healthy range is common, especially in young adults. The goal is steady gain from nourishing food and strength work, not fried snacks and sweets.',
  readingMinutes: 5,
  publishedOn: '2026-11-02',
  sections: [
    {
      heading: 'What this band means',
      paragraphs: [
        'A BMI from 16 to 18.4 is classed as underweight. Some people are naturally slim and perfectly well; others are thin because they skip meals, are very active without eating enough, or have a medical cause such as an overactive thyroid or digestive trouble.',
        'If you have lost weight without trying, feel tired or unwell, or your periods have changed, see a doctor to rule out a cause before focusing on food.',
      ],
    },
    {
      heading: 'Why it is worth addressing',
      paragraphs: ['Even mild underweight can mean small reserves:'],
      bullets: [
        'Lower stamina and more frequent colds',
        'Low iron and anaemia, especially in women',
        'Weaker bones over time if calcium, vitamin D and protein run low',
        'Less muscle, which makes everyday tasks harder with age',
      ],
    },
    {
      heading: 'Eat a little more, a little more often',
      paragraphs: [
        'Most people in this band do not need to eat huge meals. Adding one or two nourishing snacks and making meals slightly richer is usually enough for a gain of a few hundred grams a week.',
      ],
      bullets: [
        'Do not skip breakfast; add protein to it',
        'Keep snacks ready: nuts, chikki, fruit, roasted chana, makhana',
        'Add healthy fats: a spoon of ghee or oil in dal, groundnut or sesame chutney',
        'Include milk, curd or paneer daily for protein and calcium',
        'Choose whole grains and pulses over biscuits and fried namkeen',
      ],
    },
    {
      heading: 'Build muscle, not just weight',
      paragraphs: [
        'Strength exercises two or three times a week — squats, push-ups, lunges, or resistance bands — tell the body to use the extra food to build muscle. Pair each session with a protein-rich meal or snack. Walking and yoga are good too, but they will not add muscle on their own.',
      ],
    },
    {
      heading: 'A sample day',
      paragraphs: [
        'Adjust portions to your appetite; your nutritionist will tailor this to your routine.',
      ],
      bullets: [
        'Breakfast: two moong dal chillas with paneer stuffing, and a glass of milk',
        'Mid-morning: a banana and a small handful of peanuts',
        'Lunch: rice or two rotis, rajma or chole, vegetable, curd',
        'Evening: peanut chikki or a sprouts salad, with buttermilk',
        'Dinner: vegetable pulao with raita, or rotis with egg curry',
        'Bedtime: warm milk with a spoon of nut powder',
      ],
    },
    {
      heading: 'How a nutritionist helps',
      paragraphs: [
        'Your nutritionist looks at what you eat now, finds the easiest places to add energy and protein, and tracks your weight weekly so the plan can be adjusted before you lose interest. Small, regular changes add up.',
      ],
    },
  ],
  takeaways: [
    'A BMI of 16 to 18.4 is underweight; unexplained weight loss needs a doctor’s check.',
    'Add one or two nourishing snacks a day rather than forcing big meals.',
    'Include protein and calcium daily: dal, milk, curd, paneer, eggs.',
    'Strength training helps the extra food become muscle.',
    'Aim for slow, steady gain checked every week.',
  ],
  sources: [WHO_BMI, ICMR_NIN],
};
