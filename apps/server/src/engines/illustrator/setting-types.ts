import type { Ctx } from '../drawing/svg.ts';
import type { Frame } from './frame.ts';

/** The layers of a setting, back to front; the child and companion go between `near` and `fore`. */
export interface Backdrop {
  /** Painted without scene lighting (the sky already has its time of day). */
  sky: string;
  far: string;
  mid: string;
  near: string;
  /** In front of everyone: framing leaves, grass, snow banks at the edges. */
  fore: string;
}

/** A window of an indoor setting, where the sun, moon, stars and rain are seen. */
export interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SettingArt {
  /** Horizon (or where the back wall meets the floor) as a share of the frame height. */
  horizon: number;
  /** Quilt colour for a child asleep in this setting. */
  blanket: string;
  /** Indoor settings show the sky through a window instead of an open sky. */
  window?: (f: Frame, props: ReadonlySet<string>) => Window | undefined;
  /** A bed for the sleeping child at frame.childX; returns where the sleeper lies. */
  bed?: (ctx: Ctx, f: Frame, scale: number) => { svg: string; y: number };
  /** Settings where the companion and child may float (under water, in space). */
  floating?: boolean;
  draw(ctx: Ctx, f: Frame, props: ReadonlySet<string>): Backdrop;
}
