import { parse, type Token } from '@messageformat/parser';
import { areaOf, COMPLETE_AREAS, type Catalogue, type Locale } from './locales.ts';

/** The names of the values a text takes ({name}, {count, plural …}), nested ones too. */
export function argumentsOf(text: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(text));
  return names;
}

/**
 * What is wrong with a language's catalogue against English: a key missing in an area it
 * is complete for, a key English does not have, a value English's text does not take, a
 * text that is not valid ICU MessageFormat. Empty when all is well.
 */
export function catalogueProblems(
  locale: Locale,
  catalogue: Catalogue,
  english: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const complete = COMPLETE_AREAS[locale];
  const covers = (key: string) => complete === 'all' || complete.includes(areaOf(key));
  for (const key of Object.keys(english))
    if (covers(key) && !(key in catalogue)) problems.push(`${locale}: ${key} is missing`);
  for (const [key, text] of Object.entries(catalogue)) {
    const source = english[key];
    if (source === undefined) {
      problems.push(`${locale}: ${key} is not an English key`);
      continue;
    }
    if (typeof text !== 'string') continue;
    let own: Set<string>;
    try {
      own = argumentsOf(text);
    } catch (error) {
      problems.push(`${locale}: ${key} is not valid ICU: ${(error as Error).message}`);
      continue;
    }
    const allowed = argumentsOf(source);
    for (const name of own)
      if (!allowed.has(name)) problems.push(`${locale}: ${key} has {${name}}, English does not`);
  }
  return problems;
}
