import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';
import { argumentsOf, catalogueProblems } from './check.ts';
import { englishCatalogue, LOCALES } from './locales.ts';
import { compileCatalogue } from './compile.ts';
import { translator } from './translate.ts';

describe('the catalogues', () => {
  it.each(LOCALES)(
    '%s has every key of the areas it is complete for, and nothing English lacks',
    (locale) => {
      expect(catalogueProblems(locale, CATALOGUES[locale], englishCatalogue)).toEqual([]);
    },
  );

  it('finds a missing key, a key English lacks, a value English does not take, and broken ICU', () => {
    const english = {
      'common.save': 'Save',
      'common.cancel': 'Cancel',
      'common.glasses': '{count, plural, one {# glass} other {# glasses}}',
    };
    expect(
      catalogueProblems(
        'hi',
        {
          'common.glasses': '{total, plural, other {# गिलास}}',
          'common.extra': 'x',
          'common.cancel': '{oops',
        } as never,
        english,
      ),
    ).toEqual([
      'hi: common.save is missing',
      'hi: common.glasses has {total}, English does not',
      'hi: common.extra is not an English key',
      expect.stringMatching(/^hi: common.cancel is not valid ICU/),
    ]);
  });

  it('reads the values a text takes, inside plurals too', () => {
    expect([
      ...argumentsOf('{name} drank {count, plural, one {# glass} other {# glasses of {drink}}}'),
    ]).toEqual(['name', 'count', 'drink']);
  });
});

describe('a translator', () => {
  it('says a text in its language with its values, and in English where the language lacks it', () => {
    const { t } = translator(
      'hi',
      compileCatalogue({ 'common.save': 'सहेजें' }),
      compileCatalogue(englishCatalogue),
    );
    expect(t('common.save')).toBe('सहेजें');
    expect(t('language.switch', { language: 'English' })).toBe('Read this page in English');
  });

  it('counts by the language’s plural rules', () => {
    const plural = compileCatalogue({
      'common.save': '{count, plural, one {# glass} other {# glasses}}',
    });
    const english = translator('en', plural, plural);
    expect(english.t('common.save', { count: 1 })).toBe('1 glass');
    expect(english.t('common.save', { count: 3 })).toBe('3 glasses');
  });
});
