import { LANGUAGES } from '@storyloom/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { type MadeStory, makePublicStory } from './support/stories.ts';

const journey = useServerAndBrowser();
let story: MadeStory;

beforeAll(async () => {
  story = await makePublicStory(journey.server, { child_name: 'Mia', theme: 'ocean', scenes: 1 });
});

/** A phone whose visitor chose `locale` in the switcher before. */
async function phoneIn(locale: string): Promise<Page> {
  const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addInitScript((chosen) => localStorage.setItem('storyloom.language', chosen), locale);
  return context.newPage();
}

describe('every screen in every interface language', () => {
  it.each(LANGUAGES.map((language) => [language.code, language.dir]))(
    '%s: home, generator, archives and player have no serious accessibility problem',
    async (locale, dir) => {
      const page = await phoneIn(locale);
      const pages = [
        '/stories/',
        '/stories/generate',
        '/stories/archives',
        `/stories/play/${story.bundleId}`,
      ];
      for (const address of pages) {
        await page.goto(`${journey.server.url}${address}`);
        await page.locator('main h1, main h2').first().waitFor();
        // The choice is in storage only, as an older version kept it: the server draws the first
        // visit's screen in the browser's language, and the app draws over it in the chosen one.
        await page.waitForFunction((chosen) => document.documentElement.lang === chosen, locale);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
        expect({ address, violations: await seriousAccessibilityViolations(page) }).toEqual({
          address,
          violations: [],
        });
      }
      await page.context().close();
    },
  );
});
