import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndPage } from './support/journey.ts';
import { signInWithPopup } from './support/sign-in.ts';
import { type MadeStory, makePublicStory } from './support/stories.ts';

const journey = useServerAndPage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});
let story: MadeStory;

beforeAll(async () => {
  story = await makePublicStory(journey.server, { child_name: 'Isla', theme: 'ocean', scenes: 2 });
});

describe('a family in the UK orders a printed book on a phone', () => {
  it('previews the pages, gives a UK address without a county and places the order', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/play/${story.bundleId}`);
    await signInWithPopup(page);
    await page.getByRole('button', { name: 'Order Print' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order a printed storybook' });

    // The book, page by page: the cover, then one page per scene, each with its picture.
    const preview = dialog.getByRole('region', { name: 'Preview your book' });
    const shown = preview.getByRole('figure');
    await shown.and(page.getByLabel('Cover', { exact: true })).waitFor();
    await shown.getByText(story.title).waitFor();
    const pictureLoaded = () =>
      shown.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await expect.poll(pictureLoaded).toBe(true);
    await preview.getByRole('button', { name: 'Next page' }).click();
    await shown.and(page.getByLabel('Page 1 of 2', { exact: true })).waitFor();
    await expect.poll(pictureLoaded).toBe(true);
    await shown.focus();
    await page.keyboard.press('ArrowRight');
    await shown.and(page.getByLabel('Page 2 of 2', { exact: true })).waitFor();
    // A finger's swipe to the right turns back.
    const box = await shown.boundingBox();
    if (!box) throw new Error('the preview page has no box');
    const touch = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    for (const [type, x] of [
      ['touchStart', 0.3],
      ['touchMove', 0.5],
      ['touchMove', 0.8],
    ] as const) {
      await touch.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x: box.x + box.width * x, y }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await shown.and(page.getByLabel('Page 1 of 2', { exact: true })).waitFor();
    await preview.getByRole('button', { name: 'Cover' }).click();
    await shown.and(page.getByLabel('Cover', { exact: true })).waitFor();

    // UK wording: a county that may be left out, a postcode, standard shipping.
    await dialog.getByLabel('Country').selectOption('GB');
    await dialog.getByLabel('County (optional)').waitFor();
    expect(await dialog.getByLabel('State', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('Shipping (US)').count()).toBe(0);
    await dialog.getByText('Standard shipping').waitFor();
    await dialog.getByText('$24.98', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByLabel('Full name').fill('Rosie Hughes');
    await dialog.getByLabel('Address line 1').fill('7 Harbour Walk');
    await dialog.getByLabel('City').fill('Bristol');
    await dialog.getByLabel('Postcode').fill('12345');
    await dialog.getByRole('button', { name: /Place Test Order/ }).click();
    await dialog.getByText('Postcode should look like SW1A 1AA').waitFor();
    await dialog.getByLabel('Postcode').fill('bs1 4dj');
    const placing = page.waitForResponse(
      (res) => res.url().endsWith('/v1/print/orders') && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: /Place Test Order/ }).click();

    // The server keeps the address as Royal Mail writes it, with no county, under a short number.
    const placed = (await (await placing).json()) as {
      order_number: string;
      shipping: Record<string, string>;
    };
    expect(placed.shipping).toMatchObject({ country: 'GB', postal_code: 'BS1 4DJ', city: 'Bristol' });
    expect(placed.shipping).not.toHaveProperty('state');
    // The dialog, now named by its success heading, shows the number.
    const done = page.getByRole('dialog', { name: 'Order placed in test mode' });
    await done.waitFor({ timeout: 30_000 });
    expect(placed.order_number).toMatch(/^SL-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await done.getByText(placed.order_number, { exact: true }).waitFor();
    await done.getByText('Rosie Hughes, Bristol, United Kingdom').waitFor();

    await done.getByRole('button', { name: 'Done' }).click();
    await done.waitFor({ state: 'detached' });
  }, 90_000);
});
