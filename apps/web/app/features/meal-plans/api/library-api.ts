import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, type ApiName } from '#web/lib/api.ts';

/** The food database's page size, and the most one search may ask for (the entry's limit). */
export const FOOD_PAGE = 20;
export const FOOD_LIMIT_MAX = 50;

/** The data's foods (IFCT 2017, INDB) matching `q` (all of them, by name, when it is empty). */
export const foodDatabaseQuery = (q: string, limit: number) => ({
  ...apiQuery('searchFoods', { query: { q, limit, kind: 'food' } }),
  // "Show more" and a new search keep the rows already shown until the next answer comes.
  placeholderData: keepPreviousData,
});

export const foodQuery = (id: number) => apiQuery('food', { params: { id } });
export const customFoodsQuery = () => apiQuery('customFoods');
export const recipesQuery = (q: string) => ({
  ...apiQuery('recipes', { query: { q } }),
  placeholderData: keepPreviousData,
});
export const recipeQuery = (id: number) => apiQuery('recipe', { params: { id } });

/**
 * Everything a change to a practice food, a recipe or the practice's view of a food can
 * alter: a food's values and its veg/egg/non-veg tag flow into every recipe that uses it,
 * both show in search, and the totals of the plans and templates that use them are
 * worked out from their values.
 */
const libraryReads = [
  'customFoods',
  'food',
  'searchFoods',
  'recipes',
  'recipe',
  'clientMealPlan',
  'mealPlanTemplates',
  'mealPlanTemplate',
] as const satisfies readonly ApiName[];

const useLibraryMutation = <N extends ApiName>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: libraryReads }));

export const useAddCustomFood = () => useLibraryMutation('addCustomFood');
export const useUpdateCustomFood = () => useLibraryMutation('updateCustomFood');
export const useDeleteCustomFood = () => useLibraryMutation('deleteCustomFood');
/** The practice's names for an IFCT or INDB food, and its veg, egg or non-veg tag. */
export const useSetFoodPractice = () => useLibraryMutation('setFoodPractice');
export const useAddRecipe = () => useLibraryMutation('addRecipe');
export const useUpdateRecipe = () => useLibraryMutation('updateRecipe');
export const useDeleteRecipe = () => useLibraryMutation('deleteRecipe');
