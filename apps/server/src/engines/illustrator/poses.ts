import type { Pose } from '../../domain/story-model.ts';

/**
 * Joint angles of a pose, for a figure acting towards +x. Angles are absolute, in degrees:
 * 0 points down, 90 towards +x, 180 up, −90 towards −x. Each limb is [upper, lower].
 */
export interface PoseSpec {
  armL: [number, number];
  armR: [number, number];
  legL: [number, number];
  legR: [number, number];
  /** Height of the feet above the ground (jumps, tiptoes). */
  lift: number;
  /** Hips rest on the ground. */
  sit: boolean;
  /** Body lean around the hips, positive leans towards +x. */
  rotate: number;
  /** Head rotation relative to the body. */
  headTilt: number;
  /** Where the eyes look, −1…1. */
  lookX: number;
  /** Eyes looking down (positive) or up (negative), −2…2. */
  lookY?: number;
  /**
   * Little marks that tell the action at phone size: arcs beside the acting hand (a wave, a
   * sound caught by a cupped hand), speed lines behind a runner, music notes around a dancer.
   */
  marks?: 'arcs' | 'speed' | 'notes';
  /** What the pose needs in the picture: a book in the hands, a rope ladder to climb. */
  gear?: 'book' | 'ladder';
  /** The hand that waves, points, reaches or holds. */
  actingHand: 'L' | 'R';
  /** A pointing finger on the acting hand. */
  pointFinger?: boolean;
}

const base: PoseSpec = {
  armL: [-14, -7],
  armR: [14, 7],
  legL: [-3, -2],
  legR: [3, 2],
  lift: 0,
  sit: false,
  rotate: 0,
  headTilt: 0,
  lookX: 0.3,
  actingHand: 'R',
};

/**
 * The pose for an action. `aim` is the direction to the thing the child points or reaches at
 * (degrees in the same convention: 90 straight ahead, 150 up and ahead, 180 straight up).
 */
export function poseFor(action: Pose, aim = 140): PoseSpec {
  switch (action) {
    case 'walking':
      return {
        ...base,
        armL: [-24, -44],
        armR: [16, 44],
        legL: [-14, -4],
        legR: [18, 6],
        rotate: 3,
        lookX: 0.7,
      };
    case 'waving':
      return { ...base, armR: [100, 150], headTilt: 5, lookX: 0.3, marks: 'arcs' };
    case 'pointing':
      return {
        ...base,
        armR: [aim - 6, aim],
        armL: [-32, 28],
        headTilt: aim > 120 ? -4 : 3,
        lookX: 0.9,
        pointFinger: true,
      };
    case 'reaching':
      return { ...base, armR: [aim - 8, aim + 4], armL: [-34, -18], lift: 2.5, headTilt: -5, lookX: 0.8 };
    case 'sitting':
      return {
        ...base,
        armL: [-20, -30],
        armR: [20, 30],
        legL: [-74, 62],
        legR: [74, -62],
        sit: true,
        lookX: 0.4,
      };
    case 'jumping':
      return {
        ...base,
        armL: [-122, -148],
        armR: [122, 148],
        legL: [-30, 14],
        legR: [30, -14],
        lift: 14,
        lookX: 0.2,
      };
    case 'hugging':
      return { ...base, armL: [-28, 82], armR: [28, -82], headTilt: 7, lookX: 0.2 };
    case 'flying':
      return {
        ...base,
        armR: [130, 122],
        armL: [-40, -62],
        legL: [-22, -48],
        legR: [-4, -26],
        rotate: 35,
        headTilt: -22,
        lookX: 0.8,
      };
    case 'swimming':
      return {
        ...base,
        armR: [150, 140],
        armL: [-20, 8],
        legL: [-18, -36],
        legR: [4, 18],
        rotate: 55,
        headTilt: -38,
        lookX: 0.8,
      };
    case 'sleeping':
      return {
        ...base,
        armL: [-8, -3],
        armR: [8, 3],
        legL: [-2, -1],
        legR: [2, 1],
        rotate: -90,
        headTilt: 62,
        lookX: 0,
      };
    case 'running':
      return {
        ...base,
        armR: [48, 140],
        armL: [-62, 8],
        legR: [62, -8],
        legL: [-34, -78],
        lift: 5,
        rotate: 12,
        lookX: 0.9,
        marks: 'speed',
      };
    case 'reading':
      return {
        ...base,
        armL: [-20, 60],
        armR: [20, -60],
        headTilt: 9,
        lookX: 0.4,
        lookY: 2,
        gear: 'book',
      };
    case 'dancing':
      return {
        ...base,
        armR: [124, 150],
        armL: [-98, -66],
        legL: [-38, -18],
        legR: [4, 2],
        lift: 3,
        rotate: -7,
        headTilt: -9,
        lookX: 0.5,
        marks: 'notes',
      };
    case 'climbing':
      return {
        ...base,
        armL: [-128, -155],
        armR: [128, 155],
        legL: [-4, -2],
        legR: [128, -8],
        lift: 29,
        lookX: 0.2,
        lookY: -1.6,
        gear: 'ladder',
      };
    case 'holding':
      return {
        ...base,
        armR: [100, 125],
        armL: [92, 110],
        lift: 2,
        rotate: -3,
        lookX: 0.9,
        lookY: -1.2,
      };
    case 'listening':
      return {
        ...base,
        armR: [130, 170],
        headTilt: 12,
        lookX: -0.4,
        lookY: -0.8,
        marks: 'arcs',
      };
    default:
      return base;
  }
}

/** The same pose acting towards −x. */
export function mirrorPose(p: PoseSpec): PoseSpec {
  const flip = ([a, b]: [number, number]): [number, number] => [-a, -b];
  return {
    ...p,
    armL: flip(p.armR),
    armR: flip(p.armL),
    legL: flip(p.legR),
    legR: flip(p.legL),
    rotate: -p.rotate,
    headTilt: -p.headTilt,
    lookX: -p.lookX,
    actingHand: p.actingHand === 'R' ? 'L' : 'R',
  };
}
