import { PRINT, type ShippingCountry } from '@storyloom/contract';

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const shippingCents = (country: ShippingCountry) => PRINT.shippingCents[country];
export const totalCents = (country: ShippingCountry) => PRINT.bookPriceCents + shippingCents(country);

/**
 * The shipping line of the order summary. Product §9 prices shipping to the US only, so other
 * countries see the same flat rate under a plain name rather than a made-up service.
 */
export const shippingLabel = (country: ShippingCountry) =>
  country === 'US' ? 'Shipping (US)' : 'Standard shipping';
