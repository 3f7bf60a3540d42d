import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndPage } from './support/journey.ts';

const journey = useServerAndPage({ viewport: { width: 390, height: 844 } });

describe('a parent describes how the child looks', () => {
  it('on a phone, chooses the look, makes the story, and finds the look again for the next story', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/generate`);
    await page.getByRole('heading', { name: 'What does the child look like?' }).waitFor();
    await page.getByLabel("Child's name", { exact: true }).fill('Mia');
    await page.getByLabel('Number of scenes').fill('1');
    // The section is named after the child once the app has the name, which may be typed
    // before the app has taken the screen over.
    const section = page.getByRole('region', { name: 'What does Mia look like?' });
    await section.waitFor();
    const skin = section.getByRole('group', { name: 'Skin tone' });
    expect(await skin.getByRole('radio').count()).toBe(6);
    await skin.getByRole('radio', { name: 'Light brown' }).check();
    await section.getByLabel('Hair style').selectOption('ponytail');
    await section.getByRole('group', { name: 'Hair colour' }).getByRole('radio', { name: 'Auburn' }).check();
    await section.getByRole('checkbox', { name: 'Wears glasses' }).check();
    // Nothing in the section is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/stories/generate'));
    await page.getByRole('button', { name: 'Generate Story' }).click();
    expect((await sent).postDataJSON().appearance).toEqual({
      skin_tone: 'light-brown',
      hair_style: 'ponytail',
      hair_color: 'auburn',
      glasses: true,
    });
    await page.getByRole('link', { name: 'Play Story' }).waitFor({ timeout: 60_000 });

    await page.goto(`${server.url}/stories/generate`);
    await page.getByLabel("Child's name", { exact: true }).fill('mia');
    const again = page.getByRole('region', { name: 'What does mia look like?' });
    const skinAgain = again.getByRole('group', { name: 'Skin tone' });
    await expect.poll(() => skinAgain.getByRole('radio', { name: 'Light brown' }).isChecked()).toBe(true);
    expect(await again.getByLabel('Hair style').inputValue()).toBe('ponytail');
    expect(await again.getByRole('checkbox', { name: 'Wears glasses' }).isChecked()).toBe(true);
  }, 120_000);
});
