import Sanscript from '@indic-transliteration/sanscript';

/**
 * How a food's name sounds, so that spellings of one word meet: IFCT gives local names
 * romanised ("Chawal", "Bajra", "Arisi") and people type them many ways ("chaawal",
 * "chawl", "चावल", "அரிசி"). A query in an Indian script is first written in Latin letters
 * (IAST, by `@indic-transliteration/sanscript`), then both sides are reduced to the same
 * key: lower case, no accents, w→v, ee→i, oo→u, sh→s, ch→c, aspirated consonants without
 * their h, an h between vowels dropped, f→p, doubled letters once, a final a dropped.
 */

/** The scripts a query may come in, by their Unicode block. */
const SCRIPTS: { scheme: string; from: number; to: number; northern: boolean }[] = [
  { scheme: 'devanagari', from: 0x0900, to: 0x097f, northern: true },
  { scheme: 'bengali', from: 0x0980, to: 0x09ff, northern: true },
  { scheme: 'gurmukhi', from: 0x0a00, to: 0x0a7f, northern: true },
  { scheme: 'gujarati', from: 0x0a80, to: 0x0aff, northern: true },
  { scheme: 'oriya', from: 0x0b00, to: 0x0b7f, northern: true },
  { scheme: 'tamil', from: 0x0b80, to: 0x0bff, northern: false },
  { scheme: 'telugu', from: 0x0c00, to: 0x0c7f, northern: false },
  { scheme: 'kannada', from: 0x0c80, to: 0x0cff, northern: false },
  { scheme: 'malayalam', from: 0x0d00, to: 0x0d7f, northern: false },
];

function scriptOf(text: string) {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const script = SCRIPTS.find((s) => code >= s.from && code <= s.to);
    if (script) return script;
  }
  return undefined;
}

const VOWEL = '[aāiīuūṛeēoō]';
const CONSONANT = '(?:[kgcjṭḍtdpb]h|[kgṅcjñṭḍṇtdnpbmyrlvśṣshḻḷṟṉ])';
/** A word-final inherent a after a consonant: written, not said ("cāvala" is chawal). */
const FINAL_SCHWA = new RegExp(`(${CONSONANT})a(?![\\p{L}\\p{M}])`, 'gu');
/** An inherent a between a vowel-consonant and a consonant-vowel ("bājarā" is bajra). */
const MEDIAL_SCHWA = new RegExp(`(${VOWEL}${CONSONANT})a(${CONSONANT}${VOWEL})`, 'gu');

/**
 * Hindi, Bengali, Gujarati, Punjabi and Odia leave out the inherent a that the script
 * writes at a word's end and between syllables; romanised names leave it out too.
 */
function dropSchwas(iast: string) {
  const withoutFinal = iast.replace(FINAL_SCHWA, '$1');
  // Twice, because the rule's matches overlap ("arahara" loses one a per pass).
  return withoutFinal.replace(MEDIAL_SCHWA, '$1$2').replace(MEDIAL_SCHWA, '$1$2');
}

/**
 * Tamil writes one letter for k/g, c/s, t/d and p/b, and sanscript's scheme gives the
 * voiced aspirate (gh, jh, dh, bh). Said, they are voiceless at a word's start, voiced after
 * a nasal, and c is s: அரிசி is "arisi", கம்பு "kambu", கேழ்வரகு "kelvaragu".
 */
function tamilSounds(iast: string) {
  return iast
    .replace(/gh/g, 'k')
    .replace(/jh/g, 'c')
    .replace(/ḍh/g, 'ṭ')
    .replace(/dh/g, 't')
    .replace(/bh/g, 'p')
    .replace(/([mnṅñṇ])([kcṭtp])/g, (_, nasal: string, stop: string) => nasal + VOICED[stop])
    .replace(/cc/g, 'CC')
    .replace(/c/g, 's')
    .replace(/CC/g, 'cc')
    .replace(/([aāiīuūeēoō])k(?=[aāiīuūeēoō])/g, '$1g');
}
const VOICED: Record<string, string> = { k: 'g', c: 'j', ṭ: 'ḍ', t: 'd', p: 'b' };

/** The text in Latin letters (unchanged when it has no Indian script in it). */
export function toLatin(text: string): string {
  const script = scriptOf(text);
  if (!script) return text;
  // The nukta (ड़, ज़) only changes a sound the key does not tell apart.
  const iast = Sanscript.t(text.replace(/\u093c/g, ''), script.scheme, 'iast');
  if (script.scheme === 'tamil') return tamilSounds(iast);
  const latin = script.northern ? dropSchwas(iast) : iast;
  // Anusvara is m before p, b, m and at a word's end (చంపా champa, బియ్యం biyyam), else n
  // (मूंग mung).
  return latin.replace(/ṃ(?=[pbm]|[^\p{L}\p{M}]|$)/gu, 'm').replace(/ṃ/g, 'n');
}

/** One word's key: "Chaawal", "chawal" and "cāval" all give "caval". */
export function phoneticKey(word: string): string {
  let key = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  key = key
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/sh/g, 's')
    .replace(/ch/g, 'c')
    .replace(/([kgcjtdpb])h/g, '$1')
    // An h between vowels is hardly said, and people swap it ("dahi", "dhai" → dai).
    .replace(/([aeiou])h(?=[aeiou]|$)/g, '$1')
    // Phulka and fulka: ph has become p above, so f is p too.
    .replace(/f/g, 'p')
    .replace(/(.)\1+/g, '$1');
  if (key.length > 3 && key.endsWith('a')) key = key.slice(0, -1);
  return key;
}

/** The words of a text, as MiniSearch splits them (letters and digits of any script). */
export const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/** The words of a text in any script, in Latin letters. */
export const wordsOf = (text: string): string[] => toLatin(text).split(WORD_SEPARATOR);

/** The keys of every word of a text in any script, empty words left out. */
export function phoneticKeys(text: string): string[] {
  return wordsOf(text)
    .map(phoneticKey)
    .filter((key) => key !== '');
}
