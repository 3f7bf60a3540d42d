/**
 * The contract's zod schemas, a part of the API at a time, and zod with them, fetched the first
 * time the app checks an answer with them. Loaded this way they never hold back a page that checks
 * nothing, such as the home page, and a page that checks a story evaluates the story schemas only:
 * building zod schemas is costly on a phone, and the contract has over two hundred.
 */
export const contractSchemas = {
  common: () => import('@storyloom/contract/schemas/common'),
  generation: () => import('@storyloom/contract/schemas/generation'),
  identity: () => import('@storyloom/contract/schemas/identity'),
  print: () => import('@storyloom/contract/schemas/print'),
  social: () => import('@storyloom/contract/schemas/social'),
  stories: () => import('@storyloom/contract/schemas/stories'),
  voices: () => import('@storyloom/contract/schemas/voices'),
};

/** The schemas of one part of the API, e.g. `ContractSchemas<'generation'>['jobEvents']`. */
export type ContractSchemas<Part extends keyof typeof contractSchemas> = Awaited<
  ReturnType<(typeof contractSchemas)[Part]>
>;
