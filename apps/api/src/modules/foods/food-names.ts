/**
 * The whole names a food goes by, from its own name: the name without what is in
 * brackets, each alternative written with a slash, and each name in the brackets.
 * "Plain parantha/paratha" → Plain parantha, Plain paratha; "Chapati/Roti" → Chapati,
 * Roti; "Curd rice (Dahi bhaat/Dahi chawal)" → Curd rice, Dahi bhaat, Dahi chawal.
 * Search counts a query that is one of them as the nearest match.
 */
export function namesOf(name: string): string[] {
  const [main = '', ...bracketed] = name.split(/[()]/);
  const inBrackets = bracketed
    .join(' ')
    .split(/[/;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...alternativesOf(main.trim()), ...inBrackets];
}

/** The most spellings one name expands to ("a/b c/d" is four). */
const MAX_ALTERNATIVES = 4;

/** "Plain parantha/paratha" → the name with each word's alternatives in turn. */
function alternativesOf(main: string): string[] {
  let names = [''];
  for (const word of main.split(/\s+/)) {
    const options = word.split('/').filter((option) => option !== '');
    names = names
      .flatMap((start) => options.map((option) => `${start} ${option}`))
      .slice(0, MAX_ALTERNATIVES);
  }
  return names.map((n) => n.trim()).filter((n) => n !== '');
}
