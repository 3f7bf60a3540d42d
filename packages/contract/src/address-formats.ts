import type { PRINT } from './constants.ts';

export type ShippingCountry = (typeof PRINT.countries)[number];

/** How one country writes an address: what it calls its region and postcode, and their shape. */
export interface AddressFormat {
  countryName: string;
  /** The state, province or county line; null where addresses have none. */
  region: { label: string; required: boolean } | null;
  postalCode: {
    label: string;
    /** A real-looking code, shown in the message when a typed one does not fit. */
    example: string;
    /** Matched against the code after `normalizePostalCode`. */
    pattern: RegExp;
    /** Where the inward part of the code starts, for codes written with one space inside (UK, Canada). */
    spaceBeforeLast?: number;
  };
}

/**
 * The countries the book ships to (product §9), each written the way its post office writes it.
 * Letters in Canadian codes leave out D, F, I, O, Q and U; UK codes follow Royal Mail's outward
 * and inward parts.
 */
export const ADDRESS_FORMATS: Record<ShippingCountry, AddressFormat> = {
  US: {
    countryName: 'United States',
    region: { label: 'State', required: true },
    postalCode: { label: 'ZIP code', example: '97201', pattern: /^\d{5}(-\d{4})?$/ },
  },
  CA: {
    countryName: 'Canada',
    region: { label: 'Province', required: true },
    postalCode: {
      label: 'Postal code',
      example: 'K1A 0B1',
      pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
      spaceBeforeLast: 3,
    },
  },
  GB: {
    countryName: 'United Kingdom',
    region: { label: 'County', required: false },
    postalCode: {
      label: 'Postcode',
      example: 'SW1A 1AA',
      pattern: /^([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|GIR 0AA)$/,
      spaceBeforeLast: 3,
    },
  },
  AU: {
    countryName: 'Australia',
    region: { label: 'State', required: true },
    postalCode: { label: 'Postcode', example: '2000', pattern: /^\d{4}$/ },
  },
  DE: {
    countryName: 'Germany',
    region: null,
    postalCode: { label: 'Postal code', example: '10115', pattern: /^\d{5}$/ },
  },
  FR: {
    countryName: 'France',
    region: null,
    postalCode: { label: 'Postal code', example: '75001', pattern: /^\d{5}$/ },
  },
};

export const isShippingCountry = (code: unknown): code is ShippingCountry =>
  typeof code === 'string' && Object.hasOwn(ADDRESS_FORMATS, code);

/**
 * A postcode as the country's post office writes it: capitals, and for UK and Canadian codes one
 * space before the inward part however it was typed ("sw1a1aa" is "SW1A 1AA").
 */
export function normalizePostalCode(code: string, country: ShippingCountry): string {
  const { spaceBeforeLast } = ADDRESS_FORMATS[country].postalCode;
  const upper = code.toUpperCase().replace(/\s+/g, ' ').trim();
  if (!spaceBeforeLast) return upper;
  const compact = upper.replace(/ /g, '');
  return compact.length > spaceBeforeLast
    ? `${compact.slice(0, -spaceBeforeLast)} ${compact.slice(-spaceBeforeLast)}`
    : compact;
}
