/**
 * Where a text goes: an Indian 10-digit mobile as +91… (as the enquiry forms store it),
 * a number already in international form as it is; anything else gets no text.
 */
export function textRecipient(phone: string | null): string | null {
  const digits = phone?.replace(/[\s()-]/g, '') ?? '';
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^(\+91|91)[6-9]\d{9}$/.test(digits)) return `+91${digits.slice(-10)}`;
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  return null;
}
