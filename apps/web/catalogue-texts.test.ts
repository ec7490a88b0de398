import { describe, expect, it } from 'vitest';
import { lintProbe } from '../../eslint/lint-probe.ts';

/** The rules ESLint reports when `source` stands at `file` (a path from the repository root). */
const rulesBroken = async (file: string, source: string) =>
  (await lintProbe(file, source)).map((problem) => problem.slice(0, problem.indexOf(':')));

const screen = (body: string) =>
  [
    "import { useT } from '#web/lib/i18n/i18n.tsx';",
    'export function Probe() {',
    '  const t = useT();',
    `  return ${body};`,
    '}',
    '',
  ].join('\n');

describe('words a screen shows come from the catalogue (eslint.config.js, decision 029)', () => {
  it('refuses words written into JSX, or into a label a person reads or hears', async () => {
    const file = 'apps/web/app/features/journal/probe.tsx';
    expect(await rulesBroken(file, screen('<p>{t("common.save")} Loading journal</p>'))).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken(file, screen('<button aria-label="Close menu">×</button>'))).toContain(
      'no-restricted-syntax',
    );
  });

  it('refuses words put together in code as an element’s text or a read label', async () => {
    const file = 'apps/web/app/features/journal/probe.tsx';
    for (const body of [
      '<p>{`Overdue ${t.length} days`}</p>',
      '<p>{t.length ? t("common.save") : "Not provided"}</p>',
      '<img src="x.png" alt={`Photo of ${t.name}`} />',
    ])
      expect(await rulesBroken(file, screen(body)), body).toContain('no-restricted-syntax');
    expect(
      await rulesBroken(
        file,
        screen('<p className={`text-sm ${t.length ? "a" : "b"}`}>{t("common.save")}</p>'),
      ),
    ).toEqual([]);
  });

  it('passes texts said from the catalogue, signs and figures, and a test’s own words', async () => {
    expect(
      await rulesBroken(
        'apps/web/app/features/journal/probe.tsx',
        screen('<p aria-label={t("common.close")}>{t("common.save")} · 2 × 3 →</p>'),
      ),
    ).toEqual([]);
    expect(
      await rulesBroken('apps/web/app/features/journal/probe.test.tsx', screen('<p>Her day</p>')),
    ).toEqual([]);
  });
});
