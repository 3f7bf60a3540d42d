import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@storyloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { captureLog } from '../../test/log-capture.ts';
import { MOCK_CLIENT_ID, MOCK_CLIENT_SECRET } from '../../test/mock-oidc-issuer.ts';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const start = async (env: Record<string, string>) => {
  const log = captureLog();
  t = await buildTestApp({ env: { LOG_LEVEL: 'info', ...env }, logStream: log.stream });
  return { t, log };
};

const warnings = (log: ReturnType<typeof captureLog>) =>
  log
    .entries()
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg ?? '');

describe('where the local sign-in provider runs', () => {
  it.each([
    ['http://localhost:8080', 'loopback'],
    ['http://127.0.0.1:8080', 'loopback'],
    ['http://127.8.9.10', 'loopback'],
    ['http://[::1]:3000', 'loopback'],
    ['https://localhost:8443', 'off'],
    ['http://192.168.1.20:8080', 'off'],
    ['http://0.0.0.0:8080', 'off'],
    ['http://localhost.evil.example', 'off'],
    ['http://127.0.0.1.evil.example', 'off'],
    ['https://stories.example.com', 'off'],
  ])('with PUBLIC_URL %s, runs by default: %s', (publicUrl, runs) => {
    expect(loadConfig({ PUBLIC_URL: publicUrl }).auth.devIdp).toBe(runs);
  });

  it('has the default that .env.example lists', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../.env.example'), 'utf8');
    const listed = /^DEV_IDP=(.*)$/m.exec(example)?.[1];
    expect(listed).toBe('auto');
    for (const PUBLIC_URL of ['http://localhost:8080', 'https://stories.example.com']) {
      expect(loadConfig({ PUBLIC_URL, DEV_IDP: listed }).auth.devIdp).toBe(
        loadConfig({ PUBLIC_URL }).auth.devIdp,
      );
    }
  });

  it('runs anywhere with DEV_IDP=on, and nowhere with DEV_IDP=off', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://stories.example.com', DEV_IDP: 'on' }).auth.devIdp).toBe('on');
    expect(loadConfig({ DEV_IDP: 'off' }).auth.devIdp).toBe('off');
    expect(() => loadConfig({ DEV_IDP: 'yes' })).toThrow(/DEV_IDP/);
  });
});

describe('the local provider on a loopback address', () => {
  it('signs people in, with a loud warning in the log', async () => {
    const { t, log } = await start({});
    expect((await t.app.inject('/v1/auth/config')).json()).toMatchObject({ provider: 'local' });
    expect(warnings(log).some((msg) => /anyone .* can sign in as anyone/i.test(msg))).toBe(true);
    expect(warnings(log).join('\n')).toMatch(/never for production/);
    await signIn(t, 'parent');
  });
});

describe('the local provider by default', () => {
  it('answers browsers on this machine only, though the server listens on every interface', async () => {
    const { t } = await start({});
    const discovery = '/dev-idp/.well-known/openid-configuration';
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ url: discovery, remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['192.168.1.50', '10.0.0.7', '::ffff:192.168.1.50', '2001:db8::1']) {
      const res = await t.app.inject({ url: discovery, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(403);
      expect(res.body).toContain('Sign-in is not available here');
    }
    // Nor can someone elsewhere sign in through the chooser as another parent.
    const post = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/interaction/x/login',
      remoteAddress: '192.168.1.50',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Eve&email=victim@example.com',
    });
    expect(post.statusCode).toBe(403);
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });
});

describe('with DEV_IDP=on on a public address', () => {
  it('runs the local provider, and warns', async () => {
    const { t, log } = await start({ PUBLIC_URL: 'https://stories.example.com', DEV_IDP: 'on' });
    expect((await t.app.inject('/v1/auth/config')).json()).toMatchObject({ provider: 'local' });
    const discovery = await t.app.inject({
      url: '/dev-idp/.well-known/openid-configuration',
      remoteAddress: '203.0.113.9',
    });
    expect(discovery.json().issuer).toBe('https://stories.example.com/dev-idp');
    expect(warnings(log).some((msg) => /sign in as anyone/.test(msg))).toBe(true);
  });
});

describe('on a public address without Google', () => {
  const publicServer = () => start({ PUBLIC_URL: 'https://stories.example.com' });

  it('starts with sign-in disabled, and says so in the log', async () => {
    const { t, log } = await publicServer();
    expect(warnings(log).some((msg) => /sign-in is disabled/i.test(msg))).toBe(true);
    expect(warnings(log).some((msg) => /sign in as anyone/.test(msg))).toBe(false);
    expect((await t.app.inject('/v1/health')).statusCode).toBe(200);
  });

  it('reports sign-in as not set up in /v1/auth/config', async () => {
    const { t } = await publicServer();
    expect((await t.app.inject('/v1/auth/config')).json()).toEqual({
      ok: true,
      provider: 'none',
      token_sync_url: null,
    });
  });

  it('does not serve /dev-idp at all', async () => {
    const { t } = await publicServer();
    for (const url of [
      '/dev-idp/.well-known/openid-configuration',
      '/dev-idp/auth?client_id=storyloom-local',
      '/dev-idp/jwks',
      '/dev-idp/avatar/alex.svg',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/interaction/x/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Eve&email=victim@example.com',
    });
    expect(post.statusCode).toBe(404);
  });

  it('refuses a popup sign-in with a page that says sign-in is not set up', async () => {
    const { t } = await publicServer();
    const res = await t.app.inject('/v1/auth/login?mode=popup&origin=https://stories.example.com');
    expect(res.statusCode).toBe(403);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(MESSAGES.signInNotSetUp);
    expect(res.body).toContain('"code":"auth/operation-not-allowed"');
  });

  it('sends a redirect sign-in back to the app with the reason', async () => {
    const { t } = await publicServer();
    const res = await t.app.inject('/v1/auth/login?mode=redirect&return_to=/stories/archives');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/stories/archives?auth_result=auth%2Foperation-not-allowed');
    expect(res.cookies.find((c) => c.name === 'storyloom_login')).toBeUndefined();
  });

  it('refuses native sign-in and callbacks, storing no one', async () => {
    const { t } = await publicServer();
    const native = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/native',
      payload: { id_token: 'a.b.c' },
    });
    expect(native.statusCode).toBe(403);
    expect(native.json()).toMatchObject({ ok: false, code: 'auth/operation-not-allowed' });
    const callback = await t.app.inject('/v1/auth/callback?code=abc&state=xyz');
    expect(callback.statusCode).toBeLessThan(500);
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });
});

describe('with Google configured', () => {
  it('signs in with Google whatever PUBLIC_URL is, and never runs the local provider', async () => {
    const { t, log } = await start({
      PUBLIC_URL: 'https://stories.example.com',
      DEV_IDP: 'on',
      GOOGLE_CLIENT_ID: MOCK_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    expect((await t.app.inject('/v1/auth/config')).json()).toMatchObject({ provider: 'google' });
    expect((await t.app.inject('/dev-idp/.well-known/openid-configuration')).statusCode).toBe(404);
    expect(warnings(log).some((msg) => /sign in as anyone|sign-in is disabled/i.test(msg))).toBe(false);
  });
});
