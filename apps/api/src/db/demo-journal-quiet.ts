import { eq } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import { journalEntries } from './schema/index.ts';

/**
 * Priya's short start in her journal (issue 36): she wrote for a few days, then stopped
 * four days ago, so the practice's journal nudge has someone to write to on a first look
 * (and the journeys something to find). Left alone when she has any entry already.
 */
const DAYS_AGO = [9, 8, 6, 5, 4];
const NOTES = [
  'Idli with sambar, no chutney',
  'Fish curry with a small cup of rice',
  'Ragi dosa and curd',
  'Skipped the evening walk, vegetable upma',
  'Appam with vegetable stew',
];

export async function seedQuietJournal(
  tx: Transaction,
  clientId: number,
  timeZone: string,
  now: Date,
): Promise<void> {
  const [any] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.clientId, clientId))
    .limit(1);
  if (any) return;
  await tx.insert(journalEntries).values(
    DAYS_AGO.map((daysAgo, index) => ({
      clientId,
      date: isoDateFromToday(timeZone, -daysAgo, now),
      meal: 'breakfast' as const,
      note: NOTES[index]!,
      createdAt: wallClockFromToday(timeZone, -daysAgo, 9, 15, now),
    })),
  );
}
