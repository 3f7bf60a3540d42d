import type { TimeOfDay } from '../../domain/story-model.ts';

/**
 * The picture's coordinate space and composition. The viewBox is `w` × `h` with h = 1000, so
 * every layer is laid out relative to the frame whatever the aspect ratio.
 */
export interface Frame {
  /** The setting key (underwater, beach …), for props that look different by place. */
  setting: string;
  w: number;
  h: number;
  /** Where the far ground meets the sky (or the back wall meets the floor). */
  horizon: number;
  /** The child's feet. */
  ground: number;
  /** Which third the child stands in: −1 left, 1 right. */
  side: -1 | 1;
  childX: number;
  time: TimeOfDay;
  /** The child is asleep (indoors, in bed). */
  sleeping: boolean;
  /** How many props are drawn in the sky, so backdrops keep it clear for them. */
  skyProps: number;
  /** Whether the sky has its own sun or moon (false when a prop draws it). */
  skyLight: boolean;
  /** Where the sun or moon sits. */
  lightX: number;
  lightY: number;
  /** Indoors, the window through which sky things (moon, stars, rain) are seen. */
  window?: { x: number; y: number; w: number; h: number };
}
