/**
 * Request and response schemas of every call of product §3 (§3, §7) and the design's additions,
 * a module for each part of the API so that a page checks answers with only the schemas it needs.
 */
export * from './schemas/account.ts';
export * from './schemas/child.ts';
export * from './schemas/common.ts';
export { formNumber } from './schemas/fields.ts';
export * from './schemas/generation.ts';
export * from './schemas/identity.ts';
export * from './schemas/print.ts';
export * from './schemas/reports.ts';
export * from './schemas/social.ts';
export * from './schemas/stories.ts';
export * from './schemas/voices.ts';
