import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { MediaStore } from '../../platform/media.ts';
import { buildGenerateRequest } from '../../test/requests.ts';
import { browse, CookieJar, signIn } from '../../test/sign-in.ts';
import { filesUnder } from '../../test/stored-data.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { AccountRepository } from './repository.ts';
import { AccountService } from './service.ts';

let t: TestApp;
afterEach(async () => t?.close());

it('removes the files of a story claimed while the account is being deleted', async () => {
  t = await buildTestApp();
  const parent = await signIn(t, 'parent');
  // A story made in this browser signed out, which the parent claims as the deletion goes on.
  const browser = new CookieJar();
  const made = await browse(t, browser, {
    method: 'POST',
    url: '/v1/stories/generate',
    payload: buildGenerateRequest({ scenes: 1 }),
  });
  expect(made.statusCode, made.body).toBe(200);
  const claimed: string = made.json().bundle_id;
  await t.app.jobs.idle();
  const storyFiles = () => filesUnder(path.join(t.config.dataDir, 'media', 'public', claimed));
  expect(storyFiles()).toContain('scene_1.png');

  const accounts = new AccountRepository(t.db);
  const listed = accounts.fileOwners.bind(accounts);
  let claim: Awaited<ReturnType<typeof browse>> | undefined;
  // The claim lands after the deletion has listed the account's stories, before it removes the account.
  vi.spyOn(accounts, 'fileOwners').mockImplementationOnce(async (uid) => {
    const owners = await listed(uid);
    claim = await browse(t, browser, {
      method: 'POST',
      url: '/v1/stories/claim',
      payload: { bundle_ids: [claimed] },
      headers: parent.headers,
    });
    return owners;
  });
  const service = new AccountService({
    accounts,
    media: await MediaStore.fromConfig(t.config),
    queue: t.app.jobs,
    voices: { remove: async () => undefined },
    signer: { sign: () => '' } as never,
  });

  await service.erase(
    await t.db.selectFrom('users').selectAll().where('id', '=', parent.uid).executeTakeFirstOrThrow(),
  );

  expect(claim?.statusCode, claim?.body).toBe(200);
  expect(
    await t.db.selectFrom('stories').select('id').where('id', '=', claimed).executeTakeFirst(),
  ).toBeUndefined();
  expect(storyFiles()).toEqual([]);
});
