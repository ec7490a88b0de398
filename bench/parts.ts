// `npm run bench -- --food-search | --journal | --scheduling | --mixed | --privacy | --web |
// --db-restart | --billing | --labs | --clinical | --health | --today`: one part alone, on its own
// data set, into its own results file.
// A part that answers `passed: false` fails the run: scheduling on a double booking (two 201s
// for one slot), the restart drill on a crash, a lost write or a slow recovery, billing on an
// invoice number repeated or skipped or the PDF's memory growing render after render.
import { benchBilling } from './billing.ts';
import { benchClinical } from './clinical.ts';
import { benchDatabaseRestart } from './db-restart.ts';
import { benchFoodSearch } from './food-search.ts';
import { benchJournal } from './journal.ts';
import { benchLabs } from './labs.ts';
import { mixedWorkload } from './mixed.ts';
import { benchPracticeHealth } from './practice-health.ts';
import { benchPublicPages } from './public-pages.ts';
import { benchPrivacy } from './privacy.ts';
import { benchScheduling } from './scheduling.ts';
import { benchToday } from './today.ts';

type Row = (name: string, value: string, target?: string) => void;

/** Runs the part named on the command line and exits; returns when none is named. */
export async function runPartIfAsked(
  row: Row,
  quick: boolean,
  write: (file: string, value: unknown) => void,
): Promise<void> {
  const parts: Array<[string, string, () => Promise<object>]> = [
    ['--food-search', 'food-search.json', () => benchFoodSearch(row, quick)],
    ['--journal', 'journal.json', () => benchJournal(row, quick)],
    ['--scheduling', 'scheduling.json', () => benchScheduling(row, quick)],
    ['--mixed', 'mixed-workload.json', () => mixedWorkload(row, quick)],
    ['--privacy', 'privacy.json', () => benchPrivacy(row, quick)],
    ['--web', 'web.json', () => benchPublicPages(row, quick)],
    ['--db-restart', 'db-restart.json', () => benchDatabaseRestart(row, quick)],
    ['--billing', 'billing.json', () => benchBilling(row, quick)],
    ['--labs', 'labs.json', () => benchLabs(row, quick)],
    ['--clinical', 'clinical.json', () => benchClinical(row, quick)],
    ['--health', 'practice-health.json', () => benchPracticeHealth(row, quick)],
    ['--today', 'today.json', () => benchToday(row, quick)],
  ];
  for (const [flag, file, bench] of parts) {
    if (!process.argv.includes(flag)) continue;
    const result = await bench();
    write(file, result);
    process.exit('passed' in result && !result.passed ? 1 : 0);
  }
}
