import { PRINT, type ShippingAddress, shippingAddressInput } from '@storyloom/contract';

export type ShippingFieldName = keyof ShippingAddress;
/** The shipping form as typed: every field a string, blanks included. */
export type ShippingDraft = Record<ShippingFieldName, string>;
/** The message shown under each field that fails the contract's rules. */
export type ShippingErrors = Partial<Record<ShippingFieldName, string>>;

/** The text fields of the shipping form, in the order it shows them; the country is a select after them. */
export const SHIPPING_FIELDS: {
  name: Exclude<ShippingFieldName, 'country'>;
  label: string;
  required: boolean;
  autoComplete: string;
}[] = [
  { name: 'full_name', label: 'Full name', required: true, autoComplete: 'name' },
  { name: 'address_line1', label: 'Address line 1', required: true, autoComplete: 'address-line1' },
  { name: 'address_line2', label: 'Address line 2', required: false, autoComplete: 'address-line2' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State/Province', required: true, autoComplete: 'address-level1' },
  { name: 'postal_code', label: 'Postal code', required: true, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', required: false, autoComplete: 'tel' },
];

export const emptyShippingDraft: ShippingDraft = {
  full_name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: PRINT.defaultCountry,
  phone: '',
};

/** Checks the form with the contract's own rules, so the dialog and the server never disagree. */
export function validateShippingDraft(
  draft: ShippingDraft,
): { address: ShippingAddress } | { errors: ShippingErrors } {
  const withoutBlanks = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
  const parsed = shippingAddressInput.safeParse(withoutBlanks);
  if (parsed.success) return { address: parsed.data };
  const errors: ShippingErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as ShippingFieldName] ??= issue.message;
  return { errors };
}

/** The first field with an error, in the order the form shows them. */
export function firstInvalidField(errors: ShippingErrors): ShippingFieldName | undefined {
  return [...SHIPPING_FIELDS.map((f) => f.name), 'country' as const].find((name) => name in errors);
}
