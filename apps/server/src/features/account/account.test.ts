import path from 'node:path';
import { type AccountSummary, MESSAGES } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredZip } from '../../lib/zip-writer.ts';
import { loadConfig } from '../../platform/config.ts';
import { createProviders } from '../../providers/registry.ts';
import { FAST_POLICY } from '../../test/mock-providers/adapter-cases.ts';
import { type MockProviders, startMockProviders } from '../../test/mock-providers/all-providers.ts';
import { generateStory } from '../../test/requests.ts';
import { browse, type SignedIn, signIn } from '../../test/sign-in.ts';
import { allRows, filesUnder } from '../../test/stored-data.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { cloneMumVoice } from '../../test/voice-samples.ts';

let t: TestApp;
let mocks: MockProviders;
let parent: SignedIn;
let other: SignedIn;
const mine: { stories: string[]; clone: string; order: string } = { stories: [], clone: '', order: '' };
let othersStory: string;

const shipping = {
  full_name: 'Ada Lovelace',
  address_line1: '12 Story Lane',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  mocks = await startMockProviders();
  const env = {
    ELEVENLABS_API_KEY: mocks.env.ELEVENLABS_API_KEY as string,
    ELEVENLABS_BASE_URL: mocks.env.ELEVENLABS_BASE_URL as string,
  };
  const providers = createProviders(loadConfig(env).providers, {
    policy: { ...FAST_POLICY, timeoutMs: 20_000 },
    log: { warn: () => undefined },
  });
  t = await buildTestApp({ env: { PREMIUM_ALL: 'true', ...env }, providers });
  [parent, other] = [await signIn(t, 'parent'), await signIn(t, 'other')];
  othersStory = (await generateStory(t.app, { child_name: 'Omar', scenes: 1 }, other.headers)).bundle_id;
  mine.stories.push(
    (await generateStory(t.app, { child_name: 'Zelda', scenes: 2 }, parent.headers)).bundle_id,
    (await generateStory(t.app, { child_name: 'Zelda', scenes: 1, privacy: 'private' }, parent.headers))
      .bundle_id,
  );
  mine.clone = await cloneMumVoice(t, parent);
  await cloneMumVoice(t, other);
  for (const [who, story] of [
    [parent, othersStory],
    [other, mine.stories[0]],
  ] as const) {
    expect((await call('POST', `/v1/bookmarks/${story}`, who)).statusCode).toBe(200);
    expect((await call('POST', `/v1/stories/${story}/like`, who)).statusCode).toBe(200);
    expect((await call('PUT', '/v1/account/last-story', who, { bundle_id: story })).statusCode).toBe(200);
  }
  const ordered = await call('POST', '/v1/print/orders', parent, { bundle_id: mine.stories[0], shipping });
  expect(ordered.statusCode, ordered.body).toBe(201);
  mine.order = ordered.json().id;
  await call('POST', '/v1/print/orders', other, {
    bundle_id: othersStory,
    shipping: { ...shipping, full_name: 'Grace Hopper' },
  });
  expect(
    (await call('POST', `/v1/stories/${othersStory}/report`, parent, { reason: 'other' })).statusCode,
  ).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mocks?.close();
});

describe('the OpenAPI description', () => {
  it('describes the account and report calls', async () => {
    const doc = (await t.app.inject('/v1/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/account',
        '/v1/account/export',
        '/v1/account/export/{id}',
        '/v1/stories/{bundleId}/report',
      ]),
    );
    expect(Object.keys(doc.paths['/v1/account'])).toEqual(expect.arrayContaining(['get', 'delete']));
  });
});

describe('GET /v1/account', () => {
  it('says what is kept for the account', async () => {
    const res = await call('GET', '/v1/account', parent);
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountSummary>()).toMatchObject({
      ok: true,
      email: 'parent@example.com',
      display_name: 'parent',
      counts: { stories: 2, voice_clones: 1, print_orders: 1, bookmarks: 1, likes: 1 },
    });
  });

  it('asks an anonymous visitor to sign in', async () => {
    expect((await call('GET', '/v1/account')).statusCode).toBe(401);
  });
});

describe('POST /v1/account/export', () => {
  it('makes a zip of everything kept, downloadable for an hour by its signed link', async () => {
    const started = await call('POST', '/v1/account/export', parent);
    expect(started.statusCode).toBe(202);
    const { export_id } = started.json();
    await t.app.jobs.idle();
    const state = await call('GET', `/v1/account/export/${export_id}`, parent);
    expect(state.statusCode).toBe(200);
    const { status, download_url, expires_at } = state.json();
    expect(status).toBe('ready');
    const hour = Date.parse(expires_at) - Date.now();
    expect(hour).toBeGreaterThan(55 * 60_000);
    expect(hour).toBeLessThanOrEqual(60 * 60_000);

    // Someone else cannot follow the download; a link without its signature opens nothing.
    expect((await call('GET', `/v1/account/export/${export_id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/v1/account/export/${export_id}/download`)).statusCode).toBe(404);
    const forged = download_url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await call('GET', forged)).statusCode).toBe(410);

    const download = await call('GET', download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain('attachment');
    const files = readStoredZip(download.rawPayload);
    const account = JSON.parse(files.get('account.json')?.toString() ?? '{}');
    expect(account.account).toMatchObject({ email: 'parent@example.com', name: 'parent' });
    expect(account.stories.map((s: { id: string }) => s.id).sort()).toEqual([...mine.stories].sort());
    const story = account.stories.find((s: { id: string }) => s.id === mine.stories[0]);
    expect(story.settings).toMatchObject({ theme: 'ocean', language: 'en', privacy: 'public' });
    expect(story.scenes).toHaveLength(2);
    expect(story.scenes[0].narration).toMatch(/Zelda/);
    expect(story.scenes[0].words.length).toBeGreaterThan(0);
    expect(account.bookmarks).toEqual([expect.objectContaining({ story_id: othersStory })]);
    expect(account.last_played).toEqual({ story_id: othersStory, played_at: expect.any(String) });
    expect(account.likes).toEqual([expect.objectContaining({ story_id: othersStory })]);
    expect(account.print_orders).toEqual([
      expect.objectContaining({
        id: mine.order,
        shipping: expect.objectContaining({ full_name: 'Ada Lovelace' }),
      }),
    ]);
    expect(account.voice_clones).toEqual([expect.objectContaining({ id: mine.clone, voice_name: 'Mum' })]);
    for (const scene of account.stories.flatMap((s: { scenes: { files: string[] }[] }) => s.scenes)) {
      for (const file of scene.files) expect(files.has(file), file).toBe(true);
    }
    expect(files.get(`stories/${mine.stories[0]}/scene_1.png`)?.subarray(1, 4).toString()).toBe('PNG');
    // Every file kept of each story, the pictures' WebP copies too, in the story's own folder.
    const media = path.join(t.config.dataDir, 'media');
    for (const id of mine.stories) {
      const kept = ['public', 'private'].flatMap((folder) => filesUnder(path.join(media, folder, id)));
      expect(kept).toContain('scene_1-640.webp');
      const zipped = [...files.keys()].filter((name) => name.startsWith(`stories/${id}/`));
      expect(zipped.sort()).toEqual(kept.map((name) => `stories/${id}/${name}`).sort());
    }
    expect(files.has(`voices/${mine.clone}/sample.wav`)).toBe(true);
    expect(files.has(`print-orders/${mine.order}/interior.pdf`)).toBe(true);
    // Nothing of anyone else's.
    expect([...files.keys()].some((name) => name.includes(othersStory))).toBe(false);
  });

  it('is rate-limited', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const who = await signIn(limited, 'busy');
      const tries = [];
      for (let i = 0; i < 5; i += 1) {
        tries.push(
          (await limited.app.inject({ method: 'POST', url: '/v1/account/export', headers: who.headers }))
            .statusCode,
        );
      }
      expect(tries).toContain(202);
      expect(tries.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('DELETE /v1/account', () => {
  it('changes nothing unless the email typed is the account’s', async () => {
    const before = await allRows(t.db);
    for (const confirm of ['other@example.com', 'parent@example', ' ']) {
      const res = await call('DELETE', '/v1/account', parent, { confirm });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(
        confirm.trim() ? MESSAGES.deleteAccountConfirmMismatch : MESSAGES.deleteAccountConfirmRequired,
      );
    }
    expect((await call('DELETE', '/v1/account', parent, {})).statusCode).toBe(400);
    expect(await allRows(t.db)).toEqual(before);
  });

  it('erases every row and file of the account, signs out every device, and leaves others untouched', async () => {
    const media = path.join(t.config.dataDir, 'media');
    const filesBefore = filesUnder(media);
    const othersBefore = (await call('GET', '/v1/account', other)).json();
    const ownFile = (file: string) =>
      [...mine.stories, `voice-clone-${mine.clone}`, `orders/${mine.order}`, 'exports/'].some((id) =>
        file.includes(id),
      );
    expect(filesBefore.filter(ownFile).length).toBeGreaterThan(5);

    const res = await call('DELETE', '/v1/account', parent, { confirm: '  PARENT@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);

    // Files: none of the account's remain, and everyone else's do.
    const filesAfter = filesUnder(media);
    expect(filesAfter).toEqual(filesBefore.filter((file) => !ownFile(file)));

    // Rows: nothing names the account, its email, its child, its clone or its stories.
    const rows = await allRows(t.db);
    for (const [table, lines] of Object.entries(rows)) {
      for (const line of lines) {
        for (const trace of [parent.uid, 'parent@example.com', 'Zelda', mine.clone, 'Ada Lovelace']) {
          expect(line, `${table} keeps ${trace}`).not.toContain(trace);
        }
        if (table !== 'print_orders') {
          for (const story of mine.stories) expect(line, `${table} keeps ${story}`).not.toContain(story);
        }
      }
    }
    // The order stays for the accounts, anonymised.
    const order = await t.db
      .selectFrom('print_orders')
      .selectAll()
      .where('id', '=', mine.order)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: null,
      shipping: '{}',
      title: '',
      pdf_key: null,
      total_cents: expect.any(Number),
    });

    // The cloning service's voice went too.
    expect(
      mocks.elevenlabs.requests.filter((r) => r.method === 'DELETE' && /^\/v1\/voices\//.test(r.path)),
    ).toHaveLength(1);

    // Every device is signed out: the bearer token and the session cookie no longer work.
    expect((await call('GET', '/v1/account', parent)).statusCode).toBe(401);
    expect((await call('GET', '/v1/bookmarks', parent)).statusCode).toBe(401);
    expect((await browse(t, parent.jar, { method: 'POST', url: '/v1/auth/refresh' })).statusCode).toBe(401);

    // The other account keeps everything but the like and bookmark of stories that are gone.
    expect((await call('GET', '/v1/account', other)).json()).toEqual({
      ...othersBefore,
      counts: { ...othersBefore.counts, bookmarks: 0, likes: 0 },
    });
    const like = (await call('GET', `/v1/stories/${othersStory}/like/status`, other)).json();
    expect(like).toEqual({ liked: false, like_count: 0 });
    expect((await call('GET', `/v1/stories/bundle/${othersStory}`)).statusCode).toBe(200);
  });

  it('lets the same person sign in again to a fresh, empty account', async () => {
    const again = await signIn(t, 'parent');
    expect(again.uid).not.toBe(parent.uid);
    expect((await call('GET', '/v1/account', again)).json().counts).toEqual({
      stories: 0,
      voice_clones: 0,
      print_orders: 0,
      bookmarks: 0,
      likes: 0,
    });
  });
});
