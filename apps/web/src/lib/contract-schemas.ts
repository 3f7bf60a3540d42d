/**
 * The contract's zod schemas, and zod with them, fetched the first time the app checks an answer
 * with them. The frame around every page checks a few answers (who is signed in, the sign-in
 * settings, a story being made): loaded this way, they never hold back a page that checks nothing
 * more, such as the home page. Pages that check answers of their own import the schemas directly.
 */
export const contractSchemas = () => import('@storyloom/contract/schemas');

export type ContractSchemas = Awaited<ReturnType<typeof contractSchemas>>;
