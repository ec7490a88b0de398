import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { invalidIdMessage } from '../schemas/common.ts';
import { publicMessages } from '../schemas/public.ts';
import { schedulingMessages } from '../schemas/scheduling-texts.ts';
import { CATALOGUES } from './catalogues.ts';
import { compileCatalogue } from './compile.ts';
import { ERRORS_AREA, knownError, sayError } from './error-texts.ts';
import { CLIENT_FACING, NOT_ERRORS } from './client-facing-texts.ts';
import { englishCatalogue } from './locales.ts';
import { translator } from './translate.ts';

const english = compileCatalogue(englishCatalogue);
const inEnglish = translator('en', english, english).t;
const inHindi = translator('hi', compileCatalogue(CATALOGUES.hi), english).t;

/** The values an error text written by a function is tried with. */
const SAMPLE_VALUES: Record<string, unknown[]> = {
  'public.tooLong': [200],
  'portal.tooLong': [120],
  'scheduling.tooSoon': [12],
  'scheduling.tooFar': [60],
  'scheduling.changeWindow': [24],
};

function errorTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [['invalidIdMessage', invalidIdMessage]];
  for (const [group, members] of Object.entries(CLIENT_FACING)) {
    const { screen = [], staff = [] } = NOT_ERRORS[group as keyof typeof CLIENT_FACING];
    for (const [name, text] of Object.entries(members)) {
      if (screen.includes(name) || staff.includes(name)) continue;
      const where = `${group}.${name}`;
      if (typeof text === 'string') texts.push([where, text]);
      else {
        const sample = SAMPLE_VALUES[where];
        texts.push([where, sample ? (text as (...v: unknown[]) => string)(...sample) : where]);
      }
    }
  }
  return texts;
}

describe('the error texts a client can see', () => {
  it.each(errorTexts())('%s has an `errors` key whose English is identical', (_where, text) => {
    const known = knownError(english, text);
    expect(known, `add "${text}" to the errors area of en.json and hi.json`).toBeDefined();
    expect(inEnglish(known!.key, known!.values)).toBe(text);
  });

  it('names only members that exist among the texts that are not errors', () => {
    for (const [group, { screen = [], staff = [] }] of Object.entries(NOT_ERRORS))
      for (const name of [...screen, ...staff])
        expect(CLIENT_FACING[group as keyof typeof CLIENT_FACING]).toHaveProperty(name);
  });

  it('gives each English text one key, so a text reads back to one translation', () => {
    const errors = Object.entries(englishCatalogue).filter(([key]) =>
      key.startsWith(`${ERRORS_AREA}.`),
    );
    const texts = errors.map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('an error text in Hindi', () => {
  it('is the catalogue’s Hindi for a known English text', () => {
    expect(sayError(english, inHindi, messages.auth.invalidCredentials)).toBe(
      'ईमेल या पासवर्ड सही नहीं है',
    );
  });

  it('carries the values the English was written with', () => {
    expect(sayError(english, inHindi, publicMessages.tooLong(200))).toBe(
      'कृपया इसे 200 अक्षरों से कम रखें।',
    );
    expect(sayError(english, inHindi, schedulingMessages.changeWindow(24))).toMatch(
      /^सेशन .* 24 घंटे/,
    );
  });

  it('is the text itself when the catalogue does not know it, and English stays English', () => {
    expect(sayError(english, inHindi, 'Meera’s own words')).toBe('Meera’s own words');
    expect(sayError(english, inEnglish, messages.auth.invalidCredentials)).toBe(
      'Invalid credentials',
    );
  });
});
