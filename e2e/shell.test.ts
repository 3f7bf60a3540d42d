import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { makePublicStory } from './support/stories.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

describe('the app shell in a browser', () => {
  it('shows the three feature cards on the home page', async () => {
    await page.goto(`${server.url}/stories/`);
    // The home page is a chunk of its own, shown once it has loaded.
    for (const name of ['Story Generator', 'Story Archives', 'Voice Cloning']) {
      await page.getByRole('heading', { name }).first().waitFor();
    }
    // Once the app has asked the server who is signed in.
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('serves a deep link with the app', async () => {
    const response = await page.goto(`${server.url}/stories/play/x`);
    expect(response?.status()).toBe(200);
    const nav = page.getByRole('navigation').first();
    await nav.waitFor();
    await expect(nav.getByRole('link', { name: 'Archives' }).isVisible()).resolves.toBe(true);
  });

  it('shows Page not found for an unknown route and Go Home returns home', async () => {
    const response = await page.goto(`${server.url}/stories/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByText('Page not found').waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(/\/stories\/?$/);
    await page.getByRole('heading', { name: 'Story Generator' }).first().waitFor();
    // A reload of that address is served the home page too.
    await page.reload();
    await page.getByRole('heading', { name: 'Story Generator' }).first().waitFor();
  });

  it('navigates on a phone through the menu', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/stories/no-such-page`);
    await page.getByRole('button', { name: /menu/i }).click();
    const mobileNav = page.getByRole('navigation', { name: /mobile/i });
    await mobileNav.getByRole('link', { name: 'Generator' }).click();
    await page.waitForURL(`${server.url}/stories/generate`);
  });

  it('returns to where the Archives were left on Back, and opens a story at its top', async () => {
    for (const child of ['Ada', 'Ben', 'Cleo', 'Dev']) await makePublicStory(server, { child_name: child });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/stories/archives`);
    await page.getByRole('heading', { name: /Dev/ }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);

    // Followed from the page itself, without scrolling the link into view first.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('main a[href*="/play/"]:last-of-type')?.click(),
    );
    await page.waitForURL(/\/stories\/play\//);
    await page.getByText(/Scene 1 of/).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${server.url}/stories/archives`);
    await page.waitForFunction(() => window.scrollY === 900);
  }, 90_000);
});
