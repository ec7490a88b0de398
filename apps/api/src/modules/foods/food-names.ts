/**
 * The whole names a food goes by, from its own name: the name without what is in
 * brackets, and each name in each pair of brackets, with each word's alternatives.
 * "Plain parantha/paratha" → Plain parantha, Plain paratha; "Chapati/Roti" → Chapati,
 * Roti; "Curd rice (Dahi bhaat/Dahi chawal)" → Curd rice, Dahi bhaat, Dahi chawal;
 * "(Aloo ka parantha/paratha)" → Aloo ka parantha, Aloo ka paratha, never "paratha" alone.
 * Search counts a query that is one of them as the nearest match.
 */
export function namesOf(name: string): string[] {
  const [main = '', ...groups] = name.split(/[()]/);
  return [
    ...alternativesOf(main.trim()),
    ...groups.flatMap((group) => group.split(/[;,]/).flatMap(namesInBrackets)),
  ];
}

/** The most spellings one name expands to ("a/b c/d" is four). */
const MAX_ALTERNATIVES = 4;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A slash in brackets parts whole names ("Dahi bhaat/Dahi chawal") or one word's spellings
 * ("Aloo ka parantha/paratha", "Suji/Rava upma"): a single word beside a longer name is
 * read as another spelling of that name's last (or first) word.
 */
function namesInBrackets(text: string): string[] {
  const parts = text
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const names: string[] = [];
  parts.forEach((part, at) => {
    const before = parts[at - 1];
    const after = parts[at + 1];
    if (wordCount(part) > 1) names.push(part);
    else if (before && wordCount(before) > 1) names.push(before.replace(/\S+$/, part));
    else if (after && wordCount(after) > 1) names.push(after.replace(/^\S+/, part));
    else names.push(part);
  });
  return names;
}

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
