import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  DOCUMENT_NUMBER_MAX_LENGTH,
  financialYearOf,
  GST_RATES,
  taxOn,
  withinState,
} from './gst.ts';

const rupees = (paise: number) => paise / 100;

describe('GST on a package, in paise', () => {
  it('splits 18 % of ₹2,499 within the state into CGST ₹224.91 and SGST ₹224.91, ₹2,948.82 in all', () => {
    const taxed = taxOn(2_499_00, 18, { withinState: true });
    expect(taxed).toEqual({
      taxablePaise: 2_499_00,
      cgstPaise: 224_91,
      sgstPaise: 224_91,
      igstPaise: 0,
      totalPaise: 2_948_82,
    });
    expect(rupees(taxed.totalPaise)).toBe(2948.82);
  });

  it('charges the whole rate as IGST to another state', () => {
    expect(taxOn(2_499_00, 18, { withinState: false })).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 449_82,
      totalPaise: 2_948_82,
    });
  });

  it('rounds each half to the paisa, half up, so CGST and SGST always match', () => {
    // 2.5 % of ₹999.99 is 2,499.975 paise: 2,500 each; 5 % IGST is 4,999.95: 5,000.
    expect(taxOn(999_99, 5, { withinState: true })).toMatchObject({
      cgstPaise: 25_00,
      sgstPaise: 25_00,
      totalPaise: 1_049_99,
    });
    expect(taxOn(999_99, 5, { withinState: false }).igstPaise).toBe(50_00);
    // 6 % of ₹0.07 is 0.42 paise: nothing; 6 % of ₹0.09 is 0.54: one paisa.
    expect(taxOn(7, 12, { withinState: true }).cgstPaise).toBe(0);
    expect(taxOn(9, 12, { withinState: true }).cgstPaise).toBe(1);
  });

  it('charges no tax at 0 %, and adds up to the taxable value plus its taxes at every rate', () => {
    expect(taxOn(15_000_00, 0, { withinState: true }).totalPaise).toBe(15_000_00);
    for (const rate of GST_RATES)
      for (const within of [true, false]) {
        const t = taxOn(12_345_67, rate, { withinState: within });
        expect(t.totalPaise).toBe(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise);
      }
  });

  it('refuses a taxable value that is not a whole, non-negative number of paise', () => {
    expect(() => taxOn(24.99, 18, { withinState: true })).toThrow(RangeError);
    expect(() => taxOn(-1, 18, { withinState: true })).toThrow(RangeError);
  });
});

describe('where a service is supplied', () => {
  it('is within the state when the client is on record in the practice’s state, whatever the case', () => {
    expect(withinState('Karnataka', 'karnataka ')).toBe(true);
    expect(withinState('Jammu and Kashmir', 'Jammu & Kashmir')).toBe(true);
    expect(withinState('Karnataka', 'Kerala')).toBe(false);
  });

  it('is the practice’s state when the client’s is not known', () => {
    expect(withinState('Karnataka', null)).toBe(true);
    expect(withinState('Karnataka', undefined)).toBe(true);
  });
});

describe('India’s financial year and document numbers', () => {
  it('turns at midnight on 1 April in India, while it is still 31 March in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toEqual({
      startYear: 2026,
      label: '2026-27',
      short: '26-27',
    });
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-28T00:00:00Z')).short).toBe('26-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z')).short).toBe('99-00');
  });

  it('numbers an invoice and a credit note by kind, year and serial, within 16 characters', () => {
    const year = financialYearOf(new Date('2026-11-28T00:00:00Z'));
    expect(documentNumber('invoice', year, 42)).toBe('INV/26-27/000042');
    expect(documentNumber('creditNote', year, 7)).toBe('CN/26-27/000007');
    expect(documentNumber('invoice', year, 999_999)).toHaveLength(DOCUMENT_NUMBER_MAX_LENGTH);
    expect(documentNumber('invoice', year, 1)).toMatch(/^[A-Z0-9/-]+$/);
  });

  it('refuses a serial that would not fit, or does not count from 1', () => {
    const year = financialYearOf(new Date('2026-11-28T00:00:00Z'));
    expect(() => documentNumber('invoice', year, 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', year, 0)).toThrow(RangeError);
  });
});
