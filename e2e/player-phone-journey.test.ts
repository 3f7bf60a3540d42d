import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/browser.ts';
import { useServerAndPage } from './support/journey.ts';
import { signInWithPopup } from './support/sign-in.ts';
import { type MadeStory, makePublicStory } from './support/stories.ts';

// Reduced motion makes the page's scrolling instant, so each word can be checked as it lights.
const journey = useServerAndPage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
});
let story: MadeStory;

beforeAll(async () => {
  // A Long story: each scene's narration runs past the phone's screen.
  story = await makePublicStory(journey.server, {
    child_name: 'Mia',
    theme: 'ocean',
    scenes: 3,
    sentences_per_scene: 3,
  });
});

/** Where each highlighted word was seen: clear of the header and the floating controls, or covered. */
interface WordWatch {
  clear: string[];
  covered: string[];
}

/** Watches every animation frame for the highlighted word and whether it can be read. */
async function watchHighlightedWord(page: Page) {
  await page.evaluate(() => {
    const seen = { clear: new Set<string>(), covered: new Set<string>() };
    (window as unknown as { wordWatch: typeof seen }).wordWatch = seen;
    const check = () => {
      const word = document.querySelector<HTMLElement>('[data-testid="narration"] [data-current="true"]');
      const scene = document.querySelector('[data-testid="scene-counter"]')?.textContent ?? '';
      if (word) {
        const key = `${scene}/${word.dataset.wordIndex}`;
        const box = word.getBoundingClientRect();
        const header = document.querySelector('[data-site-header]')?.getBoundingClientRect();
        const controls = document.querySelector('[data-testid="play-toggle"]')?.closest('.sticky');
        const controlsTop = controls?.getBoundingClientRect().top ?? window.innerHeight;
        const readable =
          box.top >= (header?.bottom ?? 0) && box.bottom <= Math.min(controlsTop, window.innerHeight);
        (readable ? seen.clear : seen.covered).add(key);
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

describe('the player on a phone', () => {
  it('offers the story lists from the Player link before anything was played', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Player' }).click();
    await page.getByRole('heading', { name: 'Nothing playing yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Story Archives' }).isVisible()).toBe(true);
  });

  it('keeps the highlighted word in sight through a whole story, then says goodnight', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/play/${story.bundleId}`);
    await page.getByTestId('scene-counter').waitFor();
    await watchHighlightedWord(page);

    await page.getByTestId('play-toggle').click();
    await page.getByRole('heading', { name: 'Goodnight, Mia' }).waitFor({ timeout: 120_000 });

    const watch = await page.evaluate(() => {
      const seen = (window as unknown as { wordWatch: { clear: Set<string>; covered: Set<string> } })
        .wordWatch;
      return { clear: [...seen.clear], covered: [...seen.covered] } satisfies WordWatch;
    });
    // Every scene's words were followed, and none was ever lit where it could not be read.
    for (const scene of ['Scene 1 of 3', 'Scene 2 of 3', 'Scene 3 of 3']) {
      expect(watch.clear.filter((key) => key.startsWith(scene)).length, scene).toBeGreaterThan(20);
    }
    expect(watch.covered).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }, 180_000);

  it('keeps the picture its room in fullscreen, and the narration scrolls under it with the highlighted word in sight', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/play/${story.bundleId}`);
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await page.getByRole('button', { name: 'Exit fullscreen' }).waitFor();
    await page.evaluate(() => {
      const seen = { smallestPictureShare: 1, clear: 0, covered: [] as string[] };
      (window as unknown as { fullscreenWatch: typeof seen }).fullscreenWatch = seen;
      const check = () => {
        const picture = document.querySelector('[data-testid="scene-stage"]')?.getBoundingClientRect();
        const textPage = document.querySelector('[data-testid="story-text-page"]')?.getBoundingClientRect();
        const controlsTop = document
          .querySelector('[data-testid="play-toggle"]')
          ?.closest('.z-10')
          ?.getBoundingClientRect().top;
        if (picture && textPage && controlsTop !== undefined) {
          seen.smallestPictureShare = Math.min(
            seen.smallestPictureShare,
            picture.height / window.innerHeight,
          );
          const word = document.querySelector<HTMLElement>('[data-testid="narration"] [data-current="true"]');
          const box = word?.getBoundingClientRect();
          if (word && box) {
            const readable = box.top >= textPage.top && box.bottom <= Math.min(textPage.bottom, controlsTop);
            if (readable) seen.clear++;
            else seen.covered.push(word.dataset.wordIndex ?? '');
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });

    await page.getByTestId('play-toggle').click();
    await page.getByText('Scene 2 of 3').waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Pause' }).click();

    const watch = await page.evaluate(
      () =>
        (
          window as unknown as {
            fullscreenWatch: { smallestPictureShare: number; clear: number; covered: string[] };
          }
        ).fullscreenWatch,
    );
    // A whole Long scene was told: its text runs past its page, and the picture still kept its share.
    expect(
      await page.getByTestId('story-text-page').evaluate((el) => el.scrollHeight > el.clientHeight),
    ).toBe(true);
    expect(watch.smallestPictureShare).toBeGreaterThanOrEqual(0.35);
    expect(watch.clear).toBeGreaterThan(20);
    expect(watch.covered).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await page.getByRole('button', { name: 'Fullscreen' }).waitFor();
  }, 180_000);

  it('goes back to that story from the Player link', async () => {
    const { server, page } = journey;
    await page.goto(`${server.url}/stories/archives`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Player' }).click();
    await page.waitForURL(`**/stories/play/${story.bundleId}`);
    await page.getByTestId('scene-counter').waitFor();
  });

  it('goes back to the story a signed-in parent played, from the Player link of another device', async () => {
    const { server, browser, page } = journey;
    await page.goto(`${server.url}/stories/`);
    await signInWithPopup(page);
    const remembered = page.waitForResponse(
      (answer) => answer.url().endsWith('/v1/account/last-story') && answer.request().method() === 'PUT',
    );
    await page.goto(`${server.url}/stories/play/${story.bundleId}`);
    expect((await remembered).status()).toBe(200);

    // Another phone: nothing in its browser, the same account.
    const otherPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const other = await otherPhone.newPage();
    await other.goto(`${server.url}/stories/`);
    await signInWithPopup(other);
    await other.getByRole('button', { name: 'Menu', exact: true }).click();
    await other.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Player' }).click();
    await other.waitForURL(`**/stories/play/${story.bundleId}`);
    await other.getByTestId('scene-counter').waitFor();
    await otherPhone.close();
  });
});
