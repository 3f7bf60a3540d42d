import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );

describe('security headers', () => {
  it('sends a strict policy on the app, the docs, media and the errors of pages', async () => {
    t = await buildTestApp();
    for (const url of ['/stories/', '/stories/generate', '/data/x/y.png']) {
      const response = await t.app.inject({ url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(
        csp.get('script-src')?.filter((v) => !v.startsWith("'nonce-")),
        url,
      ).toEqual(["'self'"]);
      expect(csp.get('style-src')?.join(' '), url).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('lets the app install its own service worker and manifest, and none from elsewhere', async () => {
    t = await buildTestApp();
    const csp = directives((await t.app.inject({ url: '/stories/' })).headers['content-security-policy']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('lets pages load and fetch media from the media origin only when there is one', async () => {
    t = await buildTestApp();
    const own = directives((await t.app.inject({ url: '/stories/' })).headers['content-security-policy']);
    expect(own.get('connect-src')).toEqual(["'self'"]);

    const app = Fastify();
    try {
      await registerSecurityHeaders(app, 'http://localhost', 'https://media.example.org');
      app.get('/stories/', async (_request, reply) => reply.type('text/html').send('<html></html>'));
      const csp = directives((await app.inject({ url: '/stories/' })).headers['content-security-policy']);
      // Saving a story for offline fetches its pictures and sound from there.
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://media.example.org']);
      expect(csp.get('img-src')).toContain('https://media.example.org');
      expect(csp.get('media-src')).toContain('https://media.example.org');
    } finally {
      await app.close();
    }
  });

  it('lets nothing load under the API’s JSON answers or frame them, errors included', async () => {
    t = await buildTestApp();
    for (const url of ['/v1/health', '/v1/nothing-here', '/v1/stories/list']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-site');
      // A JSON body is no document: it sends no Referer, and frame-ancestors already forbids framing.
      expect(response.headers['referrer-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    const list = await t.app.inject({ url: '/v1/stories/list' });
    const again = await t.app.inject({
      url: '/v1/stories/list',
      headers: { 'if-none-match': String(list.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(list.headers['content-security-policy']);
  });

  it('sends the headers only pages and old browsers read with pages and media, not the API JSON', async () => {
    t = await buildTestApp();
    const pageOnly = [
      'x-dns-prefetch-control',
      'x-download-options',
      'x-xss-protection',
      'origin-agent-cluster',
    ];
    // The sign-in popup is a page under /v1 too.
    const popup = '/v1/auth/login?mode=popup&origin=https://evil.example';
    for (const url of ['/stories/', '/v1/docs/', '/data/x/y.png', popup]) {
      const response = await t.app.inject({ url });
      for (const name of pageOnly) expect(response.headers[name], `${url} ${name}`).toBeDefined();
    }
    const api = await t.app.inject({ url: '/v1/health' });
    for (const name of pageOnly) expect(api.headers[name], name).toBeUndefined();
  });

  it('lets the API docs set inline styles, but not run inline scripts', async () => {
    t = await buildTestApp();
    const csp = directives((await t.app.inject({ url: '/v1/docs/' })).headers['content-security-policy']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')?.filter((v) => !v.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds HSTS and upgrades requests when the site is served over https', async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://stories.example.com', DEV_IDP: 'on' } });
    for (const url of ['/stories/', '/v1/health']) {
      const response = await t.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    const page = await t.app.inject({ url: '/stories/' });
    expect(directives(page.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets the sign-in popup page run only its own nonce-carrying script and style', async () => {
    t = await buildTestApp();
    // A callback without a sign-in in progress still ends on the popup-style page in redirect mode;
    // the popup page itself is reached through a refused popup login from a foreign origin.
    const response = await t.app.inject({
      url: '/v1/auth/login?mode=popup&origin=https://evil.example',
    });
    const csp = directives(response.headers['content-security-policy']);
    const scriptNonce = csp.get('script-src')?.find((v) => v.startsWith("'nonce-"));
    const styleNonce = csp.get('style-src')?.find((v) => v.startsWith("'nonce-"));
    expect(scriptNonce).toBeDefined();
    expect(response.body).toContain(`<script nonce="${scriptNonce?.slice(7, -1)}">`);
    expect(response.body).toContain(`<style nonce="${styleNonce?.slice(7, -1)}">`);
    expect(response.body).not.toMatch(/ style="/);
  });

  it('gives every page a fresh nonce', async () => {
    t = await buildTestApp();
    const [a, b] = await Promise.all([
      t.app.inject({ url: '/stories/' }),
      t.app.inject({ url: '/stories/' }),
    ]);
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('sends no opener policy, so the sign-in popup can answer the app after passing through Google', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ url: '/stories/' });
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
