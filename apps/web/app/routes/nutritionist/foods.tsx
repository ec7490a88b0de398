import { FoodsPage } from '#web/features/meal-plans/components/library/foods-page.tsx';

export default function NutritionistFoods() {
  return <FoodsPage />;
}
