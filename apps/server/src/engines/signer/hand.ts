import { darken, lighten, mix } from '../../lib/color.ts';
import { n } from '../drawing/svg.ts';
import { add, cross, normalize, orthogonal, rotate, scale, sub, type Vec3, vec } from './vector.ts';

/**
 * A hand as a small 3D skeleton, drawn as a flat cartoon: every bone is a rounded capsule and the
 * palm a rounded slab, projected straight onto the picture and painted back to front. Handshapes
 * are written the way manual alphabets describe them (which fingers are straight, bent or curled,
 * where the thumb is, which way the palm faces), and the picture follows from the joints.
 *
 * Hand-local axes: x across the palm towards the thumb, y from the wrist towards the fingertips,
 * z out of the palm. Fingers bend towards +z. The same local shape serves both hands: only the world
 * direction of x (the thumb side) differs, which makes a left hand the mirror image of a right one.
 */

export type FingerName = 'index' | 'middle' | 'ring' | 'pinky';
export type Digit = 'thumb' | FingerName;
export const FINGERS: readonly FingerName[] = ['index', 'middle', 'ring', 'pinky'];
export const DIGITS: readonly Digit[] = ['thumb', ...FINGERS];

/** A finger: sideways spread (degrees, + towards the thumb) and the bend of its three joints. */
export interface FingerPose {
  spread: number;
  flex: readonly [number, number, number];
}

/**
 * The thumb: `spread` swings it away from the index finger in the palm's plane, `lift` raises it
 * out of that plane in front of the palm, and `flex` bends its two outer joints.
 */
export interface ThumbPose {
  spread: number;
  lift: number;
  flex: readonly [number, number];
}

export interface HandShape {
  thumb: ThumbPose;
  index: FingerPose;
  middle: FingerPose;
  ring: FingerPose;
  pinky: FingerPose;
}

export type Side = 'right' | 'left';

/** Where a hand is and which way it points, in world space. */
export interface HandPose {
  shape: HandShape;
  wrist: Vec3;
  /** From the wrist towards the knuckles. */
  fingers: Vec3;
  /** Out of the palm. */
  palm: Vec3;
}

interface FingerBuild {
  knuckle: Vec3;
  lengths: readonly [number, number, number];
  widths: readonly [number, number, number];
  /** The natural fan of the fingers, added to every pose's spread. */
  fan: number;
}

/** A chunky, friendly hand: about 95 units from wrist to the tip of the middle finger. */
const BUILD: Record<FingerName, FingerBuild> = {
  index: { knuckle: [12.6, 44, 0], lengths: [21, 13, 10], widths: [10.4, 10, 9.4], fan: 5 },
  middle: { knuckle: [4.2, 46, 0], lengths: [23, 14, 10.5], widths: [10.8, 10.4, 9.8], fan: 0 },
  ring: { knuckle: [-4.4, 44.5, 0], lengths: [21, 13, 10], widths: [10.2, 9.8, 9.2], fan: -5 },
  pinky: { knuckle: [-12.4, 40.5, 0], lengths: [16, 10.5, 8.5], widths: [8.8, 8.4, 8], fan: -11 },
};

const THUMB = {
  base: [12.5, 7, 3] as Vec3,
  lengths: [21, 15, 12.5] as const,
  widths: [14, 11.2, 10.6] as const,
};

/** The palm's outline on its mid-plane; the slab is this, thickened. */
const PALM_OUTLINE: readonly [number, number][] = [
  [-11.5, 2],
  [11, 1.5],
  [17.5, 16],
  [18.4, 36],
  [14.5, 46],
  [4, 48.5],
  [-5, 47],
  [-13.5, 43],
  [-17.2, 34],
  [-16, 12],
];
const PALM_HALF_THICKNESS = 6.5;

export interface Bone {
  from: Vec3;
  to: Vec3;
  width: number;
  /** The side of the bone its nail or knuckle faces, for deciding whether a nail shows. */
  back: Vec3;
}

/** A posed hand in world space: what drawing and contacts need. */
export interface PosedHand {
  side: Side;
  wrist: Vec3;
  axes: { x: Vec3; y: Vec3; z: Vec3 };
  /** Each digit's joints from its base to its tip. */
  joints: Record<Digit, Vec3[]>;
  bones: Record<Digit, Bone[]>;
  palmTop: Vec3[];
  palmBottom: Vec3[];
  size: number;
}

/** Hand-local axes in world space for a hand pointing along `fingers` with its palm towards `palm`. */
export function handAxes(side: Side, fingers: Vec3, palm: Vec3) {
  const y = normalize(fingers);
  const z = orthogonal(palm, y);
  // The thumb side is palm × fingers for a right hand and the other way for a left one.
  const x = side === 'right' ? cross(z, y) : cross(y, z);
  return { x, y, z };
}

/** Lays out a digit from its base along `dir`, bending towards `toward` by the running sum of `bends`. */
function chain(
  base: Vec3,
  dir: Vec3,
  toward: Vec3,
  lengths: readonly number[],
  widths: readonly number[],
  bends: readonly number[],
): { joints: Vec3[]; bones: Bone[] } {
  const axis = normalize(cross(dir, toward));
  const joints: Vec3[] = [base];
  const bones: Bone[] = [];
  let angle = 0;
  let at = base;
  lengths.forEach((len, i) => {
    angle += bends[i] ?? 0;
    const d = rotate(dir, axis, angle);
    const next = add(at, scale(d, len));
    bones.push({ from: at, to: next, width: widths[i] ?? 8, back: scale(rotate(toward, axis, angle), -1) });
    joints.push(next);
    at = next;
  });
  return { joints, bones };
}

/** Poses a hand: every joint of every digit and the palm slab, in world space. */
export function poseHand(side: Side, pose: HandPose, size = 1): PosedHand {
  const axes = handAxes(side, pose.fingers, pose.palm);
  const toWorld = (p: Vec3): Vec3 =>
    add(pose.wrist, scale(add(add(scale(axes.x, p[0]), scale(axes.y, p[1])), scale(axes.z, p[2])), size));
  const dirWorld = (d: Vec3): Vec3 =>
    normalize(add(add(scale(axes.x, d[0]), scale(axes.y, d[1])), scale(axes.z, d[2])));

  const joints = {} as Record<Digit, Vec3[]>;
  const bones = {} as Record<Digit, Bone[]>;
  for (const name of FINGERS) {
    const build = BUILD[name];
    const finger = pose.shape[name];
    const spread = build.fan + finger.spread;
    const a = (spread * Math.PI) / 180;
    const dir = dirWorld([Math.sin(a), Math.cos(a), 0]);
    const made = chain(
      toWorld(build.knuckle),
      dir,
      axes.z,
      build.lengths.map((l) => l * size),
      build.widths.map((w) => w * size),
      finger.flex,
    );
    joints[name] = made.joints;
    bones[name] = made.bones;
  }

  const thumb = thumbChain(pose.shape.thumb, toWorld, dirWorld, size);
  joints.thumb = thumb.joints;
  bones.thumb = thumb.bones;

  const palmTop = PALM_OUTLINE.map(([x, y]) => toWorld([x, y, PALM_HALF_THICKNESS]));
  const palmBottom = PALM_OUTLINE.map(([x, y]) => toWorld([x, y, -PALM_HALF_THICKNESS]));
  return { side, wrist: pose.wrist, axes, joints, bones, palmTop, palmBottom, size };
}

/** The thumb's joints and bones for a thumb pose, given how hand-local points and directions map to the world. */
function thumbChain(
  t: ThumbPose,
  toWorld: (p: Vec3) => Vec3,
  dirWorld: (d: Vec3) => Vec3,
  size: number,
): { joints: Vec3[]; bones: Bone[] } {
  const phi = (t.spread * Math.PI) / 180;
  const psi = (t.lift * Math.PI) / 180;
  const metaDir = dirWorld([Math.sin(phi) * Math.cos(psi), Math.cos(phi) * Math.cos(psi), Math.sin(psi)]);
  // The thumb's pad faces across the palm and a little forward; it bends that way.
  const pad = orthogonal(dirWorld([-0.75, 0.1, 0.65]), metaDir);
  return chain(
    toWorld(THUMB.base),
    metaDir,
    pad,
    THUMB.lengths.map((l) => l * size),
    THUMB.widths.map((w) => w * size),
    [0, t.flex[0], t.flex[1]],
  );
}

/** The pad of the thumb in hand-local units: what the thumb solver moves, without posing the whole hand. */
export function thumbPadLocal(t: ThumbPose): Vec3 {
  const identity = (p: Vec3) => p;
  const { bones } = thumbChain(t, identity, normalize, 1);
  const last = bones[bones.length - 1] as Bone;
  return add(
    add(last.to, scale(normalize(sub(last.from, last.to)), last.width * 0.3)),
    scale(last.back, -last.width * 0.45),
  );
}

export type Landmark =
  | `${Digit}Tip`
  | `${Digit}Pad`
  | `${Digit}Middle`
  | `${Digit}Knuckle`
  | 'palm'
  | 'back'
  | 'edge'
  | 'heel';

/** A named point of a posed hand: a fingertip, a joint, the middle of the palm, its edge. */
export function landmark(hand: PosedHand, name: Landmark): Vec3 {
  const centre = average(hand.palmTop.concat(hand.palmBottom));
  const surface = PALM_HALF_THICKNESS * hand.size;
  if (name === 'palm') return add(centre, scale(hand.axes.z, surface));
  if (name === 'back') return add(centre, scale(hand.axes.z, -surface));
  if (name === 'edge') {
    // The little-finger edge of the palm, halfway up.
    return add(centre, scale(hand.axes.x, -17 * hand.size));
  }
  if (name === 'heel') return add(hand.wrist, scale(hand.axes.y, 8 * hand.size));
  const match = /^(thumb|index|middle|ring|pinky)(Tip|Pad|Middle|Knuckle)$/.exec(name);
  if (!match) throw new Error(`Unknown landmark ${name}`);
  const digit = match[1] as Digit;
  const joints = hand.joints[digit];
  const bones = hand.bones[digit];
  const last = bones[bones.length - 1] as Bone;
  switch (match[2]) {
    case 'Tip':
      return joints[joints.length - 1] as Vec3;
    case 'Pad':
      // The soft front of the fingertip, where fingertips touch.
      return add(
        add(last.to, scale(normalize(sub(last.from, last.to)), last.width * 0.3)),
        scale(last.back, -last.width * 0.45),
      );
    case 'Middle':
      return joints[digit === 'thumb' ? 2 : 1] as Vec3;
    default:
      return joints[digit === 'thumb' ? 1 : 0] as Vec3;
  }
}

function average(points: Vec3[]): Vec3 {
  let sum: Vec3 = vec(0, 0, 0);
  for (const p of points) sum = add(sum, p);
  return scale(sum, 1 / points.length);
}

/** Something to paint, at a depth: higher depth is nearer the viewer and painted later. */
export interface Part {
  depth: number;
  svg: string;
}

export interface SkinPaint {
  skin: string;
  outline: string;
  shade: string;
  nail: string;
}

export function skinPaint(skin: string): SkinPaint {
  return {
    skin,
    outline: darken(mix(skin, '#6b3a2a', 0.35), 0.38),
    shade: darken(mix(skin, '#b5533c', 0.15), 0.1),
    nail: lighten(mix(skin, '#ffd6d6', 0.5), 0.35),
  };
}

const OUTLINE = 2.4;

/** A capsule between two points: an outline stroke under a skin stroke. */
function capsule(from: Vec3, to: Vec3, width: number, paint: SkinPaint, fill = paint.skin): string {
  const d = `M${n(from[0])} ${n(from[1])}L${n(to[0])} ${n(to[1])}`;
  return (
    `<path d="${d}" stroke="${paint.outline}" stroke-width="${n(width + OUTLINE)}" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="${fill}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>`
  );
}

/** The convex hull of projected points (Andrew's monotone chain), for the palm slab from any angle. */
function hull(points: [number, number][]): [number, number][] {
  type P = [number, number];
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (ordered: P[]): P[] => {
    const out: P[] = [];
    for (const p of ordered) {
      while (out.length >= 2 && turn(out[out.length - 2] as P, out[out.length - 1] as P, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return half(sorted).concat(half([...sorted].reverse()));
}

/** A closed outline with its corners rounded off by quadratic curves through the edge midpoints. */
function roundedPath(points: [number, number][]): string {
  const count = points.length;
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = '';
  for (let i = 0; i < count; i++) {
    const p = points[i] as [number, number];
    const prev = points[(i - 1 + count) % count] as [number, number];
    const next = points[(i + 1) % count] as [number, number];
    const a = mid(prev, p);
    const b = mid(p, next);
    d += `${i === 0 ? `M${n(a[0] ?? 0)} ${n(a[1] ?? 0)}` : ''}Q${n(p[0])} ${n(p[1])} ${n(b[0] ?? 0)} ${n(b[1] ?? 0)}`;
  }
  return `${d}Z`;
}

/**
 * The parts of a posed hand, each at its depth, to be painted with other parts back to front.
 * `bias` nudges the whole hand nearer, so a hand touching another is painted over it.
 */
export function handParts(hand: PosedHand, paint: SkinPaint, bias = 0): Part[] {
  const parts: Part[] = [];
  const projected = hand.palmTop.concat(hand.palmBottom).map((p): [number, number] => [p[0], p[1]]);
  const outline = roundedPath(hull(projected));
  const palmDepth = average(hand.palmTop.concat(hand.palmBottom))[2];
  const facing = hand.axes.z[2];
  let palmSvg = `<path d="${outline}" fill="${paint.skin}" stroke="${paint.outline}" stroke-width="${OUTLINE}" stroke-linejoin="round"/>`;
  if (facing > 0.45) {
    // Palm towards the viewer: the soft crease across it says which side we see.
    const k = hand.size;
    const local = (x: number, y: number): Vec3 =>
      add(
        add(hand.wrist, scale(hand.axes.x, x * k)),
        add(scale(hand.axes.y, y * k), scale(hand.axes.z, PALM_HALF_THICKNESS * k)),
      );
    const a = local(14, 30);
    const c = local(0, 24);
    const b = local(-13, 33);
    palmSvg += `<path d="M${n(a[0])} ${n(a[1])}Q${n(c[0])} ${n(c[1])} ${n(b[0])} ${n(b[1])}" fill="none" stroke="${paint.shade}" stroke-width="${n(1.6 * k)}" stroke-linecap="round" opacity="${n(Math.min(1, (facing - 0.45) * 2.5))}"/>`;
  }
  parts.push({ depth: palmDepth + bias, svg: palmSvg });

  for (const digit of DIGITS) {
    for (const [i, bone] of hand.bones[digit].entries()) {
      let svg = capsule(bone.from, bone.to, bone.width, paint);
      const isTip = i === hand.bones[digit].length - 1;
      if (isTip && bone.back[2] > 0.3) svg += nail(bone, paint, bone.back[2]);
      // A bone is painted at its nearest end's depth when it points at the viewer, so a
      // curled fingertip in front of the palm is not hidden behind it.
      const depth = (bone.from[2] + bone.to[2]) / 2 + (digit === 'thumb' ? 0.5 : 0);
      parts.push({ depth: depth + bias, svg });
    }
  }
  return parts;
}

/** A fingernail near the tip, on the back of the last bone, fading in as it turns to the viewer. */
function nail(bone: Bone, paint: SkinPaint, facing: number): string {
  const along = sub(bone.to, bone.from);
  const len = Math.hypot(along[0], along[1]);
  if (len < bone.width * 0.35) {
    // Seen end on: the nail is a small round patch.
    return `<circle cx="${n(bone.to[0])}" cy="${n(bone.to[1])}" r="${n(bone.width * 0.26)}" fill="${paint.nail}" opacity="${n(Math.min(1, facing))}"/>`;
  }
  const ux = along[0] / len;
  const uy = along[1] / len;
  const cx = bone.to[0] - ux * bone.width * 0.32;
  const cy = bone.to[1] - uy * bone.width * 0.32;
  const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  const rx = Math.min(len * 0.45, bone.width * 0.36);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(bone.width * 0.3)}" transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})" fill="${paint.nail}" opacity="${n(Math.min(1, (facing - 0.3) * 2.5))}"/>`;
}

/** Paints parts back to front. */
export const paint = (parts: Part[]): string =>
  [...parts]
    .sort((a, b) => a.depth - b.depth)
    .map((p) => p.svg)
    .join('');
