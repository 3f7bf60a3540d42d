import { AUTH_MESSAGE_SOURCE } from '@storyloom/contract';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveKey } from '../../platform/secret.ts';
import { browse, CookieJar, signIn, signInThroughChooser, signInWithBrowser } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { safeReturnTo } from './service.ts';

const SECRET = 'a-test-secret-that-is-long-enough-1234567890';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** return_to values that could send the browser to another site, or break the redirect. */
const HOSTILE_RETURN_TO = [
  '//evil.example/x',
  'https://evil.example',
  'http://localhost:8080.evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example/x',
  '/%09/evil.example/x',
  '/%0a',
  '/\n/evil.example',
  '/%0d%0aSet-Cookie:%20a=b',
  '/stories/%0aX',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/%E2%80%A8',
  '/%',
  'javascript:alert(1)',
  'evil.example',
  '',
];

const start = () => buildTestApp({ env: { AUTH_SECRET: SECRET } });
const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://localhost');
  return url.pathname + url.search;
};

describe('sign-in through the local provider', () => {
  it('says which provider signs people in', async () => {
    t = await start();
    const res = await t.app.inject('/v1/auth/config');
    expect(res.json()).toEqual({ ok: true, provider: 'local', token_sync_url: null });
  });

  it('is a real OpenID issuer with discovery and a key set', async () => {
    t = await start();
    const discovery = (await t.app.inject('/dev-idp/.well-known/openid-configuration')).json();
    expect(discovery.issuer).toBe('http://localhost:8080/dev-idp');
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    const jwks = (await t.app.inject(pathOf(discovery.jwks_uri))).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('sends the browser to the provider with PKCE and the profile scope', async () => {
    t = await start();
    const res = await t.app.inject('/v1/auth/login?mode=popup&origin=http://localhost:8080');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.pathname).toBe('/dev-idp/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile']);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/v1/auth/callback');
    const cookie = res.cookies.find((c) => c.name === 'storyloom_login');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1/auth' });
  });

  it('refuses a page from a host that is not allowed, telling the popup why', async () => {
    t = await start();
    const res = await t.app.inject('/v1/auth/login?mode=popup&origin=https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('"code":"auth/unauthorized-domain"');
    // The message is never addressed to the refused origin.
    expect(res.body).not.toContain('evil.example');
  });

  it('accepts hosts listed in ALLOWED_ORIGINS', async () => {
    t = await buildTestApp({ env: { ALLOWED_ORIGINS: 'https://app.example.com' } });
    const res = await t.app.inject('/v1/auth/login?origin=https://app.example.com');
    expect(res.statusCode).toBe(302);
  });

  it('ends a popup sign-in with a page that tells its opener and closes', async () => {
    t = await start();
    const jar = new CookieJar();
    let res = await browse(t, jar, { url: '/v1/auth/login?mode=popup&origin=http://localhost:8080' });
    while (res.statusCode >= 300) res = await browse(t, jar, { url: pathOf(res.headers.location) });
    expect(res.body).toContain('Choose an account');
    expect(res.body).toContain('Alex Morgan');
    const action = /action="([^"]+\/login)"/.exec(res.body)?.[1] ?? '';
    res = await browse(t, jar, {
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=alex',
    });
    while (res.statusCode >= 300) res = await browse(t, jar, { url: pathOf(res.headers.location) });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`{"source":"${AUTH_MESSAGE_SOURCE}","ok":true}, "http://localhost:8080"`);
    expect(res.body).toContain('window.close()');
    expect(jar.get('storyloom_session')).toBeTruthy();

    const session = (await browse(t, jar, { method: 'POST', url: '/v1/auth/refresh' })).json();
    expect(session.user).toEqual({
      uid: expect.stringMatching(/^u_[0-9a-f]{20}$/),
      email: 'alex@storyloom.test',
      displayName: 'Alex Morgan',
      photoURL: 'http://localhost:8080/dev-idp/avatar/alex.svg',
    });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user.uid)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'alex@storyloom.test',
      display_name: 'Alex Morgan',
      issuer: 'local',
      subject: 'alex',
    });
  });

  it('returns a redirect sign-in to the page it started on', async () => {
    t = await start();
    const jar = await signInWithBrowser(t, 'parent');
    expect(jar.get('storyloom_session')).toBeTruthy();
  });

  it('reports a cancelled sign-in', async () => {
    t = await start();
    const jar = new CookieJar();
    let res = await browse(t, jar, { url: '/v1/auth/login?mode=redirect&return_to=/stories/generate' });
    while (res.statusCode >= 300) res = await browse(t, jar, { url: pathOf(res.headers.location) });
    const abort = /action="([^"]+\/abort)"/.exec(res.body)?.[1] ?? '';
    res = await browse(t, jar, { method: 'POST', url: abort });
    while (!String(res.headers.location).startsWith('/stories/')) {
      res = await browse(t, jar, { url: pathOf(res.headers.location) });
    }
    expect(res.headers.location).toBe('/stories/generate?auth_result=auth%2Fuser-cancelled');
    expect(jar.get('storyloom_session')).toBeUndefined();
  });

  it('refuses a callback that belongs to no sign-in, or to another one', async () => {
    t = await start();
    const stray = await t.app.inject('/v1/auth/callback?code=abc&state=xyz');
    expect(stray.headers.location).toBe('/stories/?auth_result=auth%2Finvalid-auth-event');

    const jar = new CookieJar();
    await browse(t, jar, { url: '/v1/auth/login?mode=redirect' });
    const forged = await browse(t, jar, { url: '/v1/auth/callback?code=abc&state=not-the-state' });
    expect(forged.headers.location).toBe('/stories/?auth_result=auth%2Finvalid-auth-event');
    expect(jar.get('storyloom_session')).toBeUndefined();
  });

  it('keeps return_to on this site', () => {
    const site = 'http://localhost:8080';
    expect(safeReturnTo('/stories/play/abc?child=Mia', site)).toBe('/stories/play/abc?child=Mia');
    expect(safeReturnTo('/stories/play/abc#scene-2', site)).toBe('/stories/play/abc#scene-2');
    for (const elsewhere of [...HOSTILE_RETURN_TO, undefined]) {
      expect(safeReturnTo(elsewhere, site), String(elsewhere)).toBe('/stories/');
    }
  });

  it.each(HOSTILE_RETURN_TO)(
    'signs in and comes back to /stories/ when return_to is %j',
    async (returnTo) => {
      t = await start();
      const login = `/v1/auth/login?mode=redirect&return_to=${encodeURIComponent(returnTo)}`;
      const { jar, location } = await signInThroughChooser(t, 'parent', login);
      expect(location).toBe('/stories/?auth_result=ok');
      expect(jar.get('storyloom_session')).toBeTruthy();
    },
  );

  it('passes return_to through as the browser sent it, raw control characters included', async () => {
    t = await start();
    // Written into the address unencoded, as an attacker's link can: a tab, a newline, a backslash.
    for (const raw of ['/%09/evil.example/x', '/%0a/x', '/%0d%0aSet-Cookie:%20x=1', '/\\evil.example']) {
      const { location } = await signInThroughChooser(
        t,
        'parent',
        `/v1/auth/login?mode=redirect&return_to=${raw}`,
      );
      expect(location, raw).toBe('/stories/?auth_result=ok');
    }
  });

  it('keeps a safe return_to, with its query, and adds the result to it', async () => {
    t = await start();
    const login = `/v1/auth/login?mode=redirect&return_to=${encodeURIComponent('/stories/play/abc?child=Mia#top')}`;
    const { location } = await signInThroughChooser(t, 'parent', login);
    expect(location).toBe('/stories/play/abc?child=Mia&auth_result=ok#top');
  });
});

describe('sessions and bearer tokens', () => {
  it('gives the signed-in user to /v1/auth/me', async () => {
    t = await start();
    const { headers, uid } = await signIn(t, 'parent');
    const res = await t.app.inject({ url: '/v1/auth/me', headers });
    expect(res.json()).toEqual({
      ok: true,
      user: expect.objectContaining({ uid, email: 'parent@example.com', displayName: 'parent' }),
    });
    expect((await t.app.inject('/v1/auth/me')).statusCode).toBe(401);
  });

  it('rotates the refresh cookie, and a stolen old one ends the whole session', async () => {
    t = await start();
    const { jar } = await signIn(t, 'parent');
    const first = jar.get('storyloom_session') as string;
    const res = await browse(t, jar, { method: 'POST', url: '/v1/auth/refresh' });
    expect(res.statusCode).toBe(200);
    const second = jar.get('storyloom_session') as string;
    expect(second).not.toBe(first);
    const cookie = res.cookies.find((c) => c.name === 'storyloom_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/v1/auth', sameSite: 'Lax' });

    // Long after its rotation, the first token comes back: theft. Both are now refused.
    await t.db.updateTable('sessions').set({ replaced_at: '2020-01-01T00:00:00.000Z' }).execute();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: `storyloom_session=${first}` },
    });
    expect(replay.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: `storyloom_session=${second}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same cookie at once', async () => {
    t = await start();
    const { jar } = await signIn(t, 'parent');
    const headers = { cookie: jar.header() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t?.app.inject({ method: 'POST', url: '/v1/auth/refresh', headers })),
    );
    expect(answers.map((a) => a?.statusCode)).toEqual([200, 200, 200]);
  });

  it('signs out: the session cookie is cleared and no longer works', async () => {
    t = await start();
    const { jar } = await signIn(t, 'parent');
    const token = jar.get('storyloom_session');
    const res = await browse(t, jar, { method: 'POST', url: '/v1/auth/logout' });
    expect(res.json()).toEqual({ ok: true });
    expect(jar.get('storyloom_session')).toBeUndefined();
    const after = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: `storyloom_session=${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without a session cookie', async () => {
    t = await start();
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses cookie calls from pages of other sites', async () => {
    t = await start();
    const { jar } = await signIn(t, 'parent');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: jar.header(), origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ ok: false, code: 'auth/unauthorized-domain' });
  });

  it('refuses cookie calls a browser marks as cross-site, whatever their Origin, and keeps the session', async () => {
    t = await start();
    const { jar } = await signIn(t, 'parent');
    for (const url of ['/v1/auth/refresh', '/v1/auth/logout']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: jar.header(), 'sec-fetch-site': 'cross-site', origin: 'http://localhost:8080' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, code: 'auth/unauthorized-domain' });
    }
    const own = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 to a forged, expired or malformed bearer token, even where sign-in is optional', async () => {
    t = await start();
    const { session } = await signIn(t, 'parent');
    const key = deriveKey(SECRET, 'access-tokens');
    const claims = { email: 'parent@example.com' };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.uid)
      .setIssuer('storyloom')
      .setAudience('storyloom-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(key);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.uid)
      .setIssuer('storyloom')
      .setAudience('storyloom-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const [header, payload] = session.access_token.split('.');
    const unsigned = `${header}.${payload}.`;

    const call = (authorization: string) =>
      t?.app.inject({ url: '/v1/stories/list', headers: { authorization } });
    const expiredAnswer = await call(`Bearer ${expired}`);
    expect(expiredAnswer?.statusCode).toBe(401);
    expect(expiredAnswer?.json()).toMatchObject({ ok: false, code: 'auth/user-token-expired' });
    for (const token of [forged, unsigned, 'garbage']) {
      const res = await call(`Bearer ${token}`);
      expect(res?.statusCode).toBe(401);
      expect(res?.json()).toMatchObject({ ok: false, code: 'auth/invalid-user-token' });
    }
    expect((await call('Bearer'))?.statusCode).toBe(401);
    expect((await call(`Bearer ${session.access_token}`))?.statusCode).toBe(200);
  });
});
