import type { PictureVariant } from './schemas.ts';

/**
 * How wide the player shows a scene's picture, for the browser to choose its copy. On a phone the
 * square picture fits the height of the 4:3 stage, three quarters of the screen's width; from md up
 * it is one page of the open book, which fits the window's height, in fullscreen with less room
 * above and below it (14rem), so that copy serves both. The server names it too, in the player's
 * page, so that the copy it has the browser fetch first is the one the page then shows.
 */
export const SCENE_PICTURE_SIZES = '(min-width: 768px) min(50vw, 100vh - 14rem), 75vw';

/**
 * How wide a story card shows its cover, for the browser to choose its copy: the page's width less
 * its margins on a phone, half of it from sm, a third of the 72rem page from lg (StoryGrid). The
 * server names it too, in the archive's page, for the first card's cover.
 */
export const STORY_COVER_SIZES =
  '(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)';

/** A picture's WebP copies as an `<img>`'s srcset, by width. */
export const pictureSrcSet = (variants: readonly PictureVariant[]): string =>
  variants.map(({ url, width }) => `${url} ${width}w`).join(', ');
