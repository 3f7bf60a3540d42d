/** The story this browser played or made last, so the header's Player link can go back to it. */
const STORAGE_KEY = 'storyloom.last-story';

/** What a bundle id looks like; anything else was not written by this app. */
const BUNDLE_ID = /^[\w-]{1,64}$/;

/** The last story's bundle id, or null (nothing yet, or storage is off). */
export function lastStory(storage: Storage = localStorage): string | null {
  try {
    const id = storage.getItem(STORAGE_KEY);
    return id && BUNDLE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Remembers a story as the last one played or made. */
export function rememberLastStory(bundleId: string, storage: Storage = localStorage) {
  try {
    storage.setItem(STORAGE_KEY, bundleId);
  } catch {
    // Storage is off or full: the Player link then offers the story lists instead.
  }
}

/** Forgets a story that can no longer be played (deleted, or made private by someone else). */
export function forgetLastStory(bundleId: string, storage: Storage = localStorage) {
  try {
    if (storage.getItem(STORAGE_KEY) === bundleId) storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was remembered.
  }
}
