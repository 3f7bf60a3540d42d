import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInWithPopup } from './support/sign-in.ts';
import { type MadeStory, makePublicStory } from './support/stories.ts';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let noor: MadeStory;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  noor = await makePublicStory(server, { child_name: 'Noor', theme: 'space', language: 'en', scenes: 2 });
  await makePublicStory(server, { child_name: 'Lucía', theme: 'ocean', language: 'es' });
  await makePublicStory(server, { child_name: 'Amélie', theme: 'castle', language: 'fr' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a family finds a story in the archive and keeps it', () => {
  it('searches and filters the archive', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stories/archives`);
    await page.getByRole('heading', { name: 'Story Archives' }).waitFor();
    await page.getByText('Browse 3 magical stories created by our community').waitFor();
    await page.getByText('Showing 3 of 3 stories').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const search = page.getByPlaceholder('Search by child name, title, or theme...');
    await search.fill('NOOR');
    await page.getByText('Showing 1 of 3 stories').waitFor();
    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBe(1);
    await cards.first().getByText('Noor', { exact: true }).waitFor();

    // A language filter with nothing in common with the search leaves the empty state.
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('button', { name: /FR/ }).click();
    await page.getByText('No stories found matching your filters.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText('Showing 3 of 3 stories').waitFor();
    expect(await search.inputValue()).toBe('');

    await page.getByRole('button', { name: /FR/ }).click();
    await page.getByText('Showing 1 of 3 stories').waitFor();
    await cards.first().getByText('Amélie', { exact: true }).waitFor();
  });

  it('likes a story from two browsers and sees the count 2', async () => {
    const [first, second] = [await newPage(), await newPage()];
    for (const [page, count] of [
      [first, '1'],
      [second, '2'],
    ] as const) {
      await page.goto(`${server.url}/stories/play/${noor.bundleId}`);
      const like = page.getByRole('button', { name: /^Like/ });
      await like.click();
      await page.waitForFunction(
        (expected) =>
          document.querySelector('[aria-label^="Like"][aria-pressed="true"]')?.textContent === expected,
        count,
      );
    }
    // The first visitor sees the second like after a reload, and still as their own.
    await first.reload();
    const like = first.getByRole('button', { name: 'Like, 2' });
    await like.waitFor();
    // The server draws the count; the app, once it has taken over, marks the like as this visitor's.
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
  });

  it('downloads the picture book as a PDF', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stories/play/${noor.bundleId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    // The app names it as product §7 says; the browser then swaps characters no file name may hold.
    const named = `${noor.title.replace(/ /g, '_')}.pdf`;
    expect(download.suggestedFilename()).toBe(named.replace(/[\\/:*?"<>|]/g, '_'));
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('orders a printed book in test mode once signed in', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stories/play/${noor.bundleId}`);
    await signInWithPopup(page);

    await page.getByRole('button', { name: 'Order Print' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order a printed storybook' });
    await dialog.getByText('$24.98', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel('Country').selectOption('CA');
    await dialog.getByLabel('Full name').fill('Alex Morgan');
    await dialog.getByLabel('Address line 1').fill('1 Lighthouse Lane');
    await dialog.getByLabel('City').fill('Halifax');
    await dialog.getByLabel('Province').fill('NS');
    await dialog.getByLabel('Postal code').fill('B3H 1A1');
    await dialog.getByRole('button', { name: /Place Test Order/ }).click();
    // The test-mode notice is the app's own, over the page.
    await page
      .getByTestId('notice')
      .getByText(/^Test mode/)
      .waitFor();

    await page.getByRole('heading', { name: 'Order placed in test mode' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
