/** The two demo weekly meal plans (see demo-data.ts). */
type Week = Record<'breakfast' | 'lunch' | 'snack' | 'dinner', string>;

/** A PCOS-friendly vegetarian week: protein at every meal, whole grains, little sugar. */
export const meeraMealPlan: Record<string, Week> = {
  Monday: {
    breakfast: 'Moong dal chilla with mint chutney',
    lunch: 'Brown rice, rajma, cucumber raita',
    snack: 'Roasted chana and green tea',
    dinner: 'Paneer bhurji with two jowar rotis',
  },
  Tuesday: {
    breakfast: 'Vegetable oats upma with curd',
    lunch: 'Two multigrain rotis, palak dal, salad',
    snack: 'Apple with a handful of almonds',
    dinner: 'Tofu and vegetable stir-fry with quinoa',
  },
  Wednesday: {
    breakfast: 'Besan chilla with tomato chutney',
    lunch: 'Millet khichdi with curd',
    snack: 'Sprouts chaat',
    dinner: 'Lauki chana dal with two rotis',
  },
  Thursday: {
    breakfast: 'Idli (3) with sambar',
    lunch: 'Brown rice, mixed dal, beans poriyal',
    snack: 'Buttermilk and peanuts',
    dinner: 'Paneer tikka with sautéed vegetables',
  },
  Friday: {
    breakfast: 'Poha with peas and peanuts',
    lunch: 'Two bajra rotis, chole, salad',
    snack: 'Guava and pumpkin seeds',
    dinner: 'Vegetable daliya with curd',
  },
  Saturday: {
    breakfast: 'Ragi dosa with coconut chutney',
    lunch: 'Curd rice with carrot and pomegranate',
    snack: 'Makhana roasted in ghee',
    dinner: 'Soya chunk curry with one roti',
  },
  Sunday: {
    breakfast: 'Greek yoghurt with berries and seeds',
    lunch: 'Vegetable pulao with raita',
    snack: 'Fruit chaat',
    dinner: 'Clear vegetable soup and paneer salad',
  },
};

/** A calorie-aware week with lean protein for steady weight loss; no peanuts (allergy). */
export const arjunMealPlan: Record<string, Week> = {
  Monday: {
    breakfast: 'Three-egg omelette with spinach and one toast',
    lunch: 'Grilled chicken, brown rice, salad',
    snack: 'Roasted chana',
    dinner: 'Dal, two rotis, bhindi sabzi',
  },
  Tuesday: {
    breakfast: 'Oats with milk and banana',
    lunch: 'Rajma, brown rice, kachumber',
    snack: 'Buttermilk',
    dinner: 'Fish curry with one cup of rice',
  },
  Wednesday: {
    breakfast: 'Paneer paratha (one) with curd',
    lunch: 'Chicken salad wrap',
    snack: 'Apple',
    dinner: 'Moong dal khichdi with vegetables',
  },
  Thursday: {
    breakfast: 'Boiled eggs (2) and vegetable poha',
    lunch: 'Two rotis, chole, salad',
    snack: 'Sprouts chaat',
    dinner: 'Tandoori chicken with sautéed vegetables',
  },
  Friday: {
    breakfast: 'Besan chilla with curd',
    lunch: 'Egg curry with one cup of rice',
    snack: 'Makhana',
    dinner: 'Mixed vegetable soup and grilled paneer',
  },
  Saturday: {
    breakfast: 'Idli (3) with sambar',
    lunch: 'Chicken biryani, one cup, with raita',
    snack: 'Fruit bowl',
    dinner: 'Dal tadka with two rotis',
  },
  Sunday: {
    breakfast: 'Masala oats',
    lunch: 'Fish tikka with quinoa salad',
    snack: 'Coconut water',
    dinner: 'Palak paneer with one roti',
  },
};
