import { expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';

const journey = useServerAndBrowser();

it('a Spanish browser sees Spanish screens and stories in Spanish; Arabic mirrors the page and is remembered', async () => {
  const context = await journey.browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const documentLanguage = () =>
    page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

  await page.goto(`${journey.server.url}/stories/`);
  await page.locator('header').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  expect(await documentLanguage()).toEqual(['es', 'ltr']);

  await page.locator('header').getByRole('link', { name: 'Crear' }).click();
  const storyLanguage = page.locator('main').getByRole('combobox', { name: 'Idioma' });
  await storyLanguage.waitFor();
  expect(await storyLanguage.inputValue()).toBe('es');

  await page.locator('header').getByRole('combobox', { name: 'Idioma de la app' }).selectOption('ar');
  const signIn = page.locator('header').getByRole('button', { name: 'تسجيل الدخول' });
  await signIn.waitFor();
  expect(await documentLanguage()).toEqual(['ar', 'rtl']);
  // Until the parent picks one, the story is told in the interface's language.
  expect(await page.locator('main').getByRole('combobox', { name: 'اللغة' }).inputValue()).toBe('ar');

  // The whole layout mirrors: the brand at the right of the header, Sign In at its left.
  const brand = await page.locator('header').getByRole('link', { name: 'Storyloom' }).boundingBox();
  const button = await signIn.boundingBox();
  expect(brand && button && brand.x > button.x).toBe(true);
  expect(brand && brand.x + brand.width > 1280 / 2).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.reload();
  await signIn.waitFor();
  expect(await documentLanguage()).toEqual(['ar', 'rtl']);
  await context.close();
});

it('shows a page’s first screen in the browser’s language before the app has run, and the app takes it over', async () => {
  const phone = { width: 390, height: 844 };
  // With scripts off, the page still shows its screen, as the server drew it.
  const withoutScripts = await journey.browser.newContext({
    locale: 'es-ES',
    javaScriptEnabled: false,
    viewport: phone,
  });
  const still = await withoutScripts.newPage();
  await still.goto(`${journey.server.url}/stories/`);
  expect(await still.locator('main h1').textContent()).toBe('Cuentos en los que tu peque es el protagonista');
  expect(await still.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'es',
    'ltr',
  ]);
  // The language chosen in the switcher, kept in its cookie, comes before the browser's.
  await withoutScripts.addCookies([
    { name: 'storyloom.language', value: 'ar', url: `${journey.server.url}/stories/` },
  ]);
  await still.goto(`${journey.server.url}/stories/generate`);
  expect(await still.locator('main h1').textContent()).toBe('صانع القصص');
  expect(await still.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await withoutScripts.close();

  const context = await journey.browser.newContext({ locale: 'es-ES', viewport: phone });
  const page = await context.newPage();
  const policyFaults: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyFaults.push(message.text());
  });
  // The browser opens the language's number and date formatting beside the app, on a worker.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // The heading as the server drew it, before the app starts.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('main h1');
    });
  });
  await page.goto(`${journey.server.url}/stories/`);
  await page.locator('header').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  // The app drew over the screen: the same heading, and every style set by the app itself.
  expect(
    await page.evaluate(
      () => document.querySelector('main h1') === (window as { drawnHeading?: Element | null }).drawnHeading,
    ),
  ).toBe(true);
  expect(await page.locator('[data-style]').count()).toBe(0);
  expect(policyFaults).toEqual([]);
  expect(workers).toEqual([expect.stringMatching(/\/stories\/assets\/intl-warm-up\.worker-[\w-]+\.js$/)]);
  await context.close();
});
