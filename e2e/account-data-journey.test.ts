import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readStoredZip } from '../apps/server/src/lib/zip-writer.ts';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { SERVER_ADMIN } from './support/server.ts';
import { signInWithPopup } from './support/sign-in.ts';
import { makePublicStory } from './support/stories.ts';

const journey = useServerAndBrowser();

const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run admin -- …` against the running server's data, as an operator would. */
const admin = (...args: string[]) =>
  execFileSync(process.execPath, [SERVER_ADMIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: journey.server.dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });

const archiveHas = async (page: Page, bundleId: string) => {
  await page.goto(`${journey.server.url}/stories/archives`);
  await page.getByRole('heading', { name: 'Story Archives' }).waitFor();
  // The archive has answered when it shows its stories, or says it has none.
  await page.getByRole('list', { name: 'Stories' }).or(page.getByText('No stories yet')).waitFor();
  return (await page.locator(`a[href$="/play/${bundleId}"]`).count()) > 0;
};

describe('a parent takes their data and leaves', () => {
  it('downloads a zip of everything, deletes the account by typing the email, and starts afresh', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/stories/`);
    const menu = await signInWithPopup(page);

    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('Wren');
    await page.getByLabel('Number of scenes').fill('1');
    await page.getByRole('button', { name: 'Generate Story' }).click();
    const play = page.getByRole('link', { name: 'Play Story' });
    await play.waitFor({ timeout: 30_000 });
    const storyId = ((await play.getAttribute('href')) ?? '').split('/').pop() as string;

    await menu.click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL(`${server.url}/stories/account`);
    const kept = page.getByRole('list', { name: 'What is kept' });
    await kept.getByText('1 story').waitFor();
    await page.getByText('alex@storyloom.test').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Download my data' }).click();
    const link = page.getByRole('link', { name: 'Download your data (zip)' });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const zip = readStoredZip(fs.readFileSync(await download.path()));
    const account = JSON.parse(zip.get('account.json')?.toString() ?? '{}');
    expect(account.account.email).toBe('alex@storyloom.test');
    expect(account.stories).toEqual([expect.objectContaining({ id: storyId, child: 'Wren' })]);
    const files = account.stories[0].scenes.flatMap((scene: { files: string[] }) => scene.files);
    expect(files).toEqual(expect.arrayContaining([`stories/${storyId}/scene_1.png`]));
    for (const file of files) expect(zip.has(file), file).toBe(true);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('textbox').fill('ALEX@storyloom.test');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    // Signed out, at home.
    await page.waitForURL(/\/stories\/?$/);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect((await page.request.get(`${server.url}/v1/stories/bundle/${storyId}`)).status()).toBe(404);

    // Signing in again starts a new, empty account.
    const again = await signInWithPopup(page);
    await again.click();
    await page.getByRole('link', { name: 'My Stories' }).click();
    await page.getByRole('heading', { name: 'No Stories Yet' }).waitFor();
    await page.getByText('You have 0 stories').waitFor();
    await context.close();
  }, 60_000);
});

describe('visitors report a public story', () => {
  it('hides it from the archive after three reports, until an operator shows it again', async () => {
    const { server, browser } = journey;
    const story = await makePublicStory(server, { child_name: 'Tamsin' });
    const reader = await browser.newContext();
    const page = await reader.newPage();
    expect(await archiveHas(page, story.bundleId)).toBe(true);

    for (let visitor = 0; visitor < 3; visitor += 1) {
      const context = await browser.newContext();
      const player = await context.newPage();
      await Promise.all([
        player.waitForResponse((r) => r.url().includes(`/v1/stories/${story.bundleId}/like/status`)),
        player.goto(`${server.url}/stories/play/${story.bundleId}`),
      ]);
      await player.getByRole('button', { name: 'Report' }).click();
      const dialog = player.getByRole('dialog', { name: 'Report this story' });
      await dialog.getByRole('radio', { name: /Personal information/ }).check();
      await dialog.getByRole('textbox', { name: /Note/ }).fill(`Visitor ${visitor + 1}`);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await player.getByRole('heading', { name: 'Thanks — we’ll take a look' }).waitFor();
      await context.close();
    }

    // An anonymous archive may be kept for a few seconds, by the browser and by the server.
    await expect
      .poll(() => archiveHas(page, story.bundleId), { timeout: 15_000, interval: 1000 })
      .toBe(false);
    expect(admin('reports')).toContain(`${story.bundleId} (hidden`);
    admin('story', 'show', story.bundleId);
    await expect.poll(() => archiveHas(page, story.bundleId), { timeout: 15_000, interval: 1000 }).toBe(true);
    const log = fs.readFileSync(path.join(server.dataDir, 'admin.log'), 'utf8');
    expect(log).toContain('"command":["story","show"');
    await reader.close();
  }, 60_000);
});
