import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '#api/modules/invoices/invoice-pdf.ts';
import { runsOf } from '#api/lib/pdf-writer.ts';
import { pdfText } from './pdf-text.ts';
import { billOfSupply, creditNote, toAnotherState, withinState } from './sample-views.ts';

const ZONE = 'Asia/Kolkata';
const readable = async (...args: Parameters<typeof renderInvoicePdf>) => {
  const pdf = await renderInvoicePdf(args[0], args[1], args[2], { compress: false });
  return { pdf, text: pdfText(pdf) };
};
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

describe('an invoice as a PDF (issue 34, CGST Rules 46, 49 and 53)', () => {
  it('is one A4 page of PDF', async () => {
    const pdf = await renderInvoicePdf(withinState, 'en', ZONE);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pages(pdf)).toBe(1);
    // Compressed by default: the page's content is a FlateDecode stream.
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });

  it('prints a tax invoice within the state with its number, the practice and the client, CGST and SGST at half the rate, and the total in figures and words', async () => {
    const { pdf, text } = await readable(withinState, 'en', ZONE);
    expect(pages(pdf)).toBe(1);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Number: INV/26-27/000042');
    expect(text).toContain('Poshan Nutrition Clinic LLP');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('State: Maharashtra (code 27)');
    expect(text).toContain('Ananya Deshpande');
    expect(text).toContain('Place of supply: Maharashtra (code 27)');
    expect(text).toContain('999319');
    expect(text).toContain('CGST @ 9 %');
    expect(text).toContain('SGST @ 9 %');
    expect(text).not.toContain('IGST');
    expect(text.match(/₹224\.91/g)).toHaveLength(4);
    expect(text).toContain('₹2,499.00');
    expect(text).toContain('₹2,948.82');
    expect(text).toContain(
      'Amount in words: Two Thousand Nine Hundred Forty Eight Rupees And Eighty Two Paise Only',
    );
    expect(text).toContain('computer-generated');
  });

  it('dates the document in the practice’s time zone: 00:30 on 1 December in India', async () => {
    const { text } = await readable(withinState, 'en', ZONE);
    expect(text).toContain('Date: 1 December 2026');
    expect((await readable(withinState, 'en', 'UTC')).text).toContain('Date: 30 November 2026');
  });

  it('charges IGST at the whole rate to another state, and no CGST or SGST', async () => {
    const { text } = await readable(toAnotherState, 'en', ZONE);
    expect(text).toContain('Place of supply: Karnataka (code 29)');
    expect(text).toContain('IGST @ 18 %');
    expect(text).toContain('₹449.82');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('prints a bill of supply without GSTIN or tax, saying that no tax is charged', async () => {
    const { text } = await readable(billOfSupply, 'en', ZONE);
    expect(text).toContain('Bill of supply');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toMatch(/[CSI]GST/);
    expect(text).toContain('The supplier is not registered for GST: no tax is charged.');
    expect(text).toContain('₹2,499.00');
    expect(text).toContain('Two Thousand Four Hundred Ninety Nine Rupees Only');
  });

  it('prints a credit note with the invoice it corrects, that invoice’s date and the reason', async () => {
    const { text } = await readable(
      { ...creditNote, reason: 'Cancelled before it started' },
      'en',
      ZONE,
    );
    expect(text).toContain('Credit note');
    expect(text).toContain('Number: CN/26-27/000007');
    expect(text).toContain('Against invoice INV/26-27/000042 dated 1 December 2026');
    expect(text).toContain('Reason: Cancelled before it started');
  });

  it('speaks Hindi to a Hindi reader: its title, labels and the total in Hindi words', async () => {
    const { pdf, text } = await readable(withinState, 'hi', ZONE);
    expect(pages(pdf)).toBe(1);
    expect(text).toContain('कर बीजक');
    expect(text).not.toContain('Tax invoice');
    expect(text).toContain('INV/26-27/000042');
    expect(text).toContain('₹2,948.82');
    expect(text).toContain('दो हज़ार नौ सौ अड़तालीस रुपये और बयासी पैसे');
  });

  it('prints a Hindi credit note with the invoice it corrects and the client’s Hindi name', async () => {
    const { text } = await readable(creditNote, 'hi', ZONE);
    expect(text).toContain('CN/26-27/000007');
    expect(text).toContain('INV/26-27/000042');
    expect(text).toContain('अनन्या देशपांडे');
  });
});

describe('text cut by script for the two font files', () => {
  it('writes Devanagari and ₹ in one font and Latin in the other, a space staying with the run before it', () => {
    expect(runsOf('कुल राशि ₹2,948.82')).toEqual([
      { text: 'कुल राशि ₹', deva: true },
      { text: '2,948.82', deva: false },
    ]);
    expect(runsOf('Date: 1 दिसंबर')).toEqual([
      { text: 'Date: 1 ', deva: false },
      { text: 'दिसंबर', deva: true },
    ]);
  });
});
