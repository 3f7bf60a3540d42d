import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { signInWithPopup } from './support/sign-in.ts';

const journey = useServerAndBrowser();

/** Presses Listen and waits for the sample it fetched; returns that answer's status and type. */
async function listen(page: Page, scope: Page | ReturnType<Page['getByRole']>, language: string) {
  const answer = page.waitForResponse((r) => r.url().includes(`/sample?language=${language}`));
  await scope.getByRole('button', { name: 'Listen' }).click();
  const response = await answer;
  return { status: response.status(), type: response.headers()['content-type'] };
}

describe('a parent hears a voice before choosing it', () => {
  it('listens in the generator in the story language, and again in Change Voice', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/stories/`);
    await signInWithPopup(page);

    await page.goto(`${server.url}/stories/generate`);
    const voices = page.getByLabel('Narrator voice');
    // The voice list loads while the page is shown.
    await expect.poll(() => voices.isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.getByLabel('Language', { exact: true }).selectOption('es');
    expect(await listen(page, page, 'es')).toEqual({ status: 200, type: 'audio/mpeg' });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel("Child's name", { exact: true }).fill('Lola');
    await page.getByLabel('Number of scenes').fill('1');
    await page.getByRole('button', { name: 'Generate Story' }).click();
    const play = page.getByRole('link', { name: 'Play Story' });
    await play.waitFor({ timeout: 45_000 });
    await play.click();

    const panel = page.getByRole('region', { name: 'Change Voice' });
    await panel.getByText('Read now by Luna').waitFor();
    const select = panel.getByRole('combobox', { name: 'Voice' });
    await panel.getByRole('option', { name: 'Oliver' }).waitFor({ state: 'attached' });
    await select.selectOption({ label: 'Oliver' });
    expect(await listen(page, panel, 'es')).toEqual({ status: 200, type: 'audio/mpeg' });
    // Choosing the story's own voice says so, as the product describes.
    await select.selectOption({ label: 'Luna' });
    await panel.getByText('Audio regenerated successfully!').waitFor();
    await context.close();
  });
});
