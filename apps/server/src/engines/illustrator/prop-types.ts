import type { TimeOfDay } from '../../domain/story-model.ts';
import type { Ctx } from '../drawing/svg.ts';
import type { Frame } from './frame.ts';

/**
 * Where a prop goes in the picture:
 * - `celestial`: high in the sky, behind the landscape (moon, planets, rainbow);
 * - `horizon`: far away where sky meets land or sea (a sailboat, a volcano);
 * - `air`: flying near the child (kite, balloons, rocket), tied to the hand when `tethered`;
 * - `scenery`: big things standing beside the child (a tree, a snowman, a knight);
 * - `small`: held in the hands when reaching or hugging, otherwise on the ground close by.
 */
export interface PlacedProp {
  place: 'celestial' | 'horizon' | 'air' | 'scenery' | 'small';
  /** Height as a share of the frame height. */
  size: number;
  /** Width as a share of the height, for wide things (default 1), to keep them inside the frame. */
  width?: number;
  /** A string runs from the child's hand to the prop (kites, balloons). */
  tethered?: boolean;
  /** Draws the prop 100 units tall, its base centred on 0,0. */
  draw(ctx: Ctx, time: TimeOfDay): string;
}

/** Things spread across the whole frame (stars, snowflakes, bubbles, confetti). */
export interface SpreadProp {
  place: 'overlay';
  /** In front of the child (sparse things) or behind (skies, trails on the ground). */
  front: boolean;
  spread(ctx: Ctx, f: Frame): string;
}

export type PropArt = PlacedProp | SpreadProp;

/** A companion animal or friend, drawn 100 units tall, facing +x, its feet centred on 0,0. */
export interface CompanionArt {
  /** Height as a share of the frame height. */
  size: number;
  /** Width as a share of its height, to keep it clear of the child. */
  width: number;
  /** Hovers or swims beside the child instead of standing on the ground. */
  floats?: boolean;
  draw(ctx: Ctx, o: { asleep: boolean; time: TimeOfDay }): string;
}
