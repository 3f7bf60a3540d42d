import { type ChildAppearance, childAppearance } from '@storyloom/contract';

/** The looks the browser remembers, by child's name, so the next story for that child starts with it. */
const STORAGE_KEY = 'storyloom.appearance-by-name';
/** The most names kept: the ones used last. */
const MAX_NAMES = 20;

type RememberedLooks = Record<string, ChildAppearance>;

/** The same child however the name was typed: 'Mia', ' mia ' and 'MIA'. */
const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** What is remembered; nothing when storage is off, and only the looks this app could have written. */
function readAll(storage: Storage): RememberedLooks {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).flatMap(([name, look]) => {
        const parsed = childAppearance.safeParse(look);
        return parsed.success ? [[name, parsed.data]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/** The look remembered for this child's name, or null. */
export function recallAppearance(name: string, storage: Storage = localStorage): ChildAppearance | null {
  const key = nameKey(name);
  return key ? (readAll(storage)[key] ?? null) : null;
}

/** Remembers the look a story was made with for this name; an empty look forgets the name. */
export function rememberAppearance(
  name: string,
  appearance: ChildAppearance | null,
  storage: Storage = localStorage,
) {
  const key = nameKey(name);
  if (!key) return;
  const { [key]: _previous, ...others } = readAll(storage);
  // The name goes last: the oldest names are the first to go past MAX_NAMES.
  const kept = Object.entries(others).slice(-(MAX_NAMES - 1));
  const looks = Object.fromEntries(appearance ? [...kept, [key, appearance]] : kept);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(looks));
  } catch {
    // Storage is off or full: the look is simply not remembered.
  }
}

/** A look as it is sent, in one string: looks that send the same are the same. */
const asSent = (appearance: ChildAppearance) => {
  const sent = appearanceToSend(appearance);
  return sent ? [sent.skin_tone, sent.hair_style, sent.hair_color, sent.glasses].join('|') : '';
};

/**
 * The look to show as the name changes: the one remembered for the new name, or none in place of
 * the look filled in for the previous name, since that was someone else. A look the parent chose
 * themselves stays.
 */
export function appearanceForRename(
  previousName: string,
  nextName: string,
  current: ChildAppearance,
  storage: Storage = localStorage,
): ChildAppearance {
  // Still the same child ('Mia' to 'Mia '): what the parent changed since stays.
  if (nameKey(previousName) === nameKey(nextName)) return current;
  const remembered = recallAppearance(nextName, storage);
  if (remembered) return remembered;
  const previous = recallAppearance(previousName, storage);
  return previous && asSent(previous) === asSent(current) ? {} : current;
}

/** Whether the parent chose anything of the child's look. */
export const hasAppearance = ({ skin_tone, hair_style, hair_color, glasses }: ChildAppearance): boolean =>
  Boolean(skin_tone || hair_style || hair_color || glasses);

/** The look to send: null when the parent chose nothing; otherwise glasses are a choice too (none unless ticked). */
export function appearanceToSend(appearance: ChildAppearance): ChildAppearance | null {
  if (!hasAppearance(appearance)) return null;
  return { ...appearance, glasses: appearance.glasses ?? false };
}
