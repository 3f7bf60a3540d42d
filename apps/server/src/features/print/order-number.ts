import { randomBytes } from 'node:crypto';

/** Digits and capitals without 0, O, 1 and I, which read alike: 32 symbols, 5 random bits each. */
const SYMBOLS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A new order number a parent can read out or type, e.g. SL-7K3F-92QD: eight symbols, about a
 * trillion numbers. The database keeps them unique; a rare repeat is drawn again.
 */
export function newOrderNumber(): string {
  // 256 is a multiple of 32, so the low five bits of a byte pick every symbol equally often.
  const symbols = [...randomBytes(8)].map((byte) => SYMBOLS[byte & 31]).join('');
  return `SL-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
