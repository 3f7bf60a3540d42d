import { type ChildAppearance, childAppearance } from '@storyloom/contract';
import { nameKey, rememberedByName } from './remembered-by-name.ts';

/** The looks the browser remembers, by child's name, so the next story for that child starts with it. */
const looks = rememberedByName<ChildAppearance>(
  'storyloom.appearance-by-name',
  (stored) => childAppearance.safeParse(stored).data ?? null,
);

/** The look remembered for this child's name, or null. */
export const recallAppearance = (name: string, storage: Storage = localStorage): ChildAppearance | null =>
  looks.recall(name, storage);

/** Remembers the look a story was made with for this name; an empty look forgets the name. */
export const rememberAppearance = (
  name: string,
  appearance: ChildAppearance | null,
  storage: Storage = localStorage,
) => looks.remember(name, appearance, storage);

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
