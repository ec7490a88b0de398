import type { BillingSettings, OfferedPackage, Package, PackageInput } from '@nourishwell/shared';
import { billingMessages } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './packages.repository.ts';

/**
 * The practice's catalogue of packages and its billing details (issue 34). Only the admin
 * writes them (the endpoint table's access); a sold package is retired, never deleted, and
 * purchases keep the name, price and rate they were sold at.
 */

export const listPackages = (deps: AppDeps): Promise<Package[]> => repo.listPackages(deps.db);

/**
 * What the public site and a client see: the active packages, cheapest first, with the GST
 * she would pay (none when the practice is not registered: it issues bills of supply).
 */
export async function offeredPackages(deps: AppDeps): Promise<OfferedPackage[]> {
  const [all, practice] = await Promise.all([
    repo.listPackages(deps.db),
    repo.billingSettings(deps.db),
  ]);
  const taxed = practice === null || practice.gstin !== null;
  return all
    .filter((item) => item.active)
    .map(({ id, name, description, durationWeeks, sessionsIncluded, pricePaise, gstRate }) => ({
      id,
      name,
      description,
      durationWeeks,
      sessionsIncluded,
      pricePaise,
      gstRate: taxed ? gstRate : 0,
    }));
}

export async function addPackage(
  deps: AppDeps,
  actor: Actor,
  input: Required<PackageInput>,
): Promise<Package> {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertPackage(tx, input);
    await audit(tx, actor, 'create', 'package', id, { after: input });
    return (await repo.findPackage(tx, id))!;
  });
}

export async function updatePackage(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: Required<PackageInput>,
): Promise<Package> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findPackage(tx, id);
    if (!before || !(await repo.updatePackage(tx, id, input)))
      throw notFound(billingMessages.packageNotFound);
    await audit(tx, actor, 'update', 'package', id, { before, after: input });
    return (await repo.findPackage(tx, id))!;
  });
}

export const billingSettings = (deps: AppDeps): Promise<BillingSettings | null> =>
  repo.billingSettings(deps.db);

export async function saveBillingSettings(
  deps: AppDeps,
  actor: Actor,
  settings: BillingSettings,
): Promise<BillingSettings> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.billingSettings(tx);
    await repo.saveBillingSettings(tx, settings);
    await audit(tx, actor, 'update', 'billingSettings', 1, { before, after: settings });
    return settings;
  });
}

/** For purchases: a package, the practice's details, her billing details (decision 027). */
export const findPackage = (db: Executor, id: number) => repo.findPackage(db, id);
/** A public plan ("Gold Plan") as the catalogue sells it, if it does. */
export const activePackageNamed = (db: Executor, name: string) => repo.activePackageNamed(db, name);
export const practiceBilling = (db: Executor) => repo.billingSettings(db);
export const clientForBilling = (db: Executor, clientId: number) =>
  repo.clientForBilling(db, clientId);
export const setClientState = (db: Executor, clientId: number, stateCode: string) =>
  repo.setClientState(db, clientId, stateCode);
