/**
 * The message areas the frame shows: its header, footer, notices and dialogs, and the story being
 * made. They are fetched before the first render, their English ones named in the page itself so
 * the browser fetches them beside the app's code (vite.config.ts). Each screen fetches its own
 * areas when it is opened (router.tsx). Free of imports, so the build config and the size checks
 * read it too; where the app uses it, it is checked against the areas that exist.
 */
export const FRAME_MESSAGE_AREAS = ['common', 'errors', 'generator', 'offline'] as const;
