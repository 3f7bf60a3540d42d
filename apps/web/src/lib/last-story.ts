/** The story this browser played or made last, so the header's Player link can go back to it. */
const STORAGE_KEY = 'storyloom.last-story';

/** What a bundle id looks like; anything else was not written by this app. */
const BUNDLE_ID = /^[\w-]{1,64}$/;

/** The last story's bundle id, or null (nothing yet, or storage is off). */
export function lastStory(storage?: Storage): string | null {
  try {
    // Reading localStorage itself throws where the browser blocks storage.
    const id = (storage ?? window.localStorage).getItem(STORAGE_KEY);
    return id && BUNDLE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Remembers a story as the last one played or made. */
export function rememberLastStory(bundleId: string, storage?: Storage) {
  try {
    (storage ?? window.localStorage).setItem(STORAGE_KEY, bundleId);
  } catch {
    // Storage is off or full: the Player link then offers the story lists instead.
  }
}

/** Forgets a story that can no longer be played (deleted, or made private by someone else). */
export function forgetLastStory(bundleId: string, storage?: Storage) {
  try {
    const store = storage ?? window.localStorage;
    if (store.getItem(STORAGE_KEY) === bundleId) store.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was remembered.
  }
}
