import type { GenerationRun } from '../hooks/use-story-generation.ts';

/** The story this tab is following while it is made, so a reload goes on following it. */
export interface FollowedGeneration {
  bundleId: string;
  eventsUrl: string;
  run: GenerationRun;
}

const STORAGE_KEY = 'storyloom.generation';

const isRun = (value: unknown): value is GenerationRun => {
  const run = value as Partial<GenerationRun> | null;
  return (
    typeof run?.childName === 'string' &&
    typeof run.sceneCount === 'number' &&
    typeof run.audioOnly === 'boolean' &&
    typeof run.signLanguage === 'boolean' &&
    typeof run.estimate === 'string'
  );
};

// Only an address on this server is followed: storage is the page's, but not to be trusted blindly.
const isFollowed = (value: unknown): value is FollowedGeneration => {
  const saved = value as Partial<FollowedGeneration> | null;
  return (
    typeof saved?.bundleId === 'string' &&
    /^[\w-]{1,64}$/.test(saved.bundleId) &&
    typeof saved.eventsUrl === 'string' &&
    saved.eventsUrl.startsWith('/v1/stories/jobs/') &&
    isRun(saved.run)
  );
};

/** The story being followed before the page was reloaded, or null. */
export function followedGeneration(storage?: Storage): FollowedGeneration | null {
  try {
    const saved: unknown = JSON.parse((storage ?? window.sessionStorage).getItem(STORAGE_KEY) ?? 'null');
    return isFollowed(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function rememberFollowedGeneration(followed: FollowedGeneration, storage?: Storage) {
  try {
    (storage ?? window.sessionStorage).setItem(STORAGE_KEY, JSON.stringify(followed));
  } catch {
    // Storage is off or full: a reload then forgets the story, which is still made.
  }
}

export function forgetFollowedGeneration(storage?: Storage) {
  try {
    (storage ?? window.sessionStorage).removeItem(STORAGE_KEY);
  } catch {
    // Nothing was remembered.
  }
}
