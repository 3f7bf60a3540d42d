/**
 * How wide the player shows a scene's picture, for the browser to choose its copy. On a phone the
 * square picture fits the height of the 4:3 stage, three quarters of the screen's width; from md up
 * it is one page of the open book, which fits the window's height, in fullscreen with less room
 * above and below it (14rem), so that copy serves both.
 */
export const SCENE_PICTURE_SIZES = '(min-width: 768px) min(50vw, 100vh - 14rem), 75vw';
