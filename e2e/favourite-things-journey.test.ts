import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndPage } from './support/journey.ts';

const journey = useServerAndPage({ viewport: { width: 390, height: 844 } });

describe('a parent gives the child’s favourite things', () => {
  it('on a phone, types them, finds each in the story, and finds them again for the next story', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('Mia');
    await page.getByLabel('Number of scenes').fill('3');
    const things = page.getByRole('group', { name: /Favourite things/ });
    await things.getByRole('textbox', { name: 'Favourite thing 1 of 3' }).fill('giraffes');
    await things.getByRole('textbox', { name: 'Favourite thing 2 of 3' }).fill('purple');
    await things.getByRole('textbox', { name: 'Favourite thing 3 of 3' }).fill('Mr Snuggles');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/stories/generate'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/v1/stories/generate'));
    await page.getByRole('button', { name: 'Generate Story' }).click();
    expect((await sent).postDataJSON().favourite_things).toEqual(['giraffes', 'purple', 'Mr Snuggles']);
    const bundleId = (await (await answered).json()).bundle_id as string;
    await page.getByRole('link', { name: 'Play Story' }).waitFor({ timeout: 60_000 });

    const bundle = await (await fetch(`${server.url}/v1/stories/bundle/${bundleId}`)).json();
    const text = (bundle.scenes as { narration: string }[]).map((scene) => scene.narration).join(' ');
    for (const thing of ['giraffes', 'purple', 'Mr Snuggles']) expect(text).toContain(thing);

    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('mia');
    // Once the app has the name: it may take the screen over after the name is typed.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Favourite thing 1 of 3' }).inputValue())
      .toBe('giraffes');
    expect(await page.getByRole('textbox', { name: 'Favourite thing 3 of 3' }).inputValue()).toBe(
      'Mr Snuggles',
    );
  }, 120_000);
});
