/**
 * Checks for the few small answers read on every visit to a page, written by hand as the contract's
 * schemas describe them, so a visitor who only reads that page never waits for zod and the
 * contract's schemas to load and run. Each check's test holds it to the contract's schema.
 */
export type Fields = Record<string, unknown>;

/** Refuses an answer that is not as the contract describes it, as a failed schema would. */
export function refuse(what: string): never {
  throw new TypeError(`The server's ${what} is not as expected`);
}

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string => typeof value === 'string';
export const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
/** A whole number a count can be: none below zero, none past what a number holds exactly. */
export const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;
