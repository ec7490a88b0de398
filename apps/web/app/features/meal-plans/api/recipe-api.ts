import { apiQuery } from '../../../lib/api.ts';

/** One recipe with its ingredients, method and nutrients per serving (practice library). */
export const recipeQuery = (id: number) => ({
  ...apiQuery('recipe', { params: { id } }),
  // A recipe changes rarely; opening it twice in a session should not wait twice.
  staleTime: 5 * 60_000,
});
