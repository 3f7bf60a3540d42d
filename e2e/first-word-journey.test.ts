import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInWithPopup } from './support/sign-in.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a parent starts listening before the story is finished', () => {
  it('plays scene 1 of a 4-scene story in sign language while the rest is made', async () => {
    await page.goto(`${server.url}/stories/`);
    await signInWithPopup(page);
    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('Mia');
    await page.getByLabel('Number of scenes').fill('4');
    await page.getByRole('checkbox', { name: /Sign language video/ }).check();
    await page.getByRole('button', { name: 'Generate Story' }).click();

    const listen = page.getByRole('link', { name: 'Start listening now' });
    await listen.waitFor({ timeout: 30_000 });
    const href = (await listen.getAttribute('href')) ?? '';
    const bundleId = /\/play\/([a-z0-9]+)$/.exec(href)?.[1];
    expect(bundleId).toBeTruthy();
    // The story is still being made: its sign videos, at least, are not all there yet.
    const bundle = await (await page.request.get(`${server.url}/v1/stories/bundle/${bundleId}`)).json();
    expect(bundle.status).toBe('generating');
    expect(bundle.scenes[0].ready).toBe(true);
    expect(await page.getByRole('link', { name: 'Play Story' }).count()).toBe(0);

    await listen.click();
    const counter = page.getByTestId('scene-counter');
    await counter.waitFor();
    expect(await counter.textContent()).toContain('Scene 1 of 4');
    await page.getByTestId('play-toggle').click();
    // Scene 1 is spoken: the highlight moves through its words.
    const current = page.locator('[data-testid="narration"] [data-current="true"]');
    await current.waitFor({ timeout: 15_000 });
    const first = Number(await current.getAttribute('data-word-index'));
    await page.waitForFunction(
      (start) => {
        const el = document.querySelector('[data-testid="narration"] [data-current="true"]');
        return Number(el?.getAttribute('data-word-index')) > start;
      },
      first,
      { timeout: 15_000 },
    );

    // The sign video joins the scene once it is made, and the player goes on into the next scenes.
    await page.getByRole('region', { name: 'ASL video' }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="scene-counter"]')?.textContent?.includes('Scene 2 of 4'),
      undefined,
      { timeout: 60_000 },
    );
  }, 120_000);
});
