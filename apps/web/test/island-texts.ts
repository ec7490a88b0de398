import english from '@nourishwell/shared/i18n/catalogues/en.json?compiled';
import hindi from '@nourishwell/shared/i18n/catalogues/hi.json?compiled';
import type { Locale } from '@nourishwell/shared';
import { pickTexts, type IslandTexts } from '#web/lib/i18n/island-texts.tsx';

/** The texts a page gives an island of `area` in a language, as `useIslandTexts` picks them. */
export function islandTexts(locale: Locale, area: string): IslandTexts {
  return pickTexts(locale === 'hi' ? { ...english, ...hindi } : english, area);
}
