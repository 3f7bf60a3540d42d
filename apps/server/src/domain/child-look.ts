import {
  type ChildAppearance,
  type ChildGender,
  HAIR_COLORS,
  type HairStyle,
  SKIN_TONES,
} from '@storyloom/contract';

/** What the parent said about the child: how they look, and whether a girl or a boy. */
export interface ChildLook {
  appearance?: ChildAppearance;
  gender?: ChildGender;
}

/** "a" or "an" before a word. */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Hair in words: the style around its colour, and what holds it when the style has ties. */
const HAIR_WORDS: Record<HairStyle, { words: (color: string) => string; ties?: (accent: string) => string }> =
  {
    short: { words: (c) => `short ${c} hair` },
    buzz: { words: (c) => `a short ${c} buzz cut` },
    curly: { words: (c) => `short curly ${c} hair` },
    afro: { words: (c) => `a big round ${c} afro` },
    bob: { words: (c) => `${article(c)} ${c} bob with a fringe` },
    long: { words: (c) => `long straight ${c} hair` },
    ponytail: { words: (c) => `${c} hair in a high ponytail`, ties: (a) => `${article(a)} ${a} hair tie` },
    pigtails: { words: (c) => `${c} hair in two pigtails`, ties: (a) => `${a} hair ties` },
    braids: { words: (c) => `${c} hair in two braids`, ties: (a) => `${a} bobbles` },
    bun: { words: (c) => `${c} hair in a top bun` },
    'afro-puffs': { words: (c) => `curly ${c} hair in two puffs`, ties: (a) => `${a} hair ties` },
  };

/** "short black hair", "a bob with a fringe" (no colour), "hair in two braids with pink bobbles". */
export function hairPhrase(style: HairStyle, color = '', accent?: string): string {
  const { words, ties } = HAIR_WORDS[style];
  const phrase = accent && ties ? `${words(color)} with ${ties(accent)}` : words(color);
  return phrase.replace(/\s+/g, ' ').trim();
}

const label = <T extends { value: string; label: string }>(items: readonly T[], value: string) =>
  items.find((item) => item.value === value)?.label.toLowerCase() ?? value;

const joinWithAnd = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * The child as the parent described them, in a few English words for an image prompt: "a girl
 * with tan skin, black hair in two braids and glasses"; "a child" when nothing was said. Only what
 * the parent chose is named: the rest of the picture's child comes from the story's seed.
 */
export function describeChildLook({ appearance = {}, gender }: ChildLook): string {
  const who = `a ${gender ?? 'child'}`;
  const color = appearance.hair_color ? label(HAIR_COLORS, appearance.hair_color) : '';
  const parts = [
    appearance.skin_tone ? `${label(SKIN_TONES, appearance.skin_tone)} skin` : '',
    appearance.hair_style ? hairPhrase(appearance.hair_style, color) : color ? `${color} hair` : '',
    appearance.glasses ? 'glasses' : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${who} with ${joinWithAnd(parts)}` : who;
}
