import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

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

/** Draws a stroke on the drawing canvas with the mouse. */
async function drawStroke(page: Page) {
  const canvas = page.getByRole('dialog', { name: 'Draw a picture' }).locator('canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the drawing canvas is not visible');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (0.3 + i * 0.03));
  await page.mouse.up();
}

describe('a parent makes a story and plays it', () => {
  it('fills the form with a drawing, watches progress, and plays the story', async () => {
    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('Mia');
    await page.getByLabel('Number of scenes').fill('2');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Draw a picture' }).click();
    await drawStroke(page);
    await page.getByRole('button', { name: 'Use This Drawing' }).click();
    await page.getByRole('dialog', { name: 'Draw a picture' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Generate Story' }).click();
    await page.getByRole('progressbar', { name: 'Story progress' }).waitFor();
    const play = page.getByRole('link', { name: 'Play Story' });
    await play.waitFor({ timeout: 30_000 });
    expect(await play.getAttribute('href')).toMatch(/^\/stories\/play\/[a-z0-9]+$/);

    await play.click();
    await page.getByTestId('scene-counter').waitFor();
    expect(await page.getByTestId('scene-counter').textContent()).toContain('Scene 1 of 2');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByTestId('play-toggle').click();
    // The highlight moves through the words as they are spoken.
    const current = page.locator('[data-testid="narration"] [data-current="true"]');
    await current.waitFor();
    const first = Number(await current.getAttribute('data-word-index'));
    await page.waitForFunction(
      (start) => {
        const el = document.querySelector('[data-testid="narration"] [data-current="true"]');
        return Number(el?.getAttribute('data-word-index')) > start;
      },
      first,
      { timeout: 15_000 },
    );
    // After the scene's audio and the pause, the player moves on by itself.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="scene-counter"]')?.textContent?.includes('Scene 2 of 2'),
      undefined,
      { timeout: 30_000 },
    );
  }, 90_000);
});
