/**
 * The Indian Nutrient Databank counts the oil a deep-fried recipe used, not what the food
 * took up: a poori reads 738 kcal and 78 g of fat per 100 g (decision 028). Those dishes
 * say so wherever they are chosen. Sauces, dressings and a tadka are mostly fat by nature.
 */
export const FRYING_OIL_NOTE =
  'Fried: the databank counts all the frying oil, so these figures read high.';

/** Fat per 100 g above which a databank dish is taken to count its frying oil in full. */
const FAT_LIMIT = 50;

export function countsFryingOil(food: {
  source: string;
  group: string;
  name: string;
  per100g: { fat: number };
}): boolean {
  return (
    food.source === 'indb' &&
    food.per100g.fat >= FAT_LIMIT &&
    food.group !== 'Chutneys, sauces and dips' &&
    !/baghar|tadka/i.test(food.name)
  );
}
