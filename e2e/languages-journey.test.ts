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
