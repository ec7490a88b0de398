import type { ClientTargets, targetsInputSchema } from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertMayReachClient, assertMayWriteAbout } from '#api/modules/access/client-access.ts';
import * as repo from './targets.repository.ts';

type Basis = NonNullable<ClientTargets['basis']>;

/** Her targets as answered: the figures, who set them when, and what a suggestion rests on. */
export async function clientTargetsOf(db: Executor, clientId: number): Promise<ClientTargets> {
  const [row, { profile, measured }] = await Promise.all([
    repo.targetsOf(db, clientId),
    repo.basisOf(db, clientId),
  ]);
  const known = {
    age: profile?.age ?? null,
    height: measured?.height ?? profile?.height ?? null,
    weight: measured?.weight ?? profile?.weight ?? null,
    gender: profile?.gender ?? null,
  };
  const missing = Object.entries(known).flatMap(([what, value]) => (value === null ? [what] : []));
  const basis: Basis | null =
    known.age !== null && known.height !== null && known.weight !== null && known.gender !== null
      ? { weightKg: known.weight, heightCm: known.height, age: known.age, gender: known.gender }
      : null;
  const t = row?.targets;
  return {
    clientId,
    targets: t ? repo.figuresOf(t) : null,
    activity: t?.activity ?? null,
    goal: t?.goal ?? null,
    setBy: t?.setBy != null ? { id: t.setBy, name: row?.setByName ?? '' } : null,
    setAt: t ? t.setAt.toISOString() : null,
    basis,
    missing,
  };
}

/** GET /api/clients/:clientId/targets: her nutritionist or the client herself. */
export async function readTargets(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<ClientTargets> {
  await assertMayReachClient(deps.db, me, clientId);
  return clientTargetsOf(deps.db, clientId);
}

/** PUT /api/clients/:clientId/targets: only her nutritionist; records who set them and when. */
export async function setTargets(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  input: z.output<typeof targetsInputSchema>,
): Promise<ClientTargets> {
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  return deps.db.transaction(async (tx) => {
    const before = await clientTargetsOf(tx, clientId);
    await repo.saveTargets(tx, {
      clientId,
      kcal: input.kcal,
      protein: input.protein,
      carbs: input.carbs,
      fat: input.fat,
      fibre: input.fibre,
      activity: input.activity ?? null,
      goal: input.goal ?? null,
      setBy: actor.id,
    });
    const after = await clientTargetsOf(tx, clientId);
    await audit(tx, actor, 'update', 'client_targets', clientId, {
      before: before.targets && { ...before.targets, activity: before.activity, goal: before.goal },
      after: after.targets && { ...after.targets, activity: after.activity, goal: after.goal },
      subject: clientId,
    });
    return after;
  });
}

/** A stored targets row's daily figures (the journal shows them beside her day). */
export { figuresOf } from './targets.repository.ts';
