import { FoodsPage } from '#web/features/meal-plans/components/library/foods-page.tsx';

export const meta = () => [{ title: 'Foods & Recipes | NourishWell' }];

export default function NutritionistFoods() {
  return <FoodsPage />;
}
