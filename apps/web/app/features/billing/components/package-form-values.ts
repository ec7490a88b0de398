import { paiseToRupees, rupeesToPaise, type Package, type PackageInput } from '@nourishwell/shared';

/** A new package's SAC: other health services (GST's code for a dietitian's consultations). */
export const DEFAULT_SAC = '999319';

/**
 * What the package form's inputs hold: numbers as typed, the price in rupees and paise
 * ("2499.50"), and "unlimited" as its own checkbox. The names are the schema's, so a
 * field's message (the form's own check or the server's) lands next to it.
 */
export interface PackageFormValues {
  name: string;
  description: string;
  durationWeeks: string;
  sessionsIncluded: string;
  unlimited: boolean;
  pricePaise: string;
  gstRate: string;
  sacCode: string;
  active: boolean;
}

export function toPackageForm(pkg: Package | null): PackageFormValues {
  if (!pkg)
    return {
      name: '',
      description: '',
      durationWeeks: '4',
      sessionsIncluded: '4',
      unlimited: false,
      pricePaise: '',
      gstRate: '18',
      sacCode: DEFAULT_SAC,
      active: true,
    };
  return {
    name: pkg.name,
    description: pkg.description,
    durationWeeks: String(pkg.durationWeeks),
    sessionsIncluded: pkg.sessionsIncluded === null ? '' : String(pkg.sessionsIncluded),
    unlimited: pkg.sessionsIncluded === null,
    pricePaise: paiseToRupees(pkg.pricePaise),
    gstRate: String(pkg.gstRate),
    sacCode: pkg.sacCode,
    active: pkg.active,
  };
}

// Blank or not a number: NaN, which the schema refuses with the field's own message.
const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The form's values as the schema takes them: the price in whole paise, exactly. */
export function fromPackageForm(values: PackageFormValues): PackageInput {
  return {
    name: values.name,
    description: values.description,
    durationWeeks: typedNumber(values.durationWeeks),
    sessionsIncluded: values.unlimited ? null : typedNumber(values.sessionsIncluded),
    pricePaise: rupeesToPaise(values.pricePaise) ?? Number.NaN,
    gstRate: Number(values.gstRate),
    sacCode: values.sacCode.trim(),
    active: values.active,
  };
}

/** A package as the update call takes it, with `active` changed (Retire, Make active). */
export function withActive(pkg: Package, active: boolean): PackageInput {
  const { id: _id, sold: _sold, ...input } = pkg;
  return { ...input, active };
}
