/*
 * India's states and union territories by their GST state code (the first two characters
 * of a GSTIN, and an invoice's place of supply), as the GST portal lists them today: codes
 * 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer given (issue 34,
 * decision 030).
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

const CODES = new Set<string>(GST_STATES.map((state) => state.code));

/** A state's name as written loosely ("Jammu & Kashmir", " kerala") to compare. */
const plain = (name: string) =>
  name.trim().toLowerCase().replaceAll('&', 'and').replace(/\s+/g, ' ');

/** The GST state code of a state or union territory by its name; undefined for none. */
export function gstStateCode(name: string): GstStateCode | undefined {
  const wanted = plain(name);
  return GST_STATES.find((state) => plain(state.name) === wanted)?.code;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14: each character's value, alternately ×1 and
 * ×2, its quotient and remainder by 36 summed; what brings the sum to a multiple of 36.
 */
function checkCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * Whether a GSTIN is well formed: 15 characters, a state's code, the holder's PAN (five
 * letters, four digits, a letter), the registration's number, "Z", and its check character.
 * Upper case, as the GST portal issues them. A typo in an invoice's GSTIN costs the buyer
 * the credit: the practice's own is refused when it does not check.
 */
export function isGstin(value: string): boolean {
  const shape = GSTIN_SHAPE.exec(value);
  return !!shape && CODES.has(shape[1]!) && checkCharacter(value.slice(0, 14)) === value[14];
}
