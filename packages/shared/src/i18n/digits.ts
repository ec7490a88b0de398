/**
 * Devanagari digits (१२३) by her choice (issue 33): a Hindi reader may ask for them; the
 * international digits stay the default, since most read those. The choice is a Unicode
 * extension of the Intl locale ("hi-IN-u-nu-deva"), so every `Intl` formatter given that
 * tag writes them, and nothing else has to know.
 */
export const DEVANAGARI_DIGITS = 'deva';

/** The Intl locale of a language with her digits: "hi-IN" → "hi-IN-u-nu-deva" when chosen. */
export function withDigits(intlLocale: string, devanagariDigits: boolean | null | undefined) {
  return devanagariDigits && intlLocale.startsWith('hi')
    ? `${intlLocale}-u-nu-${DEVANAGARI_DIGITS}`
    : intlLocale;
}

/** True when an Intl locale writes digits other than 0–9. */
export const writesOwnDigits = (intlLocale: string) =>
  new Intl.NumberFormat(intlLocale).resolvedOptions().numberingSystem !== 'latn';

/**
 * A number a text takes as a plain value ("in {count} minutes"), written in the locale's
 * digits: Lingui joins a plain value as it is, so a bare number would stay 0–9. It stays a
 * number wherever a number is read (a plural's rule, `#`): `+` asks for the primitive
 * with the hint "default", the rules with "number".
 */
function localNumber(value: number, digits: Intl.NumberFormat) {
  return {
    [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? value : digits.format(value)),
  };
}

/** The values of a text with every number in the locale's digits (no grouping, as plain values). */
export function valuesInDigits<V extends Record<string, string | number>>(
  values: V | undefined,
  intlLocale: string,
): V | undefined {
  if (!values) return values;
  const digits = new Intl.NumberFormat(intlLocale, { useGrouping: false });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? localNumber(value, digits) : value,
    ]),
  ) as unknown as V;
}
