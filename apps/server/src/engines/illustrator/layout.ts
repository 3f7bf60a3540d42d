import type { Pose } from '../../domain/story-model.ts';
import type { CompanionArt } from './prop-types.ts';
import type { SettingArt } from './setting-types.ts';

/** Every picture is laid out on a frame 1000 units tall; its width follows the aspect ratio. */
export const H = 1000;

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Where the child goes, for a frame of any aspect ratio. */
export interface Layout {
  /** Frame width in layout units (the height is always H). */
  w: number;
  aspect: number;
  /** Portrait-ish frames stack things instead of spreading them. */
  narrow: boolean;
  /** The third the child stands in (−1 left, 1 right) and the way they face (to the middle). */
  side: -1 | 1;
  facing: -1 | 1;
  /** Layout units per figure unit: the child is about 100 figure units tall. */
  scale: number;
  childX: number;
  /** The child's feet (raised for flying and swimming). */
  childY: number;
  ground: number;
  horizon: number;
}

/**
 * The composition: the child near a third of the frame, facing the middle, about 40% of the
 * frame height tall; a sleeping child lies nearer the middle, scaled to fit across.
 */
export function layoutScene(
  action: Pose,
  setting: SettingArt,
  width: number,
  height: number,
  random: () => number,
): Layout {
  const w = Math.round((H * width) / height);
  const aspect = w / H;
  const side: -1 | 1 = random() < 0.5 ? -1 : 1;
  const third = aspect >= 1.3 ? 0.31 : aspect < 0.8 ? 0.36 : 0.33;
  let scale = (H * (aspect < 0.75 ? 0.39 : 0.41)) / 100;
  let childX = side < 0 ? w * third : w * (1 - third);
  if (action === 'sleeping') {
    scale = Math.min(scale, (w * 0.62) / 118);
    childX = clamp(w * (side < 0 ? 0.4 : 0.6), 60 * scale + w * 0.03, w - 60 * scale - w * 0.03);
  }
  const ground = H * 0.9;
  const childY = action === 'flying' ? H * 0.64 : action === 'swimming' ? H * 0.72 : ground;
  return {
    w,
    aspect,
    narrow: aspect < 0.9,
    side,
    facing: -side as -1 | 1,
    scale,
    childX,
    childY,
    ground,
    horizon: H * setting.horizon,
  };
}

/** Poses that take room beside the child: an arm out, a ladder. */
const ARMS_OUT: ReadonlySet<Pose> = new Set([
  'pointing',
  'reaching',
  'waving',
  'dancing',
  'climbing',
  'holding',
]);

export interface CompanionPlace {
  x: number;
  y: number;
  /** Drawn height in layout units. */
  height: number;
  /** Hovers or swims rather than standing on the ground. */
  floats: boolean;
}

/**
 * The companion stands beside the child towards the middle, clear of the child's arms; it
 * floats in water and space, keeps pace below a flying child, makes room for a friend, and
 * peeks out from behind the child when it hides.
 */
export function placeCompanion(
  companion: CompanionArt,
  l: Layout,
  o: { action: Pose; floating: boolean; hugsFriend: boolean; hasScenery: boolean; hides?: boolean },
): CompanionPlace {
  // In a narrow frame a big companion would hide the scenery behind it.
  const height = (l.narrow && o.hasScenery ? Math.min(companion.size, 0.22) : companion.size) * H;
  const half = (height * companion.width) / 2;
  const armsOut = ARMS_OUT.has(o.action);
  const gap =
    o.action === 'sleeping'
      ? 60 * l.scale + half
      : o.hugsFriend
        ? 50 * l.scale + half
        : o.action === 'hugging'
          ? 12 * l.scale + half * 0.8
          : (armsOut ? 32 : 22) * l.scale + half;
  const offset = o.hides ? -(14 * l.scale + half * 0.45) : gap;
  let x = clamp(l.childX + l.facing * offset, half * 0.8, l.w - half * 0.8);
  let y = l.ground + H * 0.012;
  const floats = companion.floats || o.floating;
  if (floats) y = l.ground - H * 0.08;
  if (o.action === 'flying' || o.action === 'swimming') {
    // The child's body stretches ahead; the companion keeps pace just below.
    x = clamp(l.childX + l.facing * H * 0.1, half, l.w - half);
    y = floats ? Math.min(l.ground, l.childY + height * 0.35 + H * 0.05) : l.ground + H * 0.012;
  }
  return { x, y, height, floats };
}
