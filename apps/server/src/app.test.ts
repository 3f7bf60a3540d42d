import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, printOrderLimitMessage } from '@storyloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, quotaReached } from './platform/errors.ts';
import { MediaStore } from './platform/media.ts';
import { MediaLinks } from './platform/media-links.ts';
import { deriveKey, loadSecret } from './platform/secret.ts';
import { UrlSigner } from './platform/signed-urls.ts';
import { buildGenerateRequest, generateStory } from './test/requests.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

describe('GET /v1/health', () => {
  it('answers ok with the database kind', async () => {
    t = await buildTestApp();
    const res = await t.app.inject('/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, version: expect.any(String), database: t.config.database.kind });
  });
});

describe('GET /v1/openapi.json', () => {
  it('describes the API routes and hides the web routes', async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject('/v1/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/v1/health'].get.responses['200']).toBeDefined();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/stories/generate',
        '/v1/stories/jobs/{id}/events',
        '/v1/stories/bundle/{bundleId}',
        '/v1/stories/latest',
        '/v1/stories/list',
        '/v1/stories/claimable',
        '/v1/stories/claim',
      ]),
    );
    expect(
      doc.paths['/v1/stories/generate'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('child_name');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/stories') || p.startsWith('/player'))).toBe(
      false,
    );
  });

  it('serves the docs page', async () => {
    t = await buildTestApp();
    const res = await t.app.inject('/v1/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('errors', () => {
  it('answers unknown /v1 paths with a JSON 404', async () => {
    t = await buildTestApp();
    const res = await t.app.inject('/v1/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, error: 'Not found', code: 'notFound' });
  });

  it('never leaks the internals of a 5xx', async () => {
    t = await buildTestApp();
    t.app.get('/v1/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const res = await t.app.inject('/v1/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ ok: false, error: MESSAGES.internalError, code: 'internalError' });
  });

  it('answers a schema violation with 400 and the schema message', async () => {
    t = await buildTestApp();
    t.app.post(
      '/v1/echo',
      { schema: { body: z.object({ name: z.string().min(1, 'Please enter a name') }) } },
      async () => ({ ok: true }),
    );
    const res = await t.app.inject({ method: 'POST', url: '/v1/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ok: false,
      error: 'Please enter a name',
      detail: 'name: Please enter a name',
      code: 'bad_request',
    });
  });

  it('names a contract message by its key, so the app can say it in any language', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: { ...buildGenerateRequest(), child_name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: MESSAGES.childNameRequired,
      code: 'childNameRequired',
      detail: `child_name: ${MESSAGES.childNameRequired}`,
    });
  });

  it('names the reason and the values of a built text, beside the wait', () => {
    const body = errorBody(quotaReached(printOrderLimitMessage(2), 90));
    expect(body).toMatchObject({
      error: 'You can place up to 2 print orders a day. Please try again tomorrow.',
      code: 'rate_limited',
      reason: 'printOrderLimit',
      params: { max: 2 },
      retry_after_seconds: 90,
    });
  });
});

describe('web app and media', () => {
  it('serves the app for a deep link', async () => {
    t = await buildTestApp();
    const res = await t.app.inject('/stories/play/abc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storyloom-app');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache and 404s a missing asset', async () => {
    t = await buildTestApp();
    const asset = await t.app.inject('/stories/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/stories/assets/missing.js')).statusCode).toBe(404);
  });

  it('redirects / and the share-link form to the app', async () => {
    t = await buildTestApp();
    expect((await t.app.inject('/')).headers.location).toBe('/stories/');
    const share = await t.app.inject('/player/abc123?child=Mia%20Rose');
    expect(share.statusCode).toBe(302);
    expect(share.headers.location).toBe('/stories/play/abc123?child=Mia+Rose');
  });

  it('keeps the share-link redirect on this site whatever the id and query hold', async () => {
    t = await buildTestApp();
    for (const url of [
      '/player/%2F%2Fevil.example',
      '/player/%5Cevil.example',
      '/player/%09%2Fevil.example',
      '/player/x%0aSet-Cookie:%20a=b',
      '/player/abc?%0a=%0d',
      '/player/abc?next=//evil.example',
      '/player/..%2F..%2F%2Fevil.example',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(302);
      const location = String(res.headers.location);
      expect(location, url).toMatch(/^\/stories\//);
      expect(location, url).not.toMatch(/[\s\\]/);
      expect(new URL(location, t.config.publicUrl).origin, url).toBe(new URL(t.config.publicUrl).origin);
    }
  });

  it('serves public media from /data and nothing above it', async () => {
    t = await buildTestApp();
    const dir = path.join(t.config.publicMediaDir, 'b1');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'scene_1.png'), 'png-bytes');
    fs.mkdirSync(t.config.privateMediaDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.privateMediaDir, 'secret.png'), 'private');
    const res = await t.app.inject('/data/b1/scene_1.png');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('png-bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/data/../private/secret.png')).body).not.toContain('private');
    expect((await t.app.inject('/data/%2e%2e/private/secret.png')).statusCode).toBe(404);
  });

  it('never follows a symbolic link in the public media folder', async () => {
    t = await buildTestApp();
    await t.app.ready();
    const secret = path.join(t.config.dataDir, 'auth-secret');
    const dir = path.join(t.config.publicMediaDir, 'b1');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'scene_1.png'), 'png-bytes');
    fs.symlinkSync(secret, path.join(dir, 'scene_2.png'));
    fs.symlinkSync(path.dirname(secret), path.join(t.config.publicMediaDir, 'b2'));
    fs.symlinkSync(path.join(dir, 'scene_1.png'), path.join(dir, 'scene_3.png'));

    expect((await t.app.inject('/data/b1/scene_1.png')).body).toBe('png-bytes');
    for (const url of ['/data/b1/scene_2.png', '/data/b2/auth-secret', '/data/b1/scene_3.png']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ ok: false, error: 'Not found', code: 'notFound' });
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/data/b1/scene_2.png' })).statusCode).toBe(404);
  });

  it('never follows a symbolic link in the private media folder, even with a valid signed link', async () => {
    t = await buildTestApp();
    await t.app.ready();
    const links = new MediaLinks(
      new UrlSigner(deriveKey(loadSecret(t.config), 'signed-links')),
      await MediaStore.fromConfig(t.config),
    );
    const story = { id: 'p1', privacy: 'private' };
    const dir = path.join(t.config.privateMediaDir, story.id);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'scene_1.png'), 'private-bytes');
    fs.symlinkSync(path.join(t.config.dataDir, 'auth-secret'), path.join(dir, 'scene_2.png'));

    expect((await t.app.inject(links.url(story, 'scene_1.png') as string)).body).toBe('private-bytes');
    const res = await t.app.inject(links.url(story, 'scene_2.png') as string);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(loadSecret(t.config));
  });
});

describe('data on disk', () => {
  it('keeps the database, the secret and the media readable by the server’s user only, whatever the umask', async () => {
    const umask = process.umask(0);
    try {
      t = await buildTestApp();
      await t.app.ready();
      const { bundle_id } = await generateStory(t.app, { scenes: 1 });
      const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
      const { database } = t.config;
      const files = [
        ...(database.kind === 'sqlite'
          ? [database.file, `${database.file}-wal`, `${database.file}-shm`]
          : []),
        path.join(t.config.dataDir, 'auth-secret'),
        path.join(t.config.publicMediaDir, bundle_id, 'scene_1.png'),
        path.join(t.config.publicMediaDir, bundle_id, 'scene_1.mp3'),
      ];
      for (const file of files) expect([file, modeOf(file).toString(8)]).toEqual([file, '600']);
      const folders = [
        t.config.dataDir,
        path.dirname(t.config.publicMediaDir),
        t.config.publicMediaDir,
        path.join(t.config.publicMediaDir, bundle_id),
      ];
      for (const folder of folders) expect([folder, modeOf(folder).toString(8)]).toEqual([folder, '700']);
    } finally {
      process.umask(umask);
    }
  });
});
