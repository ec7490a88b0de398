import { z } from 'zod';
import {
  customFoodInputSchema,
  foodDetailSchema,
  foodIdParamsSchema,
  foodPracticeInputSchema,
  foodSearchQuerySchema,
  foodSearchSchema,
  recipeDetailSchema,
  recipeInputSchema,
  recipeQuerySchema,
  recipeSummarySchema,
} from '../schemas/foods.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const read = { tags: ['foods'], access: 'signedIn', errors: [400, 401, 404] } as const;
/** The practice's own foods and recipes: any of its nutritionists writes them. */
const write = {
  tags: ['foods'],
  access: ['nutritionist'],
  errors: [400, 401, 403, 404],
} as const;

/**
 * The food database (IFCT 2017), the practice's own foods and its recipe library
 * (docs/product.md, "Food database and recipes").
 */
export const foodEndpoints = defineEndpoints({
  searchFoods: {
    ...read,
    method: 'GET',
    path: '/foods',
    summary:
      'Search foods, practice foods and recipes by name, local name (any script) or group; typo-tolerant',
    query: foodSearchQuerySchema,
    response: foodSearchSchema,
  },
  food: {
    ...read,
    method: 'GET',
    path: '/foods/:id',
    summary: 'One food or practice food with its local names, measures and nutrients per 100 g',
    params: foodIdParamsSchema,
    response: foodDetailSchema,
  },
  setFoodPractice: {
    ...write,
    method: 'PUT',
    path: '/foods/:id/practice',
    summary:
      'The practice’s own names for an IFCT or INDB food, which search matches, and its veg, egg or non-veg tag where the data’s is wrong',
    params: foodIdParamsSchema,
    body: foodPracticeInputSchema,
    response: foodDetailSchema,
  },
  customFoods: {
    ...write,
    method: 'GET',
    path: '/custom-foods',
    summary: 'The practice’s own foods, by name (deleted ones left out)',
    response: z.array(foodDetailSchema),
  },
  addCustomFood: {
    ...write,
    method: 'POST',
    path: '/custom-foods',
    summary: 'Add a practice food from its label, per 100 g',
    body: customFoodInputSchema,
    status: 201,
    response: foodDetailSchema,
  },
  updateCustomFood: {
    ...write,
    method: 'PUT',
    path: '/custom-foods/:id',
    summary: 'Change a practice food; plans and recipes using it change with it',
    params: foodIdParamsSchema,
    body: customFoodInputSchema,
    response: foodDetailSchema,
  },
  deleteCustomFood: {
    ...write,
    method: 'DELETE',
    path: '/custom-foods/:id',
    summary: 'Remove a practice food from search; plans and recipes using it still read it',
    params: foodIdParamsSchema,
    response: messageResponseSchema,
  },
  recipes: {
    ...read,
    method: 'GET',
    path: '/recipes',
    summary: 'The practice’s recipe library, by name, optionally filtered by a search',
    query: recipeQuerySchema,
    response: z.array(recipeSummarySchema),
  },
  recipe: {
    ...read,
    method: 'GET',
    path: '/recipes/:id',
    summary: 'A recipe: ingredients, method and nutrients per serving',
    params: foodIdParamsSchema,
    response: recipeDetailSchema,
  },
  addRecipe: {
    ...write,
    method: 'POST',
    path: '/recipes',
    summary: 'Add a recipe to the practice’s library',
    body: recipeInputSchema,
    status: 201,
    response: recipeDetailSchema,
  },
  updateRecipe: {
    ...write,
    method: 'PUT',
    path: '/recipes/:id',
    summary: 'Change a recipe; 400 when it would contain itself',
    params: foodIdParamsSchema,
    body: recipeInputSchema,
    response: recipeDetailSchema,
  },
  deleteRecipe: {
    ...write,
    method: 'DELETE',
    path: '/recipes/:id',
    summary: 'Remove a recipe from the library; plans using it still read it',
    params: foodIdParamsSchema,
    response: messageResponseSchema,
  },
});
