import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.ts';
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

/** The panel's video as the page sees it: playing or paused, and how far in. */
const videoState = () =>
  page.locator('[data-testid="sign-language-panel"] video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
    duration: video.duration,
    ready: video.readyState,
  }));

describe('a parent adds a sign-language video to a story', () => {
  it('asks for BSL in the generator, and the signer plays and pauses with the narration and can be hidden', async () => {
    await page.goto(`${server.url}/stories/`);
    await signInWithPopup(page);

    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('Maya');
    await page.getByLabel('Number of scenes').fill('1');
    const signLanguage = page.getByRole('checkbox', { name: /Sign language video/ });
    expect(await signLanguage.isChecked()).toBe(false);
    await signLanguage.check();
    const type = page.getByLabel('Sign language type');
    expect(await type.inputValue()).toBe('ASL');
    await type.selectOption('BSL');
    await page.getByRole('button', { name: 'Generate Story' }).click();
    const play = page.getByRole('link', { name: 'Play Story' });
    await play.waitFor({ timeout: 60_000 });
    await play.click();

    const panel = page.getByRole('region', { name: 'BSL video' });
    await panel.waitFor();
    expect(await panel.getByText('BSL', { exact: true }).isVisible()).toBe(true);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="sign-language-panel"] video') as HTMLVideoElement)
          ?.readyState >= 1,
    );
    const before = await videoState();
    expect(before.paused).toBe(true);
    expect(before.duration).toBeGreaterThan(1);

    // The browser picked the WebM; the MP4 beside it, for browsers without WebM, plays as long.
    const { chosen, mp4Duration } = await page
      .locator('[data-testid="sign-language-panel"] video')
      .evaluate(async (video: HTMLVideoElement) => {
        const mp4 = video.querySelector('source[type="video/mp4"]')?.getAttribute('src');
        if (!mp4) return { chosen: video.currentSrc, mp4Duration: null };
        const alone = document.createElement('video');
        alone.muted = true;
        alone.src = mp4;
        await new Promise((resolve, reject) => {
          alone.onloadedmetadata = resolve;
          alone.onerror = () => reject(new Error(`the MP4 did not load: ${alone.error?.message}`));
        });
        return { chosen: video.currentSrc, mp4Duration: alone.duration };
      });
    expect(chosen).toMatch(/\.sign\.webm$/);
    expect(mp4Duration).not.toBeNull();
    expect(Math.abs((mp4Duration as number) - before.duration)).toBeLessThan(0.15);

    // Start: the signer signs with the voice.
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector('[data-testid="sign-language-panel"] video') as HTMLVideoElement;
      return video && !video.paused && video.currentTime > 0.4;
    });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Pause: the signer stops too, and stays where it stopped.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="sign-language-panel"] video') as HTMLVideoElement).paused,
    );
    const paused = await videoState();
    await page.waitForTimeout(400);
    expect((await videoState()).time).toBeCloseTo(paused.time, 2);

    // Hidden, it is gone; shown again while the story plays, it plays again.
    await page.getByRole('button', { name: 'Hide BSL' }).click();
    expect(await page.getByTestId('sign-language-panel').count()).toBe(0);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Show BSL' }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector('[data-testid="sign-language-panel"] video') as HTMLVideoElement;
      return video && !video.paused;
    });
    // Making the story waits up to a minute on a busy machine.
  }, 120_000);
});
