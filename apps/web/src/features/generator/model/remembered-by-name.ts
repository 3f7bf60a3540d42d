/** The most names kept: the ones used last. */
const MAX_NAMES = 20;

/** The same child however the name was typed: 'Mia', ' mia ' and 'MIA'. */
export const nameKey = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** A detail of the child the browser remembers by name, so the next story for that child starts with it. */
export interface RememberedByName<T> {
  /** What is remembered for this child's name, or null. */
  recall(name: string, storage?: Storage): T | null;
  /** Remembers it for this name; null forgets the name. */
  remember(name: string, value: T | null, storage?: Storage): void;
}

/**
 * Remembers values under `storageKey` by child's name, the twenty names used last; `parse` keeps
 * only what this app could have written (null for anything else).
 */
export function rememberedByName<T>(
  storageKey: string,
  parse: (stored: unknown) => T | null,
): RememberedByName<T> {
  /** What is remembered; nothing when storage is off. */
  const readAll = (storage: Storage): Record<string, T> => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}');
      if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
      return Object.fromEntries(
        Object.entries(stored).flatMap(([name, value]) => {
          const parsed = parse(value);
          return parsed === null ? [] : [[name, parsed]];
        }),
      );
    } catch {
      return {};
    }
  };
  return {
    recall(name, storage = localStorage) {
      const key = nameKey(name);
      return key ? (readAll(storage)[key] ?? null) : null;
    },
    remember(name, value, storage = localStorage) {
      const key = nameKey(name);
      if (!key) return;
      const { [key]: _previous, ...others } = readAll(storage);
      // The name goes last: the oldest names are the first to go past MAX_NAMES.
      const kept = Object.entries(others).slice(-(MAX_NAMES - 1));
      const values = Object.fromEntries(value === null ? kept : [...kept, [key, value]]);
      try {
        storage.setItem(storageKey, JSON.stringify(values));
      } catch {
        // Storage is off or full: the value is simply not remembered.
      }
    },
  };
}
