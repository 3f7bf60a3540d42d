import { MESSAGES } from '@storyloom/contract';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MOCK_CLIENT_ID,
  MOCK_CLIENT_SECRET,
  type MockIssuer,
  startMockIssuer,
} from '../../test/mock-oidc-issuer.ts';
import { browse, CookieJar } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let issuer: MockIssuer;
let t: TestApp | undefined;
beforeAll(async () => {
  issuer = await startMockIssuer();
});
afterAll(() => issuer.close());
afterEach(() => t?.close());

const start = () =>
  buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: MOCK_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
      GOOGLE_ISSUER: issuer.url,
    },
  });

const native = (idToken: string) =>
  t?.app.inject({ method: 'POST', url: '/v1/auth/native', payload: { id_token: idToken } });

describe('sign-in with Google', () => {
  it('says Google signs people in, and runs no local provider', async () => {
    t = await start();
    expect((await t.app.inject('/v1/auth/config')).json()).toMatchObject({ provider: 'google' });
    expect((await t.app.inject('/dev-idp/.well-known/openid-configuration')).statusCode).toBe(404);
  });

  it('runs the authorisation-code flow with PKCE and the account chooser', async () => {
    t = await start();
    const jar = new CookieJar();
    const login = await browse(t, jar, { url: '/v1/auth/login?mode=redirect&return_to=/stories/archives' });
    const authorization = new URL(String(login.headers.location));
    expect(authorization.origin + authorization.pathname).toBe(`${issuer.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: MOCK_CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });

    // The mock checks the code verifier against the challenge before it answers.
    const { code, state } = issuer.issueCode(authorization.toString(), { sub: 'google-42', name: 'Robin' });
    const callback = await browse(t, jar, { url: `/v1/auth/callback?code=${code}&state=${state}` });
    expect(callback.headers.location).toBe('/stories/archives?auth_result=ok');

    const session = (await browse(t, jar, { method: 'POST', url: '/v1/auth/refresh' })).json();
    expect(session.user).toEqual({
      uid: expect.stringMatching(/^u_[0-9a-f]{20}$/),
      email: 'parent@gmail.com',
      displayName: 'Robin',
      photoURL: 'https://lh3.googleusercontent.com/a/pat',
    });
  });

  it('retries the token endpoint when Google is briefly unavailable', async () => {
    t = await start();
    const jar = new CookieJar();
    const login = await browse(t, jar, { url: '/v1/auth/login?mode=redirect' });
    const { code, state } = issuer.issueCode(String(login.headers.location));
    issuer.failTokenCalls(1);
    const before = issuer.stats.tokenCalls;
    const callback = await browse(t, jar, { url: `/v1/auth/callback?code=${code}&state=${state}` });
    expect(callback.headers.location).toBe('/stories/?auth_result=ok');
    expect(issuer.stats.tokenCalls - before).toBe(2);
  });

  it.each([
    ['false', false],
    ['missing', undefined],
    ['the string "true"', 'true'],
  ])('refuses an account whose email_verified is %s, storing no one', async (_, emailVerified) => {
    t = await start();
    const jar = new CookieJar();
    const login = await browse(t, jar, { url: '/v1/auth/login?mode=redirect&return_to=/stories/generate' });
    const { code, state } = issuer.issueCode(String(login.headers.location), {
      sub: 'unverified-1',
      email: 'victim@example.com',
      email_verified: emailVerified,
    });
    const callback = await browse(t, jar, { url: `/v1/auth/callback?code=${code}&state=${state}` });
    expect(callback.headers.location).toBe('/stories/generate?auth_result=auth%2Funverified-email');
    expect(jar.get('storyloom_session')).toBeUndefined();
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a code that the token endpoint does not accept', async () => {
    t = await start();
    const jar = new CookieJar();
    const login = await browse(t, jar, { url: '/v1/auth/login?mode=redirect' });
    const { state } = issuer.issueCode(String(login.headers.location));
    const callback = await browse(t, jar, { url: `/v1/auth/callback?code=made-up&state=${state}` });
    expect(callback.headers.location).toBe('/stories/?auth_result=auth%2Finvalid-credential');
    expect(jar.get('storyloom_session')).toBeUndefined();
  });
});

describe('POST /v1/auth/native', () => {
  it('exchanges a Google ID token for a session', async () => {
    t = await start();
    const res = await native(await issuer.mint({ sub: 'native-1' }));
    expect(res?.statusCode, res?.body).toBe(200);
    expect(res?.json()).toMatchObject({ ok: true, expires_in: 900, user: { email: 'parent@gmail.com' } });
    expect(res?.json().user.uid).not.toContain('native-1');
    expect(res?.cookies.find((c) => c.name === 'storyloom_session')?.value).toBeTruthy();
  });

  it('refuses expired, forged, foreign and misaddressed tokens', async () => {
    t = await start();
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const bad = [
      await issuer.mint({}, { expiresIn: Math.floor(Date.now() / 1000) - 120 }),
      await issuer.mint({}, { key: otherKey }),
      await issuer.mint({ iss: 'https://accounts.example.com' }),
      await issuer.mint({ aud: 'someone-elses-client' }),
      await issuer.mint({ email: '' }),
      'not.a.token',
    ];
    for (const token of bad) {
      const res = await native(token);
      expect(res?.statusCode).toBe(401);
      expect(res?.json()).toMatchObject({ ok: false, code: 'auth/invalid-credential' });
    }
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a token whose email Google has not verified', async () => {
    t = await start();
    for (const email_verified of [false, undefined, 'true']) {
      const res = await native(await issuer.mint({ sub: 'native-2', email_verified }));
      expect(res?.statusCode).toBe(403);
      expect(res?.json()).toMatchObject({
        ok: false,
        code: 'auth/unverified-email',
        error: MESSAGES.signInEmailUnverified,
      });
    }
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a request without a token', async () => {
    t = await start();
    const res = await native('   ');
    expect(res?.statusCode).toBe(400);
  });

  it('caches the key set between sign-ins', async () => {
    t = await start();
    const before = issuer.stats.jwksFetches;
    for (const sub of ['a', 'b', 'c'])
      expect((await native(await issuer.mint({ sub })))?.statusCode).toBe(200);
    expect(issuer.stats.jwksFetches - before).toBe(1);
  });
});
