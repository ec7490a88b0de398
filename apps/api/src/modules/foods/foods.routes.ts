import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { sendJsonText } from '#api/http/json-text.ts';
import { route } from '#api/http/route.ts';
import * as customFoods from './custom-foods.service.ts';
import { eaterOf } from './eater.ts';
import { searchFoodsJson } from './food-search.ts';
import * as recipes from './recipes.service.ts';

/** The food list (IFCT 2017, INDB), the practice's own foods and its recipe library. */
export async function foodsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // A client's answer is in her order: what she eats often first, what she does not last.
  route(app, endpoints.searchFoods, async ({ actor, query, reply }) =>
    sendJsonText(
      reply,
      await searchFoodsJson(
        deps,
        query,
        actor.role === 'client' ? await eaterOf(deps, actor.id) : undefined,
      ),
    ),
  );
  route(app, endpoints.food, ({ params }) => customFoods.food(deps, params.id));
  route(app, endpoints.setFoodPractice, ({ actor, params, body }) =>
    customFoods.setFoodPractice(deps, actor, params.id, body),
  );
  route(app, endpoints.customFoods, () => customFoods.customFoods(deps));
  route(app, endpoints.addCustomFood, ({ actor, body }) =>
    customFoods.addCustomFood(deps, actor, body),
  );
  route(app, endpoints.updateCustomFood, ({ actor, params, body }) =>
    customFoods.updateCustomFood(deps, actor, params.id, body),
  );
  route(app, endpoints.deleteCustomFood, ({ actor, params }) =>
    customFoods.deleteCustomFood(deps, actor, params.id),
  );
  route(app, endpoints.recipes, ({ query }) => recipes.recipes(deps, query));
  route(app, endpoints.recipe, ({ params }) => recipes.recipe(deps, params.id));
  route(app, endpoints.addRecipe, ({ actor, body }) => recipes.addRecipe(deps, actor, body));
  route(app, endpoints.updateRecipe, ({ actor, params, body }) =>
    recipes.updateRecipe(deps, actor, params.id, body),
  );
  route(app, endpoints.deleteRecipe, ({ actor, params }) =>
    recipes.deleteRecipe(deps, actor, params.id),
  );
}
