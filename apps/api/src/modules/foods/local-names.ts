/** A name in a language: IFCT's romanised local names, or what the practice typed. */
export interface LocalName {
  language: string;
  name: string;
}

/** What a name without a language is filed under. */
export const UNNAMED_LANGUAGE = 'Local';

/**
 * The practice food form's one text box: "Hindi: Dahi; Tamil: Thayir" →
 * [{Hindi, Dahi}, {Tamil, Thayir}]. A part without "Language:" is a name in 'Local';
 * empty parts (a trailing ";") are left out.
 */
export function parseLocalNameText(text: string): LocalName[] {
  return text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .flatMap((part) => {
      const colon = part.indexOf(':');
      const language = colon > 0 ? part.slice(0, colon).trim() : '';
      const name = (colon > 0 ? part.slice(colon + 1) : part).trim();
      if (name === '') return [];
      return [{ language: language || UNNAMED_LANGUAGE, name }];
    });
}
