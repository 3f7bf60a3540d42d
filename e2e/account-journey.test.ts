import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInWithPopup } from './support/sign-in.ts';
import { makePublicStory } from './support/stories.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a parent signs in and keeps stories of their own', () => {
  it('signs in with the popup, makes a private story, bookmarks a public one and signs out', async () => {
    const publicStory = await makePublicStory(server, { child_name: 'Noor' });

    await page.goto(`${server.url}/stories/`);
    const menu = await signInWithPopup(page);

    // A private story, only for Alex.
    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('Wren');
    await page.getByLabel('Number of scenes').fill('1');
    await page.getByRole('radio', { name: /Private/ }).check();
    await page.getByRole('button', { name: 'Generate Story' }).click();
    const play = page.getByRole('link', { name: 'Play Story' });
    await play.waitFor({ timeout: 30_000 });
    const privateId = ((await play.getAttribute('href')) ?? '').split('/').pop() as string;

    // In My Stories, marked Private…
    await menu.click();
    await page.getByRole('link', { name: 'My Stories' }).click();
    await page.waitForURL(`${server.url}/stories/dashboard`);
    await page.getByText('You have 1 story').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Wren' });
    await card.getByText('Private', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // …but never in the public archive.
    await page.goto(`${server.url}/stories/archives`);
    await page.getByRole('heading', { name: 'Story Archives' }).waitFor();
    await page.getByText(publicStory.title).first().waitFor();
    expect(await page.locator(`a[href$="/play/${privateId}"]`).count()).toBe(0);

    // Bookmark the public story from the player, and find it in My Bookmarks.
    await page.goto(`${server.url}/stories/play/${publicStory.bundleId}`);
    await page.getByRole('button', { name: 'Add to Bookmarks' }).click();
    await page.getByRole('button', { name: 'Bookmarked' }).waitFor();
    await menu.click();
    await page.getByRole('link', { name: 'Bookmarks' }).click();
    await page.waitForURL(`${server.url}/stories/bookmarks`);
    await page.getByText('1 story saved').waitFor();
    await page.getByText(publicStory.title).first().waitFor();

    // A reload keeps Alex signed in (the session cookie), then Sign Out ends it.
    await page.goto(`${server.url}/stories/dashboard`);
    await page.getByText('You have 1 story').waitFor();
    await menu.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await page.goto(`${server.url}/stories/dashboard`);
    await page.waitForURL(/\/stories\/?$/);
    // The private story is gone for a signed-out visitor.
    const response = await page.request.get(`${server.url}/v1/stories/bundle/${privateId}`);
    expect(response.status()).toBe(404);
  });
});
