import type { Locale } from '@nourishwell/shared';
import { ToWords as EnglishWords } from 'to-words/en-IN';
import { ToWords as HindiWords } from 'to-words/hi-IN';

// One converter per language, in the Indian system (lakh, crore) and as money: rupees and
// paise. `to-words` (MIT, Node ≥ 20; decision 030), one locale's entry point each.
const WORDS: Record<Locale, { convert(amount: string): string }> = {
  en: new EnglishWords({ converterOptions: { currency: true } }),
  hi: new HindiWords({ converterOptions: { currency: true } }),
};

/**
 * An invoice's total in words, as India's invoices write it: "One Lakh One Rupees And Five
 * Paise Only"; in Hindi "एक लाख एक रुपये और पांच पैसे". Given whole paise and passed on as a
 * decimal string, so no float ever holds the amount.
 */
export function amountInWords(paise: number, locale: Locale): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`An amount is a whole number of paise, not ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  return WORDS[locale].convert(`${rupees}.${rest}`);
}
