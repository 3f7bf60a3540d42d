/** The child a story is for, as the generator form checks it too: how they look, their favourite things. */
import { z } from 'zod';
import {
  FAVOURITE_THING_MAX_LENGTH,
  FAVOURITE_THINGS_MAX,
  HAIR_COLOR_VALUES,
  HAIR_STYLE_VALUES,
  SKIN_TONE_VALUES,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { cleanText, hasLetter } from '../text.ts';

/** How the child looks (see SKIN_TONES): each part is optional, and what is left out the story's seed picks. */
export const childAppearance = z
  .object(
    {
      skin_tone: z.enum(SKIN_TONE_VALUES, { error: MESSAGES.appearanceSkinTone }).optional(),
      hair_style: z.enum(HAIR_STYLE_VALUES, { error: MESSAGES.appearanceHairStyle }).optional(),
      hair_color: z.enum(HAIR_COLOR_VALUES, { error: MESSAGES.appearanceHairColor }).optional(),
      glasses: z.boolean({ error: MESSAGES.appearanceGlasses }).optional(),
    },
    { error: MESSAGES.appearanceInvalid },
  )
  .describe("How the child looks: every picture draws this child; the story's seed picks what is left out");
export type ChildAppearance = z.infer<typeof childAppearance>;

/**
 * Only letters, marks, numbers, spaces, hyphens and apostrophes (and the joiners some scripts spell
 * with): a favourite thing ends a sentence of the story, so it may not bring its own full stop,
 * quote or bracket.
 */
const FAVOURITE_THING_CHARACTERS = /^[\p{L}\p{M}\p{N} '’\-\u200c\u200d]+$/u;

/** One favourite thing: cleaned, at most 30 characters, with a letter; blank ones are dropped before. */
const favouriteThing = z
  .string()
  .max(FAVOURITE_THING_MAX_LENGTH, MESSAGES.favouriteThingTooLong)
  .refine(hasLetter, MESSAGES.favouriteThingNeedsLetter)
  .refine((thing) => FAVOURITE_THING_CHARACTERS.test(thing), MESSAGES.favouriteThingCharacters);

/**
 * Cleaned, and without the full stops that end a word ('Mr. Bear', 'pink.'): the story gives the
 * sentence its own, and a stop inside it would split the sentence in two.
 */
const withoutFullStops = (thing: string) =>
  cleanText(thing)
    .replace(/\.+(?=\s|$)/gu, '')
    .trim();

/** The same thing typed twice ('Blue', 'blue ') is woven in once. */
const withoutRepeats = (things: string[]) =>
  things.filter(
    (thing, at) =>
      things.findIndex((other) => other.toLocaleLowerCase() === thing.toLocaleLowerCase()) === at,
  );

/** The child's favourite things: blank entries dropped, repeats told once, then at most three. */
export const favouriteThings = z
  .array(z.string({ error: MESSAGES.favouriteThingsInvalid }), { error: MESSAGES.favouriteThingsInvalid })
  .transform((things) => things.map(withoutFullStops).filter(Boolean))
  .pipe(z.array(favouriteThing))
  .transform(withoutRepeats)
  .pipe(z.array(z.string()).max(FAVOURITE_THINGS_MAX, MESSAGES.favouriteThingsTooMany))
  .describe(
    "Up to 3 of the child's favourite things (a favourite animal, colour or toy), each 1–30 characters with a letter; the story weaves them in",
  );
