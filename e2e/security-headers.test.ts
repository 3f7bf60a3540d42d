import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInWithPopup } from './support/sign-in.ts';
import { makePublicStory } from './support/stories.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What Chromium refused under the Content-Security-Policy, on any page of the context (popups too). */
let refused: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  refused = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  page = await context.newPage();
});

describe('the app under its Content-Security-Policy', () => {
  it('plays a story with its pictures, narration and fonts, and nothing is refused', async () => {
    const story = await makePublicStory(server, { child_name: 'Noor', scenes: 2 });
    await page.goto(`${server.url}/stories/play/${story.bundleId}`);
    await page.getByTestId('scene-counter').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.images).some((img) => img.src.includes('scene_1.png') && img.naturalWidth > 0),
    );
    await page.getByTestId('play-toggle').click();
    await page.locator('[data-testid="narration"] [data-current="true"]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expect(
      page.evaluate(() =>
        Array.from(document.fonts as unknown as Iterable<FontFace>).some((font) => font.status === 'loaded'),
      ),
    ).resolves.toBe(true);
    expect(refused).toEqual([]);
  });

  it('shows the generator, the archives and the API docs, and nothing is refused', async () => {
    await page.goto(`${server.url}/stories/generate`);
    await page.getByRole('button', { name: /generate story/i }).waitFor();
    await page.goto(`${server.url}/stories/archives`);
    await page
      .getByRole('heading', { name: /archives/i })
      .first()
      .waitFor();
    await page.goto(`${server.url}/v1/docs/`);
    await page.locator('.swagger-ui .opblock').first().waitFor();
    expect(refused).toEqual([]);
  });

  it('signs in through the popup and its account chooser, and nothing is refused on the parent’s pages', async () => {
    await page.goto(`${server.url}/stories/`);
    await signInWithPopup(page);
    for (const screen of ['dashboard', 'bookmarks', 'voices']) {
      await page.goto(`${server.url}/stories/${screen}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
  });

  it('cannot be framed by another page', async () => {
    await page.setContent(`<iframe src="${server.url}/stories/" width="400" height="300"></iframe>`, {
      waitUntil: 'load',
    });
    const frame = page.frames()[1];
    expect(frame).toBeDefined();
    await expect(frame?.locator('#root').count()).resolves.toBe(0);
  });
});
