import { describe, expect, it } from 'vitest';
import { amountInWords } from '#api/modules/invoices/amount-in-words.ts';

describe('an invoice’s total in words, in the Indian system', () => {
  it('writes rupees and paise in English, as India’s invoices do', () => {
    expect(amountInWords(2_948_82, 'en')).toBe(
      'Two Thousand Nine Hundred Forty Eight Rupees And Eighty Two Paise Only',
    );
    expect(amountInWords(2_499_00, 'en')).toBe('Two Thousand Four Hundred Ninety Nine Rupees Only');
  });

  it('counts in lakh and crore, not millions', () => {
    expect(amountInWords(1_25_00_000_00, 'en')).toBe('One Crore Twenty Five Lakh Rupees Only');
    expect(amountInWords(1_00_001_05, 'en')).toBe('One Lakh One Rupees And Five Paise Only');
  });

  it('writes them in Hindi for a Hindi reader', () => {
    expect(amountInWords(2_948_82, 'hi')).toBe('दो हज़ार नौ सौ अड़तालीस रुपये और बयासी पैसे');
    expect(amountInWords(1_25_00_000_00, 'hi')).toBe('एक करोड़ पच्चीस लाख रुपये');
  });

  it('refuses an amount that is not a whole, non-negative number of paise', () => {
    expect(() => amountInWords(2948.82, 'en')).toThrow(RangeError);
    expect(() => amountInWords(-100, 'en')).toThrow(RangeError);
  });
});
