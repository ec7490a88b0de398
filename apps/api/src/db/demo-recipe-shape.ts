import type { PortionUnit } from '@nourishwell/shared';

/** An ingredient: an IFCT food by code, a practice food or a recipe by name. */
export type DemoIngredient =
  | { code: string; quantity: number; unit?: PortionUnit }
  | { practiceFood: string; quantity: number; unit?: PortionUnit }
  | { recipe: string; quantity: number; unit: PortionUnit };

export interface DemoRecipe {
  name: string;
  servings: number;
  servingUnit: Exclude<PortionUnit, 'g'>;
  /**
   * The cooked dish; a serving weighs cookedGrams / servings. Null for a plate of other
   * dishes, whose serving weighs what they weigh.
   */
  cookedGrams: number | null;
  method: string;
  ingredients: DemoIngredient[];
}

/** An IFCT food by code, in grams. */
export const ingredient = (code: string, quantity: number): DemoIngredient => ({ code, quantity });
