import {
  type FingerName,
  type FingerPose,
  type HandShape,
  type Landmark,
  landmark,
  type PosedHand,
  poseHand,
  type ThumbPose,
  thumbPadLocal,
} from './hand.ts';
import { distance, type Vec3, vec } from './vector.ts';

/** How a finger is held, in the words manual alphabets use. */
export const FINGER = {
  straight: { spread: 0, flex: [0, 0, 0] },
  /** Folded into the palm, as in a fist. */
  curled: { spread: 0, flex: [92, 98, 62] },
  /** Bent at the knuckle only, the rest of the finger straight. */
  bent: { spread: 0, flex: [88, 4, 2] },
  /** Straight at the knuckle, hooked at the two outer joints (ASL X). */
  hooked: { spread: 0, flex: [18, 98, 62] },
  /** A gentle curve, as in C. */
  curved: { spread: 0, flex: [28, 42, 28] },
  /** Rounded to meet the thumb, as in O. */
  rounded: { spread: 0, flex: [44, 58, 36] },
  /** Fingertips down over a tucked thumb (ASL E). */
  clawed: { spread: 0, flex: [62, 104, 56] },
  /** Folded over the thumb lying under it (ASL M, N). */
  over: { spread: 0, flex: [78, 86, 30] },
  /** Relaxed, at rest. */
  relaxed: { spread: 0, flex: [14, 18, 10] },
} as const satisfies Record<string, FingerPose>;

export const THUMB = {
  /** Straight up against the side of the index finger (ASL A). */
  alongside: { spread: 6, lift: 12, flex: [-4, 0] },
  /** Folded across the palm (ASL B, 4). */
  acrossPalm: { spread: -14, lift: 42, flex: [42, 30] },
  /** Across the front of curled fingers (ASL S). */
  acrossFingers: { spread: -8, lift: 66, flex: [36, 18] },
  /** Out to the side (ASL L, Y). */
  out: { spread: 78, lift: 8, flex: [-4, -6] },
  /** Curved to face the fingers (ASL C). */
  curved: { spread: 40, lift: 62, flex: [14, 16] },
  /** Relaxed, at rest. */
  relaxed: { spread: 30, lift: 26, flex: [10, 10] },
} as const satisfies Record<string, ThumbPose>;

type FingerSpec = FingerPose | keyof typeof FINGER;
const finger = (spec: FingerSpec): FingerPose => (typeof spec === 'string' ? FINGER[spec] : spec);

/** A handshape from its fingers and thumb; fingers not named are curled. */
export function shape(
  thumb: ThumbPose | keyof typeof THUMB,
  fingers: Partial<Record<FingerName, FingerSpec>> = {},
): HandShape {
  return {
    thumb: typeof thumb === 'string' ? THUMB[thumb] : thumb,
    index: finger(fingers.index ?? 'curled'),
    middle: finger(fingers.middle ?? 'curled'),
    ring: finger(fingers.ring ?? 'curled'),
    pinky: finger(fingers.pinky ?? 'curled'),
  };
}

/** A finger pose with its spread changed: + towards the thumb. */
export const spread = (spec: FingerSpec, degrees: number): FingerPose => ({
  ...finger(spec),
  spread: degrees,
});

/** Fingers held together, cancelling the hand's natural fan. */
export const together = {
  index: -3,
  middle: 0,
  ring: 3.5,
  pinky: 8,
} as const;

/** The hand held up with its palm to the viewer: its world axes are the hand-local ones, y flipped. */
const canonical = (s: HandShape): PosedHand =>
  poseHand('right', { shape: s, wrist: vec(0, 0, 0), fingers: vec(0, -1, 0), palm: vec(0, 0, 1) });
const toLocal = (p: Vec3): Vec3 => vec(p[0], -p[1], p[2]);

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/**
 * Bends the thumb until its pad meets a point of the same hand (a fingertip's pad, a finger's
 * middle joint, or a point given in hand-local units), as manual alphabets describe: O, F, D,
 * M… A coarse search over natural thumb positions finds the region, a finer one closes the gap;
 * among equally good answers the one nearest `from` wins, so the thumb still looks as described.
 */
export function touchThumb(
  s: HandShape,
  target: Landmark | Vec3,
  from: ThumbPose = THUMB.curved,
  /** How strongly the thumb keeps to `from`: higher keeps a curled thumb curled. */
  stiffness = 0.03,
): HandShape {
  // A point given as numbers is in hand-local units (x to the thumb side, y up the hand, z out of the palm).
  const goal = typeof target === 'string' ? toLocal(landmark(canonical(s), target)) : target;
  const cost = (t: ThumbPose) => {
    const tip = thumbPadLocal(t);
    const drift =
      Math.abs(t.spread - from.spread) +
      Math.abs(t.lift - from.lift) +
      Math.abs(t.flex[0] - from.flex[0]) +
      Math.abs(t.flex[1] - from.flex[1]);
    return distance(tip, goal) + drift * stiffness;
  };
  const limits = { spread: [-40, 90], lift: [0, 90], flex0: [0, 80], flex1: [0, 80] } as const;
  let best: ThumbPose = from;
  let bestCost = cost(best);
  for (let spreadDeg = -30; spreadDeg <= 90; spreadDeg += 20)
    for (let lift = 0; lift <= 80; lift += 20)
      for (let f0 = 0; f0 <= 75; f0 += 25)
        for (let f1 = 0; f1 <= 75; f1 += 25) {
          const t: ThumbPose = { spread: spreadDeg, lift, flex: [f0, f1] };
          const c = cost(t);
          if (c < bestCost) {
            best = t;
            bestCost = c;
          }
        }
  for (let step = 8; step >= 0.5; step /= 2) {
    let improved = true;
    while (improved) {
      improved = false;
      for (const key of ['spread', 'lift', 'flex0', 'flex1'] as const) {
        for (const sign of [1, -1]) {
          const [lo, hi] = limits[key];
          const next: ThumbPose =
            key === 'flex0'
              ? { ...best, flex: [clamp(best.flex[0] + sign * step, lo, hi), best.flex[1]] }
              : key === 'flex1'
                ? { ...best, flex: [best.flex[0], clamp(best.flex[1] + sign * step, lo, hi)] }
                : { ...best, [key]: clamp(best[key] + sign * step, lo, hi) };
          const c = cost(next);
          if (c < bestCost - 1e-6) {
            best = next;
            bestCost = c;
            improved = true;
          }
        }
      }
    }
  }
  return { ...s, thumb: best };
}
