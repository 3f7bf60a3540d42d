import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type SignedIn, signIn } from './sign-in.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** One test app and two parents signed in to it, Pat and Sam, whose stories and lists stay apart. */
export interface TwoParents {
  t: TestApp;
  pat: SignedIn;
  sam: SignedIn;
  /** Makes a request as `who` (with their session's headers), or signed out for null. */
  as(who: SignedIn | null, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Builds the app and signs both parents in before the file's tests, and closes it after them. */
export function useTwoParents(): TwoParents {
  const parents = {
    as: (who, options) =>
      parents.t.app.inject({ ...options, headers: { ...options.headers, ...who?.headers } }),
  } as TwoParents;
  beforeAll(async () => {
    parents.t = await buildTestApp();
    [parents.pat, parents.sam] = [await signIn(parents.t, 'pat'), await signIn(parents.t, 'sam')];
  }, 60_000);
  afterAll(() => parents.t?.close());
  return parents;
}
