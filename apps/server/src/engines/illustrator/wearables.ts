/**
 * Props the child wears (a party hat, a costume, a cape), sits on (a sled, a picnic blanket)
 * or reads (a book: the reading pose draws it in the hands).
 */
import type { Pose } from '../../domain/story-model.ts';
import { glow } from '../../lib/color.ts';
import { type Ctx, ellipse, g, path, softStar } from '../drawing/svg.ts';

/** Props a sitting child sits on, drawn under them instead of beside them. */
export const SEATS: ReadonlySet<string> = new Set(['sled', 'picnic']);

/** A striped cone party hat with a pompom, in head-local coordinates. */
function partyHat(ctx: Ctx): string {
  return g(
    path('M-13 -16L3 -58L15 -14Z', ctx.linear(['#ff6b8b', '#ff9f4a'], 0, 0, 1, 1)) +
      path('M-9 -26L12 -24L10 -31L-6 -33ZM-2 -44L8 -43L6 -49L0 -50Z', '#ffd23f') +
      ellipse(3, -60, 5.5, 5.5, '#4fa9f0') +
      ellipse(1, -15, 15, 3.4, '#ffd23f'),
    'rotate(12 0 -20)',
  );
}

/** A starry wizard hat for a costume, in head-local coordinates. */
function wizardHat(ctx: Ctx): string {
  return g(
    ellipse(0, -19, 30, 6.5, '#5a3a9a') +
      path(
        'M-17 -20C-12 -34 -4 -52 10 -66C8 -52 12 -34 17 -20Z',
        ctx.linear(['#8f6fd0', '#6a4bb3'], 0, 0, 1, 0),
      ) +
      path(softStar(2, -36, 5, 2.2), glow('#ffe27a')) +
      path(softStar(9, -52, 3.5, 1.6), glow('#ffe27a')) +
      path(softStar(-8, -25, 3, 1.4), glow('#ffe27a')),
    'rotate(-6 0 -20)',
  );
}

export interface Outfit {
  /** Draws the hat, in head-local coordinates. */
  headwear?: (ctx: Ctx) => string;
  cape?: string;
  /** The prop keys now worn, so they are not drawn again beside the child. */
  worn: Set<string>;
}

/** What the child wears in this scene, from its props and setting. */
export function outfitFor(keys: readonly string[], setting: string, action: Pose): Outfit {
  const worn = new Set<string>();
  let headwear: ((ctx: Ctx) => string) | undefined;
  let cape: string | undefined;
  if (keys.includes('party-hat')) {
    headwear = partyHat;
    worn.add('party-hat');
  }
  if (keys.includes('costume')) {
    headwear = wizardHat;
    cape = '#7a5ac8';
    worn.add('costume');
  }
  // The superhero's cape: worn once found, except while taking it from its box or hanging it up.
  const capeProp = keys.includes('cape');
  if (
    setting === 'city' &&
    (action === 'flying' || (capeProp && action !== 'reaching' && action !== 'sleeping'))
  ) {
    cape = '#e84a5f';
    if (capeProp) worn.add('cape');
  }
  if (action === 'reading' && keys.includes('book')) worn.add('book');
  return { headwear, cape, worn };
}
