import { darken, lighten, luminance, mix } from '../../lib/color.ts';
import { drawFace, type Expression } from '../drawing/face.ts';
import { drawHair } from '../drawing/hair.ts';
import {
  at,
  type Ctx,
  circle,
  ellipse,
  g,
  heart,
  line,
  n,
  type Point,
  path,
  rect,
  shadow,
  softStar,
} from '../drawing/svg.ts';
import type { BottomKind, Character } from './character.ts';
import { musicNotes, openBook, ropeLadder, speedLines } from './pose-extras.ts';
import type { PoseSpec } from './poses.ts';

/** Body proportions; a child has a big head and short limbs. */
interface Build {
  thigh: number;
  shin: number;
  upper: number;
  fore: number;
  torso: number;
  shoulder: number;
  hip: number;
  armW: number;
  legW: number;
  head: number;
}

const BUILDS: Record<'child' | 'adult', Build> = {
  child: {
    thigh: 13,
    shin: 12,
    upper: 11,
    fore: 10,
    torso: 20,
    shoulder: 10.5,
    hip: 11.5,
    armW: 7,
    legW: 8.4,
    head: 1,
  },
  adult: {
    thigh: 23,
    shin: 22,
    upper: 17,
    fore: 15.5,
    torso: 31,
    shoulder: 13.5,
    hip: 13,
    armW: 7.6,
    legW: 9.2,
    head: 0.8,
  },
};

/** Where something held goes: the reaching hand, the chest inside a hug, or raised up to show. */
export type HeldAt = 'hand' | 'chest' | 'raised';

export interface FigureOptions {
  pose: PoseSpec;
  expression: Expression;
  build?: 'child' | 'adult';
  /** Something held, centred on 0,0. */
  held?: { svg: string; at: HeldAt };
  /** A cape behind the shoulders, in this colour. */
  cape?: string;
  /** Blanket colour when lying down to sleep. */
  blanket?: string;
  /** Drawn over the hair in head-local coordinates (hats, helmets). */
  headwear?: string;
  /** Drawn over the top in body coordinates (a stethoscope, a bow tie). */
  chestwear?: string;
  /** Leave out the ground shadow (the figure is drawn in a bed or in the air). */
  noShadow?: boolean;
}

/** A drawn figure; points are in the figure's own space, feet at 0,0 and about 100 units tall. */
export interface Figure {
  svg: string;
  hand: Point;
  head: Point;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const dir = (deg: number, len: number): Point => [Math.sin(rad(deg)) * len, Math.cos(rad(deg)) * len];
const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];

/** A point `f` (0–1) of the way along a polyline. */
function along(points: Point[], f: number): Point[] {
  const lengths = points
    .slice(1)
    .map((p, i) => Math.hypot(p[0] - (points[i] as Point)[0], p[1] - (points[i] as Point)[1]));
  let remaining = lengths.reduce((a, b) => a + b, 0) * f;
  const out: Point[] = [points[0] as Point];
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i] as number;
    const a = points[i] as Point;
    const b = points[i + 1] as Point;
    if (remaining >= len) {
      out.push(b);
      remaining -= len;
    } else {
      const t = remaining / len;
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      break;
    }
  }
  return out;
}

const polyD = (points: Point[]) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');

/** A limb with a soft darker edge, so it reads against clothes of the same colour. */
const limb = (points: Point[], color: string, width: number, cap: 'round' | 'butt' = 'round') =>
  line(
    polyD(points),
    darken(color, 0.22),
    width + 1.3,
    `opacity="0.35"${cap === 'butt' ? ' stroke-linecap="butt"' : ''}`,
  ) + line(polyD(points), color, width, cap === 'butt' ? 'stroke-linecap="butt"' : '');

function shoe(ankle: Point, angle: number, side: number, c: Character): string {
  const col = c.shoes.color;
  const sole = luminance(col) > 0.8 ? '#d9d4cc' : '#f7f4ef';
  let body: string;
  if (c.shoes.kind === 'boots') {
    body =
      path(
        `M-4.6 -6.5L4.6 -6.5L4.8 0.5Q${n(side * 7.5)} 1 ${n(side * 7.8)} 3.2Q${n(side * 7)} 5.4 0 5.2Q-5.4 5 -5 1Z`,
        col,
      ) + rect(-4.8, -6.8, 9.6, 2.2, lighten(col, 0.25), 1.1);
  } else if (c.shoes.kind === 'mary-janes') {
    body =
      path(
        `M-5 1Q-5.4 -2.6 0 -2.6Q${n(side * 6.8)} -2.4 ${n(side * 7.4)} 2Q${n(side * 7)} 5 0 5Q-5.6 5 -5 1Z`,
        col,
      ) +
      line('M-3.8 -1.4L3.8 -1.4', darken(col, 0.25), 1.2) +
      circle(side * 3.2, -1.2, 0.8, '#ffffff', 'opacity="0.8"');
  } else {
    body =
      path(
        `M-5.2 1.2Q-5.6 -3 0 -3Q${n(side * 7)} -2.8 ${n(side * 7.6)} 1.8Q${n(side * 7.4)} 5.2 0 5.2Q-5.8 5.2 -5.2 1.2Z`,
        col,
      ) +
      path(`M-5.4 2.6Q0 3.6 ${n(side * 7.6)} 2.6Q${n(side * 7.2)} 5.4 0 5.4Q-5.8 5.4 -5.4 2.6Z`, sole) +
      line(`M${n(-2 + side)} -1.6L${n(2 + side)} -0.6`, sole, 1, 'opacity="0.9"');
  }
  return g(body, at(ankle[0], ankle[1], 1, -angle * 0.35));
}

function motif(c: Character, cx: number, cy: number, clip: string): string {
  const col = c.top.motifColor;
  switch (c.top.motif) {
    case 'star':
      return path(softStar(cx, cy, 5.2, 2.4), col === '#ffffff' ? '#ffe27a' : col);
    case 'heart':
      return path(heart(cx, cy, 3.6), col === '#ffffff' ? '#ff7a93' : col);
    case 'moon':
      return path(
        `M${n(cx + 1)} ${n(cy - 5)}A5 5 0 1 0 ${n(cx + 4)} ${n(cy + 3)}A4 4 0 1 1 ${n(cx + 1)} ${n(cy - 5)}Z`,
        col === '#ffffff' ? '#fff0a8' : col,
      );
    case 'flower': {
      let petals = '';
      for (let i = 0; i < 5; i++) {
        const [dx, dy] = dir(i * 72, 2.6);
        petals += circle(cx + dx, cy + dy, 2, col);
      }
      return petals + circle(cx, cy, 1.6, '#ffcf40');
    }
    case 'rainbow':
      return ['#ff6b6b', '#ffc94a', '#6fcf6f', '#5aa9f0']
        .map((color, i) =>
          line(
            `M${n(cx - 6 + i * 1.4)} ${n(cy + 2.5)}A${n(6 - i * 1.4)} ${n(6 - i * 1.4)} 0 0 1 ${n(cx + 6 - i * 1.4)} ${n(cy + 2.5)}`,
            color,
            1.4,
            'stroke-linecap="butt"',
          ),
        )
        .join('');
    case 'stripes':
      return g(
        [0, 1, 2, 3, 4, 5].map((i) => rect(-20, cy - 12 + i * 5, 40, 2.2, col, 0, 'opacity="0.85"')).join(''),
        undefined,
        `clip-path="url(#${clip})"`,
      );
    case 'dots':
      return g(
        [-8, -3, 2, 7]
          .flatMap((x, i) =>
            [-10, -4.5, 1, 6.5].map((y, j) =>
              circle(x + (j % 2) * 2.5, cy + y + (i % 2) * 0.5, 1.1, col, 'opacity="0.85"'),
            ),
          )
          .join(''),
        undefined,
        `clip-path="url(#${clip})"`,
      );
    default:
      return '';
  }
}

/**
 * Draws a person (the story's child, or a grown-up built from the same parts) in a pose.
 * The figure stands with its feet at 0,0 and is about 100 units tall as a child.
 */
export function drawFigure(c: Character, o: FigureOptions, ctx: Ctx): Figure {
  const b = BUILDS[o.build ?? 'child'];
  const p = o.pose;
  if (Math.abs(p.rotate) >= 80) return drawSleeper(c, o, ctx);
  const { hipY, shoulderY, headC } = skeletonOf(b);
  const legs = drawLegs(c, p, b, hipY);
  const waist = drawWaist(c, b, hipY, ctx);
  const torso = drawTorso(c, b, shoulderY, hipY, ctx);
  const { neck, collar } = drawNeckAndCollar(c, shoulderY);
  const arms = drawArms(c, p, b, shoulderY);
  const held = drawHeld(o.held, arms, shoulderY);
  const side = p.actingHand === 'R' ? 1 : -1;
  const marks =
    p.marks === 'arcs'
      ? drawWaveMarks(arms)
      : p.marks === 'notes'
        ? musicNotes(arms.hand, side)
        : p.marks === 'speed'
          ? speedLines(side, hipY)
          : '';
  const ladder = p.gear === 'ladder' ? ropeLadder(p.lift) : '';
  const book = p.gear === 'book' ? openBook(arms.hands, side) : '';
  const cape = o.cape ? drawCape(o.cape, p, b, shoulderY, hipY, ctx) : '';
  const headParts = drawHead(c, o, ctx);
  const headT = at(headC[0], headC[1], b.head, p.headTilt);
  const headBack = headParts.back ? g(headParts.back, headT) : '';
  const headFront = g(headParts.front, headT);

  const bodyParts = [
    ladder,
    cape,
    headBack,
    legs,
    waist,
    neck,
    torso,
    collar,
    o.chestwear ?? '',
    held.chest,
    book,
    arms.lowered,
    headFront,
    arms.raised,
    held.hand,
    marks,
  ].join('');

  const { transform, toWorld } = placeBody(p, b, hipY);
  const svg = groundShadow(o, p) + g(bodyParts, transform || undefined);
  return { svg, hand: toWorld(arms.hand), head: toWorld(headC) };
}

/** Where the hips, shoulders and head centre of a standing figure are, feet at 0,0. */
function skeletonOf(b: Build): { hipY: number; shoulderY: number; headC: Point } {
  const ankleY = -5;
  const hipY = ankleY - b.thigh - b.shin;
  const shoulderY = hipY - b.torso;
  const headR = 21 * b.head;
  return { hipY, shoulderY, headC: [0, shoulderY - 2.5 - headR * 0.95] };
}

/** How far down the leg the bottoms reach: trousers and leggings nearly to the shoe, shorts above the knee. */
function trouserLength(kind: BottomKind): number {
  return kind === 'trousers' || kind === 'dungarees'
    ? 0.93
    : kind === 'leggings'
      ? 0.9
      : kind === 'shorts'
        ? 0.34
        : 0;
}

/** Both legs, with their trouser legs and shoes. */
function drawLegs(c: Character, p: PoseSpec, b: Build, hipY: number): string {
  const legPoints = (side: number, [thighA, shinA]: [number, number]): Point[] => {
    const hip: Point = [side * 5.2, hipY];
    const knee = add(hip, dir(thighA, b.thigh));
    const ankle = add(knee, dir(shinA, b.shin));
    return [hip, knee, ankle];
  };
  const legs = [legPoints(-1, p.legL), legPoints(1, p.legR)];
  const bottomKind = c.bottom.kind;
  const trouserLen = trouserLength(bottomKind);
  let legSvg = '';
  legs.forEach((pts, i) => {
    const side = i === 0 ? -1 : 1;
    const shinAngle = (i === 0 ? p.legL : p.legR)[1];
    legSvg += limb(pts, c.skin.color, b.legW);
    if (trouserLen > 0) {
      const w = bottomKind === 'leggings' ? b.legW + 0.4 : b.legW + 2.2;
      legSvg += limb(along(pts, trouserLen), c.bottom.color, w, 'butt');
    }
    legSvg += shoe(pts[2] as Point, shinAngle, side, c);
  });
  return legSvg;
}

/** Waist of the trousers, shorts or skirt. */
function drawWaist(c: Character, b: Build, hipY: number, ctx: Ctx): string {
  const bottomCol = c.bottom.color;
  if (c.bottom.kind === 'skirt') {
    return path(
      `M${-b.hip + 0.5} ${hipY - 3}L${b.hip - 0.5} ${hipY - 3}L${b.hip + 5} ${hipY + 10}Q0 ${hipY + 13} ${-b.hip - 5} ${hipY + 10}Z`,
      ctx.linear([bottomCol, darken(bottomCol, 0.12)]),
    );
  }
  if (c.bottom.kind !== 'none') {
    return path(
      `M${-b.hip - 0.4} ${hipY - 3}L${b.hip + 0.4} ${hipY - 3}L${b.hip + 0.8} ${hipY + 4}Q0 ${hipY + 6} ${-b.hip - 0.8} ${hipY + 4}Z`,
      bottomCol,
    );
  }
  return '';
}

/** The top (t-shirt, hoodie, jumper or dress) with its motif, and the bib of dungarees over it. */
function drawTorso(c: Character, b: Build, sy: number, hy: number, ctx: Ctx): string {
  const sw = b.shoulder;
  const hw = b.hip;
  const top = c.top.color;
  const bottomCol = c.bottom.color;
  const torsoD =
    c.top.kind === 'dress'
      ? `M${-sw + 3} ${sy - 1.5}Q${-sw - 0.5} ${sy} ${-sw - 0.8} ${sy + 5}L${-hw + 0.5} ${hy - 4}L${-hw - 6} ${hy + 11}Q0 ${hy + 15} ${hw + 6} ${hy + 11}L${hw - 0.5} ${hy - 4}L${sw + 0.8} ${sy + 5}Q${sw + 0.5} ${sy} ${sw - 3} ${sy - 1.5}Z`
      : `M${-sw + 3} ${sy - 1.5}Q${-sw - 0.5} ${sy} ${-sw - 0.8} ${sy + 5}L${-hw} ${hy}Q${-hw} ${hy + 2.5} ${-hw + 3} ${hy + 2.5}L${hw - 3} ${hy + 2.5}Q${hw} ${hy + 2.5} ${hw} ${hy}L${sw + 0.8} ${sy + 5}Q${sw + 0.5} ${sy} ${sw - 3} ${sy - 1.5}Z`;
  const clip = ctx.uid('k');
  ctx.define(`<clipPath id="${clip}"><path d="${torsoD}"/></clipPath>`);
  let torso = path(torsoD, ctx.linear([lighten(top, 0.06), top, darken(top, 0.14)], 0, 0, 0, 1));
  if (c.top.kind === 'dress') {
    torso += path(
      `M${-hw - 6} ${hy + 11}Q0 ${hy + 15} ${hw + 6} ${hy + 11}L${hw + 5.6} ${hy + 9}Q0 ${hy + 13} ${-hw - 5.6} ${hy + 9}Z`,
      lighten(top, 0.35),
      'opacity="0.7"',
    );
    torso += path(
      `M${-hw + 0.5} ${hy - 4}L${hw - 0.5} ${hy - 4}L${hw - 0.3} ${hy - 2}L${-hw + 0.3} ${hy - 2}Z`,
      darken(top, 0.18),
    );
  }
  if (c.top.kind === 'jumper') torso += rect(-hw, hy - 0.5, hw * 2, 3, darken(top, 0.12), 1.5);
  if (c.top.kind === 'hoodie') {
    torso += path(`M-6 ${hy - 8}L6 ${hy - 8}L8 ${hy - 1}L-8 ${hy - 1}Z`, darken(top, 0.1));
    torso += line(`M-2 ${sy + 1}L-2.4 ${sy + 8}M2 ${sy + 1}L2.4 ${sy + 8}`, lighten(top, 0.45), 1);
  }
  torso += motif(c, 0, (sy + hy) / 2 + (c.top.kind === 'hoodie' ? 3 : 1), clip);
  if (c.bottom.kind === 'dungarees') {
    torso +=
      path(`M-7 ${hy - 9}L7 ${hy - 9}L${hw} ${hy + 2}L${-hw} ${hy + 2}Z`, bottomCol) +
      line(`M-6 ${hy - 8.5}L-8 ${sy + 0.5}M6 ${hy - 8.5}L8 ${sy + 0.5}`, bottomCol, 2.4) +
      circle(-5.6, hy - 7.4, 1, '#ffe08a') +
      circle(5.6, hy - 7.4, 1, '#ffe08a') +
      rect(-3.4, hy - 6, 6.8, 4.2, darken(bottomCol, 0.12), 1);
  }
  return torso;
}

/** The neck (behind the top) and the collar (over it). */
function drawNeckAndCollar(c: Character, sy: number): { neck: string; collar: string } {
  const collarColor = darken(c.top.color, 0.2);
  return {
    neck: rect(-3.6, sy - 6, 7.2, 8, darken(c.skin.color, 0.08), 2.5),
    collar:
      c.top.kind === 'hoodie'
        ? ellipse(0, sy - 1, 9, 3.4, collarColor)
        : ellipse(0, sy - 1.2, 4.6, 1.9, collarColor),
  };
}

/** Both arms, split by whether they go behind or in front of the head, and the acting hand. */
interface Arms {
  lowered: string;
  /** Arms raised beside the head are drawn in front of it, so the hand shows. */
  raised: string;
  /** The acting hand (the one that reaches, points or waves) and its arm's angles. */
  hand: Point;
  angles: [number, number];
  /** Both hands, left then right. */
  hands: [Point, Point];
}

const SLEEVE_LENGTH = 0.9;

const handAt = (pts: Point[], [, foreA]: [number, number]) => add(pts[2] as Point, dir(foreA, 1.6));

function drawArms(c: Character, p: PoseSpec, b: Build, sy: number): Arms {
  const armPoints = (side: number, [upperA, foreA]: [number, number]): Point[] => {
    const shoulder: Point = [side * (b.shoulder - 1.8), sy + 2.6];
    const elbow = add(shoulder, dir(upperA, b.upper));
    const wrist = add(elbow, dir(foreA, b.fore));
    return [shoulder, elbow, wrist];
  };
  const arms = [armPoints(-1, p.armL), armPoints(1, p.armR)];
  const acting = p.actingHand === 'R' ? 1 : 0;
  let lowered = '';
  let raised = '';
  arms.forEach((pts, i) => {
    const angles = i === 0 ? p.armL : p.armR;
    const armSvg = drawArm(c, b, pts, angles, !!p.pointFinger && i === acting);
    if (Math.abs(angles[0]) > 90) raised += armSvg;
    else lowered += armSvg;
  });
  const angles = acting ? p.armR : p.armL;
  const hands: [Point, Point] = [handAt(arms[0] as Point[], p.armL), handAt(arms[1] as Point[], p.armR)];
  return { lowered, raised, hand: hands[acting] as Point, angles, hands };
}

/** One arm: skin, sleeve and sleeve cap, and the hand, with a pointing finger when it points. */
function drawArm(c: Character, b: Build, pts: Point[], angles: [number, number], pointing: boolean): string {
  const skin = c.skin.color;
  const top = c.top.color;
  let armSvg = '';
  armSvg += limb(pts, skin, b.armW);
  if (c.top.longSleeves) {
    armSvg += limb(along(pts, SLEEVE_LENGTH), top, b.armW + 1.6);
    if (c.top.kind !== 't-shirt') {
      const cuff = along(pts, SLEEVE_LENGTH);
      const end = cuff[cuff.length - 1] as Point;
      armSvg += circle(end[0], end[1], (b.armW + 1.6) / 2, darken(top, 0.12));
    }
  }
  // A sleeve cap over the shoulder, turned along the upper arm.
  const shoulder = pts[0] as Point;
  const mid = add(shoulder, dir(angles[0], c.top.longSleeves ? 3 : 3.6));
  armSvg += ellipse(
    mid[0],
    mid[1],
    (b.armW + 3.4) / 2,
    c.top.longSleeves ? 5 : 6,
    top,
    `transform="rotate(${n(-angles[0])} ${n(mid[0])} ${n(mid[1])})"`,
  );
  if (!c.top.longSleeves) {
    const hem = add(shoulder, dir(angles[0], 8.6));
    armSvg += ellipse(
      hem[0],
      hem[1],
      (b.armW + 3.2) / 2,
      1,
      darken(top, 0.14),
      `transform="rotate(${n(-angles[0])} ${n(hem[0])} ${n(hem[1])})" opacity="0.7"`,
    );
  }
  const hand = handAt(pts, angles);
  armSvg +=
    circle(hand[0], hand[1], 4.3, darken(skin, 0.2), 'opacity="0.35"') + circle(hand[0], hand[1], 3.9, skin);
  if (pointing) {
    const tip = add(hand, dir(angles[1], 6.5));
    armSvg += line(`M${n(hand[0])} ${n(hand[1])}L${n(tip[0])} ${n(tip[1])}`, skin, 2.8);
  }
  return armSvg;
}

/** Something held out in the acting hand, or against the chest inside a hug. */
function drawHeld(held: FigureOptions['held'], arms: Arms, sy: number): { hand: string; chest: string } {
  if (held?.at === 'hand') {
    const reach = dir(arms.angles[1], 13);
    return { hand: g(held.svg, at(arms.hand[0] + reach[0], arms.hand[1] + reach[1])), chest: '' };
  }
  if (held?.at === 'chest') return { hand: '', chest: g(held.svg, at(0, sy + 12)) };
  if (held?.at === 'raised') {
    // Just above the acting hand, clear of the face.
    const top = Math.min(arms.hands[0][1], arms.hands[1][1]);
    const side = Math.sign(arms.hand[0]);
    return { hand: g(held.svg, at(arms.hand[0] + side * 7, top - 13)), chest: '' };
  }
  return { hand: '', chest: '' };
}

/** Two little arcs beside the acting hand: a wave, or a sound caught by a cupped hand. */
function drawWaveMarks({ hand, angles }: Arms): string {
  const s = Math.sign(angles[0]) || 1;
  return line(
    `M${n(hand[0] + s * 6)} ${n(hand[1] - 7)}Q${n(hand[0] + s * 9)} ${n(hand[1] - 2)} ${n(hand[0] + s * 6.5)} ${n(hand[1] + 3)}M${n(hand[0] + s * 10)} ${n(hand[1] - 9)}Q${n(hand[0] + s * 14)} ${n(hand[1] - 2)} ${n(hand[0] + s * 10.5)} ${n(hand[1] + 5)}`,
    '#ffffff',
    1.4,
    'opacity="0.85"',
  );
}

/** A cape from the shoulders, flowing further when the body leans. */
function drawCape(color: string, p: PoseSpec, b: Build, sy: number, hy: number, ctx: Ctx): string {
  const sw = b.shoulder;
  const flow = p.rotate !== 0 ? 1.35 : 1;
  return path(
    `M${-sw} ${sy}Q0 ${sy - 3} ${sw} ${sy}L${sw + 7} ${n(hy + 24 * flow)}Q${sw / 2} ${n(hy + 20 * flow)} 0 ${n(hy + 25 * flow)}Q${-sw / 2} ${n(hy + 20 * flow)} ${-sw - 7} ${n(hy + 24 * flow)}Z`,
    ctx.linear([color, darken(color, 0.2)]),
  );
}

/** Places the body (lean, lift and sit): its transform, and where a point of the body ends up. */
function placeBody(p: PoseSpec, b: Build, hipY: number): { transform: string; toWorld: (q: Point) => Point } {
  const lift = p.lift;
  const sitDrop = p.sit ? b.thigh + b.shin - 10 : 0;
  if (p.rotate !== 0) {
    const pivot: Point = [0, hipY];
    const a = rad(p.rotate);
    const offset: Point = [0, 0];
    return {
      transform: `translate(${n(offset[0])} ${n(offset[1] - lift)}) rotate(${n(p.rotate)} ${n(pivot[0])} ${n(pivot[1])})`,
      toWorld: ([x, y]) => {
        const dx = x - pivot[0];
        const dy = y - pivot[1];
        return [
          pivot[0] + dx * Math.cos(a) - dy * Math.sin(a) + offset[0],
          pivot[1] + dx * Math.sin(a) + dy * Math.cos(a) + offset[1] - lift,
        ];
      },
    };
  }
  return {
    transform: lift || sitDrop ? `translate(0 ${n(sitDrop - lift)})` : '',
    toWorld: (q) => [q[0], q[1] - lift + sitDrop],
  };
}

/** The shadow under the feet, smaller as the figure lifts; none when lying, leaning far or told not to. */
function groundShadow(o: FigureOptions, p: PoseSpec): string {
  if (o.noShadow || Math.abs(p.rotate) > 30) return '';
  const shadowW = p.sit ? 26 : 17;
  return shadow(0, 0, shadowW * (1 - p.lift / 40), 4.2 * (1 - p.lift / 40));
}

/** The head in head-local coordinates: hair behind, then face, hair and headwear in front. */
function drawHead(c: Character, o: FigureOptions, ctx: Ctx): { back: string; front: string } {
  const face = {
    skin: c.skin.color,
    shade: c.skin.shade,
    cheek: c.skin.cheek,
    eyeColor: c.eyes.color,
    eyeShape: c.eyes.shape,
    brow: mix(c.hair.color, c.skin.shade, luminance(c.hair.color) > 0.5 ? 0.3 : 0.1),
    freckles: c.freckles,
    glasses: c.glasses,
  };
  const hair = drawHair(
    { style: c.hair.style, color: c.hair.color, shade: c.hair.shade, accent: c.hair.accent },
    ctx,
  );
  return {
    back: hair.back,
    front: drawFace(face, o.expression, o.pose.lookX, ctx, o.pose.lookY) + hair.front + (o.headwear ?? ''),
  };
}

/**
 * A child asleep on a little bedroll under a quilt, head on a pillow. The body is mirrored to
 * face the other way; the head never is, so hair and parting stay the same in every scene.
 */
function drawSleeper(c: Character, o: FigureOptions, ctx: Ctx): Figure {
  const side = o.pose.rotate < 0 ? 1 : -1;
  const quilt = o.blanket ?? '#8fa8e8';
  const light = lighten(quilt, 0.5);
  const mat = o.noShadow
    ? ''
    : shadow(0, 0, 58, 5) +
      rect(-57, -12, 112, 12, ctx.linear(['#f7efe4', '#e3d4c2']), 6) +
      rect(-57, -5, 112, 2.2, '#d9c6b0', 1, 'opacity="0.7"');
  const pillow = path(
    'M-58 -14C-60 -25 -22 -27 -22 -15C-22 -8 -58 -6 -58 -14Z',
    ctx.linear(['#ffffff', '#e6e1f5']),
  );
  const quiltBody =
    path(
      'M-26 -6C-26 -26 -14 -33 0 -31C12 -29 22 -28 36 -25C48 -23 54 -17 54 -6L54 -2Q10 1 -26 -2Z',
      ctx.linear([lighten(quilt, 0.12), darken(quilt, 0.1)]),
    ) +
    [-6, 10, 26, 42].map((x, i) => path(heart(x, -16 + (i % 2) * 6, 2.4), light, 'opacity="0.85"')).join('') +
    line('M-4 -31Q-2 -16 -3 -2M22 -28Q23 -15 22 -2', darken(quilt, 0.12), 1, 'opacity="0.5"') +
    path('M-26 -4C-27 -22 -20 -31 -9 -33L-6 -28C-14 -26 -18 -18 -18 -4Z', light);
  const arm =
    limb(
      [
        [-15, -26],
        [-4, -23],
        [4, -22.5],
      ],
      c.skin.color,
      7,
    ) +
    limb(
      along(
        [
          [-15, -26],
          [-4, -23],
          [4, -22.5],
        ],
        c.top.longSleeves ? 0.82 : 0.45,
      ),
      c.top.color,
      8.6,
      'butt',
    ) +
    circle(6, -22.4, 3.9, c.skin.color);
  const body = g(mat + pillow + quiltBody + arm, side < 0 ? 'scale(-1 1)' : undefined);
  const headParts = drawHead(c, o, ctx);
  const head: Point = [side * -38, -31];
  const headT = at(head[0], head[1], 1, side * -16);
  const svg = g(headParts.back, headT) + body + g(headParts.front, headT);
  return { svg, hand: [side * 6, -22], head };
}
