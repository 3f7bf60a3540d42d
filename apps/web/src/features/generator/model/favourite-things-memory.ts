import { FAVOURITE_THINGS_MAX, favouriteThings } from '@storyloom/contract';
import { nameKey, rememberedByName } from './remembered-by-name.ts';

/** The favourite things the browser remembers, by child's name, as they were sent. */
const remembered = rememberedByName<string[]>('storyloom.favourite-things-by-name', (stored) => {
  const parsed = favouriteThings.safeParse(stored).data;
  return parsed && parsed.length > 0 ? parsed : null;
});

/** The favourite things as they are sent: trimmed, blank ones left out. */
export const favouriteThingsToSend = (things: string[]): string[] =>
  things.map((thing) => thing.trim()).filter(Boolean);

/** Things as the form's inputs show them: always FAVOURITE_THINGS_MAX, blank ones last. */
const asInputs = (things: string[]): string[] =>
  Array.from({ length: FAVOURITE_THINGS_MAX }, (_, at) => things[at] ?? '');

/** Remembers the favourite things a story was made with for this name; none forgets the name. */
export function rememberFavouriteThings(name: string, things: string[], storage: Storage = localStorage) {
  const sent = favouriteThingsToSend(things);
  remembered.remember(name, sent.length > 0 ? sent : null, storage);
}

/**
 * The favourite things to show as the name changes: those remembered for the new name, or none
 * in place of those filled in for the previous name, since that was someone else. Things the
 * parent typed themselves stay.
 */
export function favouriteThingsForRename(
  previousName: string,
  nextName: string,
  current: string[],
  storage: Storage = localStorage,
): string[] {
  if (nameKey(previousName) === nameKey(nextName)) return current;
  const next = remembered.recall(nextName, storage);
  if (next) return asInputs(next);
  const previous = remembered.recall(previousName, storage);
  const same = previous?.join('\n') === favouriteThingsToSend(current).join('\n');
  return same ? asInputs([]) : current;
}
