import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, CATALOGUE_PARTS } from '@nourishwell/shared';

const app = path.resolve(import.meta.dirname, '../..');

/** The routes outside the dashboard: they have only the catalogue's base part. */
const OUTSIDE = ['root.tsx', 'routes/public-layout.tsx', 'routes/hi/public-layout.tsx'];
const outsideRoutes = () => {
  const config = readFileSync(path.join(app, 'routes.ts'), 'utf8');
  return [...config.matchAll(/'(routes\/[\w/-]+\.tsx)'/g)]
    .map((match) => match[1]!)
    .filter((file) => !/^routes\/(admin|client|nutritionist)\/|dashboard-layout/.test(file));
};

/** The app's modules a module imports (`#web/…` and relative), read from its source. */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(/from '(#web\/[^']+|\.{1,2}\/[^']+)'/g)]
    .map((match) => match[1]!)
    .filter((spec) => /\.tsx?$/.test(spec))
    .map((spec) =>
      spec.startsWith('#web/')
        ? path.join(app, spec.slice('#web/'.length))
        : path.resolve(path.dirname(file), spec),
    );
}

/**
 * Every area a text said by these modules, or by what they import, is in: the keys written
 * out where they are said (`t('consent.title')`, `useIslandTexts('calculator')`). A key
 * kept as data and said as `t(key)` is not seen; the shared catalogue check covers its
 * existence, not its part.
 */
function areasSaid(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const areas = new Map<string, string>();
  const queue = entries.map((file) => path.join(app, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.includes('.test.')) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const said = /\b(?:t|englishT|hindiT|say|sayRich)\(\s*(?:texts,\s*)?'([a-zA-Z]+\.[\w.]+)'/g;
    const aroundNodes = /\b(?:aroundNode|withNodes)\(\s*t,\s*'([a-zA-Z]+\.[\w.]+)'/g;
    for (const match of [...source.matchAll(said), ...source.matchAll(aroundNodes)])
      areas.set(areaOf(match[1]!), path.relative(app, file));
    for (const match of source.matchAll(/useIslandTexts\('(\w+)'\)/g))
      areas.set(match[1]!, path.relative(app, file));
    queue.push(...importsOf(file, source));
  }
  return areas;
}

/** A client's dashboard pages: they have the base and dashboard parts, never the staff part. */
const clientRoutes = () =>
  readdirSync(path.join(app, 'routes/client'))
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => `routes/client/${file}`);

describe('a client’s dashboard', () => {
  it('says only texts of the parts a client loads (base and dashboard), so none shows a key', () => {
    const loaded = [...CATALOGUE_PARTS.base, ...CATALOGUE_PARTS.dashboard];
    const outside = [...areasSaid(['routes/dashboard-layout.tsx', ...clientRoutes()])].filter(
      ([area]) => !loaded.includes(area),
    );
    expect(outside.map(([area, file]) => `${area} (said in ${file})`)).toEqual([]);
  });
});

describe('the pages outside the dashboard', () => {
  it('say only texts of the catalogue part they have (base), so none shows a key', () => {
    const outside = [...areasSaid([...OUTSIDE, ...outsideRoutes()])].filter(
      ([area]) => !CATALOGUE_PARTS.base.includes(area),
    );
    expect(outside.map(([area, file]) => `${area} (said in ${file})`)).toEqual([]);
  });

  it('are read through what they import, as the dashboard is', () => {
    const outside = areasSaid([...OUTSIDE, ...outsideRoutes()]);
    for (const area of ['public', 'calculator', 'consent']) expect(outside.has(area)).toBe(true);
    expect(areasSaid(['routes/dashboard-layout.tsx']).has('shell')).toBe(true);
  });
});
