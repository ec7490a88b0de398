import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { ICMR_NIN, WHO_BMI } from './sources.ts';

export const article1: BlogArticle = {
  id: 1,
  band: 'Severe Underweight',
  bmiRange: 'below 16',
  title: 'Severely underweight: why a BMI below 16 needs care, and how to rebuild safely',
  description:
    'A BMI below 16 is a warning sign. Learn the health risks, why a doctor should be involved, and how to regain weight gently with Indian meals.',
  summary:
    'A BMI under 16 means the body is short of the energy and protein it needs to repair itself. Regaining weight is possible, but it should be gradual and medically supervised.',
  readingMinutes: 6,
  publishedOn: '2026-11-02',
  sections: [
    {
      heading: 'What a BMI below 16 means',
      paragraphs: [
        'Body mass index is your weight in kilograms divided by the square of your height in metres. The World Health Organization calls a BMI below 16 severe thinness. At this level the body has used up much of its fat reserve and begins to break down muscle, including heart muscle, for fuel.',
        'BMI is only a screening number and applies to adults. But when it falls this low, it almost always reflects a real shortage of energy and protein, whatever the cause.',
      ],
    },
    {
      heading: 'Why it matters for your health',
      paragraphs: [
        'Severe underweight affects nearly every system in the body. Common effects include:',
      ],
      bullets: [
        'Tiredness, dizziness and feeling cold all the time',
        'Frequent infections and slow wound healing, because immunity depends on protein and micronutrients',
        'Anaemia from too little iron, folate or vitamin B12',
        'Thinning bones and a higher risk of fractures later in life',
        'Missed or stopped periods in women, and difficulty conceiving',
        'In the most serious cases, slow heart rate and dangerous changes in blood salts',
      ],
    },
    {
      heading: 'First, find the cause with a doctor',
      paragraphs: [
        'Weight this low can come from not having enough to eat, but also from thyroid over-activity, diabetes, tuberculosis, digestive diseases, depression or an eating disorder. Please see a doctor before you start any plan: blood tests and an examination come first.',
        'If you have been eating very little for a long time, restarting food too quickly can upset the balance of potassium, phosphate and magnesium in the blood (refeeding syndrome). This is why the first days of increased eating should be guided by a doctor, and the increase should be gradual.',
        'If food, weight or your body shape causes you distress, or you feel you must control what you eat, please tell your doctor. Eating disorders are common, treatable and nothing to be ashamed of.',
      ],
    },
    {
      heading: 'How to rebuild, step by step',
      paragraphs: [
        'Once your doctor agrees, the aim is steady gain — usually about half a kilogram to one kilogram a week — through small, frequent, energy-dense meals rather than a few large ones that feel overwhelming.',
      ],
      bullets: [
        'Eat every two to three hours: three meals and two or three snacks',
        'Add protein to every meal: dal, paneer, curd, eggs, chicken, fish, soya, sprouts',
        'Make food richer without making it bigger: a spoon of ghee on rice, peanut chutney, nut powders in milk',
        'Drink calories between meals: milk with banana, lassi, thick dal soup',
        'Take any supplements only as your doctor prescribes',
      ],
    },
    {
      heading: 'A sample day',
      paragraphs: [
        'This is an example, not a prescription; your nutritionist will adjust portions to your needs and appetite.',
      ],
      bullets: [
        'Early morning: a glass of milk with two dates',
        'Breakfast: vegetable poha with peanuts and a boiled egg, or two paneer parathas with curd',
        'Mid-morning: banana with a handful of roasted chana and almonds',
        'Lunch: rice, thick dal with a spoon of ghee, a vegetable, curd; or rice with fish curry',
        'Evening: sprouts chaat or a besan chilla, with buttermilk',
        'Dinner: two rotis, paneer or chicken curry, vegetable, salad',
        'Bedtime: haldi milk or a small bowl of kheer',
      ],
    },
    {
      heading: 'How a nutritionist helps',
      paragraphs: [
        'A nutritionist works alongside your doctor: planning meals your stomach can manage, increasing them at a safe pace, and checking your weight each week. Regular contact matters — gaining weight takes patience, and it helps to have someone tracking the small wins with you.',
      ],
    },
  ],
  takeaways: [
    'A BMI below 16 is severe thinness and needs a doctor’s assessment first.',
    'Restart eating gradually and under supervision to avoid refeeding problems.',
    'Small, frequent, protein-rich meals make steady gain easier.',
    'Aim for about half to one kilogram a week, checked weekly.',
    'If food or body image causes distress, ask for help — it is treatable.',
  ],
  sources: [WHO_BMI, ICMR_NIN],
};
