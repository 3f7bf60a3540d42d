import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndPage } from './support/journey.ts';
import {
  playsWithWordsLit,
  reloadedOffline,
  savedCoverShown,
  savedFromPlayer,
  screenshot,
} from './support/offline.ts';
import { type MadeStory, makePublicStory } from './support/stories.ts';

const journey = useServerAndPage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
});
let story: MadeStory;

beforeAll(async () => {
  story = await makePublicStory(journey.server, { child_name: 'Mia', theme: 'ocean', scenes: 2 });
});

describe('a story saved for offline', () => {
  it('is saved from the player, with everything it plays', async () => {
    const { server, page } = journey;
    await savedFromPlayer(page, `${server.url}/stories/play/${story.bundleId}`);
    expect(await page.getByRole('button', { name: 'Remove from this device' }).isVisible()).toBe(true);

    await page.getByRole('region', { name: 'Listen without internet' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'player-saved-en');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('online, asks the server for the story rather than answering with the saved copy', async () => {
    const { server, page } = journey;
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      // The saved copy carries its content type only; the server's answer its own headers too.
      return response.headers.get('content-security-policy');
    }, `${server.url}/v1/stories/bundle/${story.bundleId}`);
    expect(served).not.toBeNull();
  });

  it('leaves the site as it was online: pages keep their status, and a story not saved plays from the server', async () => {
    const { server, page } = journey;
    const missing = await page.goto(`${server.url}/stories/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    const other = await makePublicStory(server, { child_name: 'Omar', theme: 'space', scenes: 1 });
    await page.goto(`${server.url}/stories/play/${other.bundleId}`);
    await page.getByTestId('scene-counter').waitFor();
    await playsWithWordsLit(page);
  }, 90_000);

  it('opens and plays with no network, its words lit as they are read', async () => {
    const { server, page } = journey;
    await reloadedOffline(page, `${server.url}/stories/play/${story.bundleId}`, story.title, () =>
      playsWithWordsLit(page),
    );
  }, 90_000);

  it('is listed On this device, and the app opens with no network', async () => {
    const { server, page } = journey;
    await page.context().setOffline(true);
    try {
      await page.goto(`${server.url}/stories/`);
      await page.getByRole('banner').getByRole('link', { name: 'Storyloom' }).waitFor();

      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'On this device' })
        .click();
      await page.getByRole('heading', { name: 'On this device', level: 1 }).waitFor();
      const card = page.getByRole('article').filter({ hasText: story.title });
      await card.getByText('For Mia').waitFor();
      await savedCoverShown(card);
      expect(await card.getByText('English').isVisible()).toBe(true);
      await screenshot(page, 'on-this-device-en');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await card.getByRole('link', { name: 'Play' }).click();
      await page.getByTestId('scene-counter').waitFor();
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('speaks Arabic with no network, right to left', async () => {
    const { server, page } = journey;
    await page.evaluate(() => localStorage.setItem('storyloom.language', 'ar'));
    await page.context().setOffline(true);
    try {
      await page.goto(`${server.url}/stories/play/${story.bundleId}`);
      await page.getByTestId('scene-counter').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const saved = page.getByRole('link', { name: 'محفوظة على هذا الجهاز' });
      await saved.scrollIntoViewIfNeeded();
      await screenshot(page, 'player-saved-ar');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await saved.click();
      await page.getByRole('heading', { name: 'على هذا الجهاز', level: 1 }).waitFor();
      await savedCoverShown(page.getByRole('article').filter({ hasText: story.title }));
      await screenshot(page, 'on-this-device-ar');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await page.context().setOffline(false);
      await page.evaluate(() => localStorage.setItem('storyloom.language', 'en'));
    }
  });

  it('is removed from the device', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/on-this-device`);
    const card = page.getByRole('article').filter({ hasText: story.title });
    await card.getByRole('button', { name: 'Remove from this device' }).click();
    await page.getByText('No stories saved yet.', { exact: false }).waitFor();
    expect(await page.evaluate(() => caches.keys())).not.toContain(`storyloom-story-${story.bundleId}`);
  });
});
