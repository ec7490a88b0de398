import { portalMessages, type ratingInputSchema } from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { ownNutritionistId } from './assigned.service.ts';
import * as repo from './ratings.repository.ts';

/** GET /nuts/rating?nutId&clientEmail: her current rating of her nutritionist, or none. */
export async function ownRating(deps: AppDeps, me: AuthUser, nutId: number, email: string) {
  return repo.ratingsBy(deps.db, me.id, await ownNutritionistId(deps, me, email, nutId));
}

/** POST /client/rateNutritionist: one rating per client and nutritionist; a new one replaces it. */
export async function rate(
  deps: AppDeps,
  me: AuthUser,
  input: z.output<typeof ratingInputSchema>,
): Promise<{ message: string }> {
  const nutritionistId = await ownNutritionistId(deps, me, input.clientEmail, input.nutId);
  await repo.saveRating(deps.db, { clientId: me.id, nutritionistId, rating: input.rating });
  return { message: portalMessages.thanksForRating };
}

/** Her average rating and how many rated her (the admin's page of her). */
export const ratingOf = (deps: AppDeps, nutritionistId: number) =>
  repo.ratingOf(deps.db, nutritionistId);
