/** Print (§2, §9): shipping addresses and orders. */
import { z } from 'zod';
import { ADDRESS_FORMATS, isShippingCountry, normalizePostalCode } from '../address-formats.ts';
import { PRINT } from '../constants.ts';
import { fieldRequiredMessage, postalCodeFormatMessage } from '../messages.ts';
import { cleanText, hasLetter } from '../text.ts';

const required = (label: string) =>
  z
    .string({ error: fieldRequiredMessage(label) })
    .trim()
    .min(1, fieldRequiredMessage(label))
    .max(200);

/** A shipping address as it is kept and shown. */
export const shippingAddress = z.object({
  full_name: required('Full name'),
  address_line1: required('Address line 1'),
  address_line2: z.string().trim().max(200).optional(),
  city: required('City'),
  /** The state, province or county; absent where the country's addresses have none. */
  state: z.string().trim().max(200).optional(),
  postal_code: required('Postal code').pipe(z.string().max(20)),
  country: z.enum(PRINT.countries).default(PRINT.defaultCountry),
  phone: z.string().trim().max(40).optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/** Typed address text: cleaned like a name, then checked as above; a line of control characters is no line. */
const typedLine = (label: string) =>
  z
    .string({ error: fieldRequiredMessage(label) })
    .transform(cleanText)
    .pipe(required(label));
const typedOptional = (max: number) => z.string().transform(cleanText).pipe(z.string().max(max)).optional();

/**
 * The region and postcode as the country writes them (see ADDRESS_FORMATS), in its own words.
 * It runs even when other fields failed, so the form can name every problem at once; a country
 * not shipped to is reported by the country field alone.
 */
function checkRegionAndPostalCode(input: unknown, ctx: z.RefinementCtx): void {
  // Running after other failures, it may see anything, even no address at all.
  if (typeof input !== 'object' || input === null) return;
  const address: { country?: unknown; state?: unknown; postal_code?: unknown } = input;
  if (!isShippingCountry(address.country)) return;
  const { region, postalCode } = ADDRESS_FORMATS[address.country];
  const typed = (value: unknown) => (typeof value === 'string' ? value : '');
  if (region?.required && !typed(address.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: fieldRequiredMessage(region.label) });
  }
  const code = typed(address.postal_code);
  if (!code) {
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: fieldRequiredMessage(postalCode.label) });
  } else if (!postalCode.pattern.test(normalizePostalCode(code, address.country))) {
    ctx.addIssue({
      code: 'custom',
      path: ['postal_code'],
      message: postalCodeFormatMessage(postalCode.label, postalCode.example),
    });
  }
}

/**
 * A shipping address as a parent types it (the print order form and its request), kept as the
 * country writes it: its postcode in the post office's form, no region line where it has none.
 */
export const shippingAddressInput = z
  .object({
    full_name: typedLine('Full name').refine(hasLetter, fieldRequiredMessage('Full name')),
    address_line1: typedLine('Address line 1'),
    address_line2: typedOptional(200),
    city: typedLine('City'),
    state: typedOptional(200),
    postal_code: typedOptional(200),
    country: z.enum(PRINT.countries).default(PRINT.defaultCountry),
    phone: typedOptional(40),
  })
  .superRefine(checkRegionAndPostalCode, { when: () => true })
  .transform(({ state, postal_code = '', ...address }): ShippingAddress => {
    const { region } = ADDRESS_FORMATS[address.country];
    return {
      ...address,
      ...(region && state ? { state } : {}),
      postal_code: normalizePostalCode(postal_code, address.country),
    };
  });

export const printOrderRequest = z.object({
  bundle_id: z.string().min(1).max(100),
  shipping: shippingAddressInput,
});
export type PrintOrderRequest = z.infer<typeof printOrderRequest>;

export const printOrder = z.object({
  id: z.string(),
  order_number: z
    .string()
    .describe('The short number a parent reads and quotes, e.g. SL-7K3F-92QD: no 0, O, 1 or I to mix up'),
  bundle_id: z.string(),
  title: z.string(),
  status: z.enum(['test']),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  total_cents: z.number().int(),
  shipping: shippingAddress,
  created_at: z.string(),
});
export type PrintOrder = z.infer<typeof printOrder>;

/** GET /v1/print/orders: the caller's own orders, newest first. */
export const printOrdersResponse = z.object({ ok: z.literal(true), orders: z.array(printOrder) });
export type PrintOrdersResponse = z.infer<typeof printOrdersResponse>;
