import { asc, count, eq, sql } from 'drizzle-orm';
import type { BillingSettings, Package, PackageInput } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clients, packages, practiceSettings, purchases } from '#api/db/schema/index.ts';

const soldCount = sql<number>`(select count(*)::int from ${purchases} where ${purchases.packageId} = ${packages.id})`;

const packageColumns = {
  id: packages.id,
  name: packages.name,
  description: packages.description,
  durationWeeks: packages.durationWeeks,
  sessionsIncluded: packages.sessionsIncluded,
  pricePaise: packages.pricePaise,
  gstRate: packages.gstRate,
  sacCode: packages.sacCode,
  active: packages.active,
  sold: soldCount,
};

/** The catalogue: active first, then by name. */
export function listPackages(db: Executor): Promise<Package[]> {
  return db
    .select(packageColumns)
    .from(packages)
    .orderBy(sql`${packages.active} desc`, asc(packages.pricePaise), asc(packages.id));
}

export async function findPackage(db: Executor, id: number): Promise<Package | undefined> {
  const [row] = await db.select(packageColumns).from(packages).where(eq(packages.id, id));
  return row;
}

/** The active package of this name (the public site's plans), case and spaces aside. */
export async function activePackageNamed(db: Executor, name: string): Promise<Package | undefined> {
  const [row] = await db
    .select(packageColumns)
    .from(packages)
    .where(sql`${packages.active} and lower(trim(${packages.name})) = ${name.trim().toLowerCase()}`)
    .orderBy(asc(packages.id))
    .limit(1);
  return row;
}

export async function insertPackage(db: Executor, input: Required<PackageInput>) {
  const [row] = await db.insert(packages).values(input).returning({ id: packages.id });
  return row!.id;
}

export async function updatePackage(db: Executor, id: number, input: Required<PackageInput>) {
  const rows = await db
    .update(packages)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(packages.id, id))
    .returning({ id: packages.id });
  return rows.length > 0;
}

export async function countPackages(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(packages);
  return row?.n ?? 0;
}

/** The practice as its invoices name it; null until the admin entered it. */
export async function billingSettings(db: Executor): Promise<BillingSettings | null> {
  const [row] = await db
    .select({
      legalName: practiceSettings.billingLegalName,
      address: practiceSettings.billingAddress,
      stateCode: practiceSettings.billingStateCode,
      gstin: practiceSettings.billingGstin,
      blockBeyondSessions: practiceSettings.blockBeyondSessions,
    })
    .from(practiceSettings)
    .where(eq(practiceSettings.id, 1));
  if (!row?.legalName || !row.address || !row.stateCode) return null;
  return { ...row, legalName: row.legalName, address: row.address, stateCode: row.stateCode };
}

export async function saveBillingSettings(db: Executor, settings: BillingSettings) {
  const values = {
    billingLegalName: settings.legalName,
    billingAddress: settings.address,
    billingStateCode: settings.stateCode,
    billingGstin: settings.gstin,
    blockBeyondSessions: settings.blockBeyondSessions,
  };
  await db
    .insert(practiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: practiceSettings.id, set: { ...values, updatedAt: sql`now()` } });
}

/** Her name, address and GST state as an invoice needs them; undefined: no such client. */
export async function clientForBilling(db: Executor, clientId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      address: clients.location,
      stateCode: clients.stateCode,
      phone: clients.phone,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

export async function setClientState(db: Executor, clientId: number, stateCode: string) {
  await db.update(clients).set({ stateCode }).where(eq(clients.id, clientId));
}
