import { ADDRESS_FORMATS, PRINT, type ShippingCountry } from '@storyloom/contract';
import type { IntlShape } from 'react-intl';
import type { MessageKey } from '../../../i18n/catalog.ts';

/** A price in US dollars, written as the interface's language writes money ('$24.98', '24,98 $US'). */
export const dollars = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
export const shippingCents = (country: ShippingCountry) => PRINT.shippingCents[country];
export const totalCents = (country: ShippingCountry) => PRINT.bookPriceCents + shippingCents(country);

/**
 * The shipping line of the order summary. Product §9 prices shipping to the US only, so other
 * countries see the same flat rate under a plain name rather than a made-up service.
 */
export const shippingLabel = (country: ShippingCountry): MessageKey =>
  country === 'US' ? 'player.shippingUs' : 'player.standardShipping';

/** A country as the interface's language names it, else as the contract does. */
export const countryName = (country: ShippingCountry, locale: string): string =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? ADDRESS_FORMATS[country].countryName;
