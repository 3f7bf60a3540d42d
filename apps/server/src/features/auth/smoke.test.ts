import { afterEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());
it('signs in', async () => {
  t = await buildTestApp();
  const s = await signIn(t, 'parent1');
  console.log(s.session.user);
  const me = await t.app.inject({ url: '/v1/auth/me', headers: s.headers });
  expect(me.json()).toMatchObject({ ok: true });
});
