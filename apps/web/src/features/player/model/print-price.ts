import { PRINT } from '@storyloom/contract';

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const SHIPPING_CENTS = PRINT.shippingCents.US;
export const TOTAL_CENTS = PRINT.bookPriceCents + SHIPPING_CENTS;
