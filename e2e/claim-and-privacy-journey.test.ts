import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  noor = await makePublicStory(server, { child_name: 'Noor' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Whether two elements sit in one panel of the form: their nearest shared box is inside it. */
async function sharePanelInForm(a: Locator, b: Locator): Promise<boolean> {
  const second = await b.elementHandle();
  return a.evaluate((first, other) => {
    let shared: Element | null = first;
    while (shared && !shared.contains(other)) shared = shared.parentElement;
    return shared !== null && shared.tagName !== 'FORM' && shared.closest('form') !== null;
  }, second);
}

/** Fills the generator with one scene for `child`, presses Generate Story and waits for the story. */
async function makeStory(page: Page, child: string): Promise<string> {
  await page.getByLabel("Child's name", { exact: true }).fill(child);
  await page.getByLabel('Number of scenes').fill('1');
  await page.getByRole('button', { name: 'Generate Story' }).click();
  const play = page.getByRole('link', { name: 'Play Story' });
  await play.waitFor({ timeout: 60_000 });
  const href = (await play.getAttribute('href')) ?? '';
  const bundleId = /\/play\/([a-z0-9]+)$/.exec(href)?.[1];
  if (!bundleId) throw new Error(`unexpected play link ${href}`);
  return bundleId;
}

const myStoryCard = (page: Page, child: string) =>
  page
    .getByRole('list', { name: 'My stories' })
    .getByRole('listitem')
    .filter({ has: page.getByText(child, { exact: true }) });

describe('a story made before signing in joins the account', () => {
  it('makes a story signed out, signs in, adds it, and finds it in My Stories', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stories/generate`);
    await makeStory(page, 'Ruby');

    await signInWithPopup(page);
    const offer = page.getByRole('dialog', { name: 'Add this story to your account?' });
    await offer.waitFor();
    await offer.getByRole('listitem').filter({ hasText: 'Ruby' }).waitFor();
    await offer.getByText('It stays public in the Archives, just as it is now.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Add', exact: true }).click();
    await offer.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/stories/dashboard`);
    const card = myStoryCard(page, 'Ruby');
    await card.waitFor();
    await card.getByText('Public', { exact: true }).waitFor();
    // Asked once: the story is the account's now, and the next visit offers nothing.
    await page.reload();
    await myStoryCard(page, 'Ruby').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('who sees a story, said next to Generate Story', () => {
  it('tells a signed-out parent the story will be public, with a Sign in button beside it', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stories/generate`);
    const notice = page.getByText('Stories made without signing in are public', { exact: false });
    await notice.waitFor();
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    const generate = page.getByRole('button', { name: 'Generate Story' });
    expect(await sharePanelInForm(notice, generate)).toBe(true);
    expect(await sharePanelInForm(signIn, generate)).toBe(true);
    expect(await page.getByRole('radio', { name: /^Private/ }).count()).toBe(0);
  });

  it('lets a signed-in parent choose Private, and the story stays out of the Archives', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stories/generate`);
    await signInWithPopup(page, 'Sam Rivera');

    const privacy = page.getByRole('group', { name: 'Privacy' });
    await privacy.waitFor();
    const publicChoice = privacy.getByRole('radio', { name: /^Public/ });
    const privateChoice = privacy.getByRole('radio', { name: /^Private/ });
    await privacy.getByText("In the Story Archives, with your child's name").waitFor();
    await privacy.getByText('Only you can see it').waitFor();
    expect(await publicChoice.isChecked()).toBe(true);
    expect(await sharePanelInForm(privacy, page.getByRole('button', { name: 'Generate Story' }))).toBe(true);

    await privateChoice.check();
    await makeStory(page, 'Wren');

    await page.goto(`${server.url}/stories/dashboard`);
    const wren = myStoryCard(page, 'Wren');
    await wren.getByText('Private', { exact: true }).waitFor();
    // A private story's cover comes through its signed link, and shows.
    await wren.locator('img').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.images).some((img) => img.src.includes('/v1/media/') && img.naturalWidth > 0),
    );

    await page.goto(`${server.url}/stories/archives`);
    const cards = page.getByRole('main').getByRole('listitem');
    await cards.filter({ hasText: noor.title }).waitFor();
    expect(await cards.filter({ hasText: 'Wren' }).count()).toBe(0);
  });
});
