import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // One story at a time, so a story asked for behind others is still being made while the
  // parent looks around, however fast this machine is.
  [server, browser] = await Promise.all([startServer({ WORKER_CONCURRENCY: '1' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Another family's long story, asked for without waiting, so the worker is busy for a while. */
async function queueAnotherStory() {
  const res = await fetch(`${server.url}/v1/stories/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Prefer: 'respond-async' },
    body: JSON.stringify({ child_name: 'Noor', theme: 'space', language: 'en', age: 6, scenes: 12 }),
  });
  expect(res.status).toBe(202);
}

const visiblePill = (page: Page) => page.locator('[data-testid="generation-pill"]:visible');

describe.each([
  { device: 'a phone', viewport: { width: 390, height: 844 } },
  { device: 'a laptop', viewport: { width: 1280, height: 800 } },
])('a parent looks around while a story is made, on $device', ({ viewport }) => {
  it('follows the story from the Archives, plays it from the notice, and finds it on the generator', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('Mia');
    await page.getByLabel('Number of scenes').fill('12');
    await queueAnotherStory();

    await page.getByRole('button', { name: 'Generate Story' }).click();
    const progress = page.getByRole('region', { name: "Making Mia's story" });
    await progress.getByRole('progressbar', { name: 'Story progress' }).waitFor();
    await progress.getByRole('link', { name: 'Archives' }).click();
    await page.getByRole('heading', { name: 'Story Archives' }).waitFor();

    // The header keeps the story in view, leading back to the generator.
    const pill = visiblePill(page);
    await pill.waitFor();
    expect(await pill.textContent()).toMatch(/^Mia's story·\d+%$/);
    expect(await pill.getAttribute('href')).toBe('/stories/generate');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // A reload goes on following it.
    await page.reload();
    await page.getByRole('heading', { name: 'Story Archives' }).waitFor();
    await pill.waitFor();

    const notice = page.getByTestId('notice').filter({ hasText: "Mia's story is ready" });
    await notice.waitFor({ timeout: 180_000 });
    await pill.waitFor({ state: 'detached' });
    await notice.getByRole('button', { name: 'Play' }).click();
    await page.waitForURL(/\/stories\/play\/[a-z0-9]+$/);
    const bundleId = page.url().split('/').pop();
    await page.getByTestId('scene-counter').waitFor();
    expect(await page.getByTestId('scene-counter').textContent()).toContain('Scene 1 of 12');

    // Back on the generator, the finished story is there, not an empty page.
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Generator' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Generator' }).click();
    }
    await page.getByRole('heading', { name: 'Your story is ready!' }).waitFor();
    const play = page.getByRole('link', { name: 'Play Story' });
    expect(await play.getAttribute('href')).toBe(`/stories/play/${bundleId}`);
    await context.close();
  }, 240_000);
});
