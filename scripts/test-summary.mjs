// Prints the one closing line CI reads: the totals of every suite `npm test` ran.
import { existsSync, readFileSync } from 'node:fs';

const file = new URL('../reports/summary.json', import.meta.url);
if (!existsSync(file)) {
  console.info('0 passed, 1 failed');
} else {
  const { total } = JSON.parse(readFileSync(file, 'utf8'));
  console.info(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
}
