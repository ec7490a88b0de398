import parts from './parts.json' with { type: 'json' };
import { areaOf } from './locales.ts';

/**
 * The parts a catalogue is loaded in, each a set of areas (decision 029, "Catalogue
 * parts"): `base` is what the public pages, signing in and accepting the notice say, in
 * the app from the start; `dashboard` is loaded by the dashboard's layout before it shows, and `staff` with it for a
 * nutritionist or an admin only (their screens, English for now: no client loads them);
 * `server` is what only the server sends (emails, WhatsApp, SMS), never the browser's.
 * The lists are a JSON file because the web's Vite plugin reads them too
 * (`…/en.json?compiled&part=dashboard`), and a Vite config cannot import TypeScript from
 * another package. A new area goes in exactly one part, or the parts' test fails.
 */
export const CATALOGUE_PARTS: Readonly<Record<CataloguePart, readonly string[]>> = parts;

export type CataloguePart = keyof typeof parts;

/** The parts the browser loads: every one but the server's. */
export const WEB_PARTS = ['base', 'dashboard', 'staff'] as const satisfies readonly CataloguePart[];

/**
 * What is wrong with the parts for a catalogue's keys: an area in no part, or in two. A part
 * may name an area no key has yet (one being translated on another branch).
 */
export function partProblems(
  keys: readonly string[],
  partsOf: Readonly<Record<string, readonly string[]>> = CATALOGUE_PARTS,
): string[] {
  const placed = Object.entries(partsOf).flatMap(([part, areas]) =>
    areas.map((area) => ({ part, area })),
  );
  const problems: string[] = [];
  for (const area of new Set(keys.map(areaOf))) {
    const inParts = placed.filter((entry) => entry.area === area).map((entry) => entry.part);
    if (inParts.length === 0)
      problems.push(
        `the area "${area}" is in no catalogue part: add it to one list in packages/shared/src/i18n/parts.json (base: the public pages and signing in; dashboard: the signed-in app; server: only what the server sends)`,
      );
    if (inParts.length > 1)
      problems.push(`the area "${area}" is in more than one part: ${inParts.join(', ')}`);
  }
  return problems;
}
