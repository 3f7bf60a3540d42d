import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where the screenshots of saved stories and the On this device list are kept to look at. */
const SHOTS = process.env.OFFLINE_SCREENSHOTS_DIR;

/** Keeps a screenshot of the page as `name`.png when OFFLINE_SCREENSHOTS_DIR is set. */
export async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The app's worker has taken charge of the site: from now on pages open through it. */
const workerActivated = (page: Page) =>
  page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

/** A card's cover, drawn from the device's saved copy of the picture. */
export async function savedCoverShown(card: Locator) {
  const cover = card.locator('img');
  await cover.waitFor();
  await cover.evaluate((img: HTMLImageElement) => img.decode());
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** Which words of the narration were lit while the story played, as their indexes. */
async function wordsLitWhilePlaying(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const lit = new Set<number>();
    (window as unknown as { lit: Set<number> }).lit = lit;
    const check = () => {
      const word = document.querySelector<HTMLElement>('[data-testid="narration"] [data-current="true"]');
      if (word) lit.add(Number(word.dataset.wordIndex));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.getByTestId('play-toggle').click();
  await page.waitForFunction(() => (window as unknown as { lit: Set<number> }).lit.size >= 4, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => [...(window as unknown as { lit: Set<number> }).lit]);
}

/**
 * Opens the story's page, cuts the network and reloads it: the page must come from the device.
 * `check` then runs offline, with the title shown; the network comes back whatever happens.
 */
export async function reloadedOffline(page: Page, url: string, title: string, check: () => Promise<void>) {
  await page.goto(url);
  await page.getByTestId('scene-counter').waitFor();
  await page.context().setOffline(true);
  try {
    await page.reload();
    await page.getByTestId('scene-counter').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(title);
    await check();
  } finally {
    await page.context().setOffline(false);
  }
}

/** Plays the story on the page: the highlight must move on through the narration, as only its audio playing does. */
export async function playsWithWordsLit(page: Page) {
  expect(Math.max(...(await wordsLitWhilePlaying(page)))).toBeGreaterThanOrEqual(3);
}

/** Opens the story's page once the app's worker is in charge, and saves the story from the player. */
export async function savedFromPlayer(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('scene-counter').waitFor();
  await workerActivated(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await page.getByRole('link', { name: 'Saved on this device' }).waitFor();
}
