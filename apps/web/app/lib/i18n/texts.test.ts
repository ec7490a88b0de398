import englishBase from '@nourishwell/shared/i18n/catalogues/en.json?compiled&part=base';
import englishDashboard from '@nourishwell/shared/i18n/catalogues/en.json?compiled&part=dashboard';
import englishStaff from '@nourishwell/shared/i18n/catalogues/en.json?compiled&part=staff';
import hindiBase from '@nourishwell/shared/i18n/catalogues/hi.json?compiled&part=base';
import { describe, expect, it } from 'vitest';
import { areaOf, CATALOGUE_PARTS, englishCatalogue, translator } from '@nourishwell/shared';
import { loadTexts } from './texts.ts';

const areas = (texts: object) => [...new Set(Object.keys(texts).map(areaOf))].sort();

describe('the catalogue parts the browser loads', () => {
  it('holds in the base part only the areas of the public pages and signing in', () => {
    expect(areas(englishBase).every((area) => CATALOGUE_PARTS.base.includes(area))).toBe(true);
    expect(areas(englishBase)).toContain('public');
    expect(areas(hindiBase).every((area) => CATALOGUE_PARTS.base.includes(area))).toBe(true);
  });

  it('are together every text but what only the server sends, each in one part', () => {
    const browsers = Object.keys(englishCatalogue).filter(
      (key) => !CATALOGUE_PARTS.server.includes(areaOf(key)),
    );
    expect(
      [
        ...Object.keys(englishBase),
        ...Object.keys(englishDashboard),
        ...Object.keys(englishStaff),
      ].sort(),
    ).toEqual(browsers.sort());
  });

  it('gives the dashboard in Hindi, with its base, and English beside it for what Hindi lacks', async () => {
    const texts = await loadTexts('hi', ['dashboard']);
    expect(texts.locale).toBe('hi');
    const { t } = translator('hi', texts.own, texts.english);
    expect(t('journal.title')).not.toBe('journal.title');
    expect(t('journal.title')).not.toBe(englishCatalogue['journal.title']);
    expect(t('common.save')).not.toBe(englishCatalogue['common.save']);
    expect(Object.keys(texts.english)).toHaveLength(
      Object.keys(englishBase).length + Object.keys(englishDashboard).length,
    );
  });
});
