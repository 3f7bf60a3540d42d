import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logAdminCommand } from '../../platform/admin-log.ts';
import { MediaStore } from '../../platform/media.ts';
import { insertStory } from '../../test/factories.ts';
import { generateStory } from '../../test/requests.ts';
import { browse, CookieJar, type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { runModerationCommand } from './admin-command.ts';
import { AccountRepository } from './repository.ts';
import { AccountService } from './service.ts';

let t: TestApp;
let owner: SignedIn;
let readers: SignedIn[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, 'owner');
  readers = [await signIn(t, 'ana'), await signIn(t, 'bo')];
}, 60_000);
afterAll(() => t?.close());

const report = (storyId: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1/stories/${storyId}/report`, payload, headers });

const archive = async (headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: '/v1/stories/list', headers }))
    .json()
    .stories.map((s: { bundle_id: string }) => s.bundle_id);

/** An anonymous browser: it holds the cookie the player's like state hands out. */
async function anonymousVisitor(storyId: string): Promise<Record<string, string>> {
  const jar = new CookieJar();
  await browse(t, jar, { url: `/v1/stories/${storyId}/like/status` });
  return { cookie: jar.header() };
}

async function moderate(args: string[]) {
  const lines: string[] = [];
  const media = await MediaStore.fromConfig(t.config);
  const accounts = new AccountRepository(t.db);
  const service = {
    erase: (user: Parameters<AccountService['erase']>[0]) => fakeErase(accounts, media, user),
  };
  const code = await runModerationCommand(args, { db: t.db, accounts, media, service }, (line) =>
    lines.push(line),
  );
  return { code, out: lines.join('\n') };
}

/** The real erase, without a cloning service (none is configured here). */
function fakeErase(
  accounts: AccountRepository,
  media: MediaStore,
  user: Parameters<AccountService['erase']>[0],
) {
  return new AccountService({
    accounts,
    media,
    queue: t.app.jobs,
    voices: { remove: async () => undefined },
    signer: { sign: () => '' } as never,
  }).erase(user);
}

describe('POST /v1/stories/{id}/report', () => {
  it('refuses a report without a reason, or with a long note, and stores nothing', async () => {
    const story = (await generateStory(t.app, { scenes: 1 }, owner.headers)).bundle_id;
    const noReason = await report(story, {}, readers[0]?.headers);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(MESSAGES.reportReasonRequired);
    const badReason = await report(story, { reason: 'boring' }, readers[0]?.headers);
    expect(badReason.json().error).toBe(MESSAGES.reportReasonRequired);
    const longNote = await report(story, { reason: 'other', note: 'x'.repeat(501) }, readers[0]?.headers);
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error).toBe(MESSAGES.reportNoteTooLong);
    expect(
      await t.db.selectFrom('story_reports').selectAll().where('story_id', '=', story).execute(),
    ).toEqual([]);
  });

  it('answers 404 for a private story, as for one that does not exist', async () => {
    const secret = (await generateStory(t.app, { scenes: 1, privacy: 'private' }, owner.headers)).bundle_id;
    expect((await report(secret, { reason: 'unsafe' }, readers[0]?.headers)).statusCode).toBe(404);
    expect((await report('nosuchstory', { reason: 'unsafe' })).statusCode).toBe(404);
  });

  it('hides a story reported by three different visitors until an operator shows it again', async () => {
    const story = (await generateStory(t.app, { child_name: 'Reportee', scenes: 1 }, owner.headers))
      .bundle_id;
    const [ana, bo] = readers as [SignedIn, SignedIn];
    expect(
      (await report(story, { reason: 'personal', note: 'Full name shown' }, ana.headers)).statusCode,
    ).toBe(200);
    // The same visitor reporting again counts once.
    expect((await report(story, { reason: 'unsafe' }, ana.headers)).statusCode).toBe(200);
    expect((await report(story, { reason: 'unsafe' }, bo.headers)).statusCode).toBe(200);
    expect(await archive()).toContain(story);

    expect((await report(story, { reason: 'other' }, await anonymousVisitor(story))).statusCode).toBe(200);
    expect(await archive()).not.toContain(story);
    expect(await archive(ana.headers)).not.toContain(story);
    expect((await t.app.inject({ url: `/v1/stories/bundle/${story}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/v1/stories/latest?child=Reportee` })).statusCode).toBe(404);
    // Its owner still has it.
    expect(
      (await t.app.inject({ url: `/v1/stories/bundle/${story}`, headers: owner.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/v1/stories/list?mine=true', headers: owner.headers })).json().stories,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ bundle_id: story })]));

    const listed = await moderate(['reports']);
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toHaveLength(3);
    expect(listed.out).toContain(`${story} (hidden`);
    expect(listed.out).toContain('“Full name shown”');

    expect((await moderate(['story', 'show', story])).code).toBe(0);
    expect(await archive()).toContain(story);
    expect((await moderate(['reports'])).out).toBe('No open reports.');

    expect((await moderate(['story', 'hide', story])).code).toBe(0);
    expect(await archive()).not.toContain(story);
  });

  it('is rate-limited', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const story = await insertStory(limited.db);
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: `/v1/stories/${story}/report`,
              payload: { reason: 'other' },
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(codes[5]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('npm run admin -- story|reports|user', () => {
  it('deletes a story with its files', async () => {
    const story = (await generateStory(t.app, { scenes: 1 }, owner.headers)).bundle_id;
    expect(fs.existsSync(path.join(t.config.publicMediaDir, story))).toBe(true);
    expect(await moderate(['story', 'delete', story])).toEqual({
      code: 0,
      out: `Story ${story} is deleted with its files.`,
    });
    expect(fs.existsSync(path.join(t.config.publicMediaDir, story))).toBe(false);
    expect(
      (await t.app.inject({ url: `/v1/stories/bundle/${story}`, headers: owner.headers })).statusCode,
    ).toBe(404);
    expect((await moderate(['story', 'delete', story])).code).toBe(1);
  });

  it('deletes an account by its email, and says so when there is none', async () => {
    const leaving = await signIn(t, 'leaving');
    await generateStory(t.app, { scenes: 1 }, leaving.headers);
    expect((await moderate(['user', 'delete', 'LEAVING@example.com'])).code).toBe(0);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', leaving.uid).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('stories').select('id').where('user_id', '=', leaving.uid).execute(),
    ).toEqual([]);
    expect((await t.app.inject({ url: '/v1/account', headers: leaving.headers })).statusCode).toBe(401);
    expect((await moderate(['user', 'delete', 'nobody@example.com'])).code).toBe(1);
  });

  it('shows its usage for anything else', async () => {
    expect((await moderate(['story', 'burn', 'x'])).code).toBe(2);
    expect((await moderate(['user', 'delete'])).out).toContain('npm run admin -- user delete <email>');
  });

  it('records who ran each command and when', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-log-'));
    const at = new Date('2026-03-01T10:00:00Z');
    await logAdminCommand(dir, ['story', 'hide', 'abc'], 0, at);
    const [line] = fs.readFileSync(path.join(dir, 'admin.log'), 'utf8').trim().split('\n');
    expect(JSON.parse(line ?? '')).toEqual({
      at: '2026-03-01T10:00:00.000Z',
      by: os.userInfo().username,
      command: ['story', 'hide', 'abc'],
      exitCode: 0,
    });
    expect(fs.statSync(path.join(dir, 'admin.log')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('retention', () => {
  it('deletes anonymous public stories older than RETAIN_ANONYMOUS_DAYS, with their files, and keeps the rest', async () => {
    const kept = await buildTestApp({ env: { RETAIN_ANONYMOUS_DAYS: '2' } });
    try {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const old = await insertStory(kept.db, { created_at: daysAgo(3) });
      const recent = await insertStory(kept.db, { created_at: daysAgo(1) });
      const media = await MediaStore.fromConfig(kept.config);
      await media.write('public', old, 'scene_1.png', 'old');
      await media.write('public', recent, 'scene_1.png', 'recent');
      const parent = await signIn(kept, 'parent');
      const owned = await insertStory(kept.db, { user_id: parent.uid, created_at: daysAgo(30) });

      await kept.app.ready();
      await kept.app.jobs.idle();
      const left = (await kept.db.selectFrom('stories').select('id').execute()).map((s) => s.id).sort();
      expect(left).toEqual([owned, recent].sort());
      expect(fs.existsSync(path.join(kept.config.publicMediaDir, old))).toBe(false);
      expect(fs.existsSync(path.join(kept.config.publicMediaDir, recent, 'scene_1.png'))).toBe(true);
    } finally {
      await kept.close();
    }
  });

  it('keeps anonymous stories when RETAIN_ANONYMOUS_DAYS is unset', async () => {
    const kept = await buildTestApp();
    try {
      const old = await insertStory(kept.db, { created_at: '2020-01-01T00:00:00.000Z' });
      await kept.app.ready();
      await kept.app.jobs.idle();
      expect(await kept.db.selectFrom('stories').select('id').execute()).toEqual([{ id: old }]);
    } finally {
      await kept.close();
    }
  });
});
