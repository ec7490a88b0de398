import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, type ApiName } from '#web/lib/api.ts';

/** The food database's page size, and the most one search may ask for (the entry's limit). */
export const FOOD_PAGE = 20;
export const FOOD_LIMIT_MAX = 50;

/** IFCT 2017 foods matching `q` (all of them, by name, when it is empty). */
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
 * Everything a change to a practice food or a recipe can alter: a food's values flow into
 * every recipe that uses it, both show in search, and the totals of the plans and
 * templates that use them are worked out from their values.
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
export const useAddRecipe = () => useLibraryMutation('addRecipe');
export const useUpdateRecipe = () => useLibraryMutation('updateRecipe');
export const useDeleteRecipe = () => useLibraryMutation('deleteRecipe');
