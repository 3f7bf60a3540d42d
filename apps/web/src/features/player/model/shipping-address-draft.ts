import {
  ADDRESS_FORMATS,
  isShippingCountry,
  PRINT,
  type ShippingAddress,
  type ShippingCountry,
  shippingAddressInput,
} from '@storyloom/contract';
import type { MessageKey } from '../../../i18n/catalog.ts';

export type ShippingFieldName = keyof ShippingAddress;
/** The shipping form as typed: every field a string, blanks included. */
export type ShippingDraft = Record<ShippingFieldName, string>;
/** The message shown under each field that fails the contract's rules. */
export type ShippingErrors = Partial<Record<ShippingFieldName, string>>;

export interface ShippingField {
  name: Exclude<ShippingFieldName, 'country'>;
  label: MessageKey;
  required: boolean;
  autoComplete: string;
}

/** The names countries give their region and postcode lines (ADDRESS_FORMATS), as messages. */
const ADDRESS_LABELS: Record<string, MessageKey> = {
  State: 'player.state',
  Province: 'player.province',
  County: 'player.county',
  'ZIP code': 'player.zipCode',
  'Postal code': 'player.postalCode',
  Postcode: 'player.postcode',
};

/** A region or postcode line's message; a name no country used before falls back to the plain one. */
const addressLabel = (label: string, plain: MessageKey): MessageKey => ADDRESS_LABELS[label] ?? plain;

/**
 * The text fields of the shipping form for a country, in the order it shows them after the
 * country: the region and postcode named as that country names them, no region where it has none.
 */
export function shippingFieldsFor(country: ShippingCountry): ShippingField[] {
  const { region, postalCode } = ADDRESS_FORMATS[country];
  return [
    { name: 'full_name', label: 'player.fullName', required: true, autoComplete: 'name' },
    { name: 'address_line1', label: 'player.addressLine1', required: true, autoComplete: 'address-line1' },
    { name: 'address_line2', label: 'player.addressLine2', required: false, autoComplete: 'address-line2' },
    { name: 'city', label: 'player.city', required: true, autoComplete: 'address-level2' },
    ...(region
      ? [
          {
            name: 'state' as const,
            label: addressLabel(region.label, 'player.state'),
            required: region.required,
            autoComplete: 'address-level1',
          },
        ]
      : []),
    {
      name: 'postal_code',
      label: addressLabel(postalCode.label, 'player.postalCode'),
      required: true,
      autoComplete: 'postal-code',
    },
    { name: 'phone', label: 'player.phone', required: false, autoComplete: 'tel' },
  ];
}

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

/** The first field with an error, in the order the form shows them (the country first). */
export function firstInvalidField(
  errors: ShippingErrors,
  country: ShippingCountry,
): ShippingFieldName | undefined {
  return ['country' as const, ...shippingFieldsFor(country).map((f) => f.name)].find(
    (name) => name in errors,
  );
}

/** The draft's country; the select offers only countries shipped to. */
export const draftCountry = (draft: ShippingDraft): ShippingCountry =>
  isShippingCountry(draft.country) ? draft.country : PRINT.defaultCountry;
