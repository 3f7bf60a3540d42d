import { darken } from '../../lib/color.ts';
import { n } from '../drawing/svg.ts';
import type { Part, SkinPaint } from './hand.ts';
import {
  add,
  cross,
  distance,
  lerpVec,
  normalize,
  orthogonal,
  scale,
  sub,
  type Vec3,
  vec,
} from './vector.ts';

/** The signer's shoulders, in the picture's world space (the right shoulder on the viewer's left). */
export const SHOULDERS = { right: vec(168, 228, 8), left: vec(344, 228, 8) } as const;
const UPPER = 104;
const FORE = 112;

/**
 * Where the elbow goes for a hand at `wrist`: a two-bone reach from the shoulder, the elbow
 * hanging down and a little out and back, as a signer's does.
 */
export function elbowFor(side: 'right' | 'left', wrist: Vec3): Vec3 {
  const shoulder = SHOULDERS[side];
  const toWrist = sub(wrist, shoulder);
  const reach = Math.min(Math.max(distance(wrist, shoulder), Math.abs(UPPER - FORE) + 1), UPPER + FORE - 1);
  const u = normalize(toWrist);
  const pole = orthogonal(vec(side === 'right' ? -0.55 : 0.55, 1, -0.35), u);
  const a = (UPPER * UPPER - FORE * FORE + reach * reach) / (2 * reach);
  const h = Math.sqrt(Math.max(0, UPPER * UPPER - a * a));
  return add(add(shoulder, scale(u, a)), scale(pole, h));
}

export interface SleevePaint {
  color: string;
  outline: string;
}

const tube = (from: Vec3, to: Vec3, width: number, color: string, outline: string, cap = 'round') => {
  const d = `M${n(from[0])} ${n(from[1])}L${n(to[0])} ${n(to[1])}`;
  return (
    `<path d="${d}" stroke="${outline}" stroke-width="${n(width + 3)}" stroke-linecap="${cap}" fill="none"/>` +
    `<path d="${d}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="${cap}" fill="none"/>`
  );
};

/**
 * One arm in sleeves, from the shoulder to the wrist, cut into pieces so each is painted at its
 * own depth: a forearm reaching forward passes in front of the other hand where it should.
 */
export function armParts(
  side: 'right' | 'left',
  wrist: Vec3,
  fingers: Vec3,
  sleeve: SleevePaint,
  skin: SkinPaint,
  /** Draw only this much of the forearm, for pictures of hands alone. */
  forearmOnly?: number,
): Part[] {
  const shoulder = SHOULDERS[side];
  // The forearm meets the hand at the wrist, a little back along the hand's own line.
  const cuffEnd = sub(wrist, scale(normalize(fingers), 6));
  const parts: Part[] = [];
  let elbow = elbowFor(side, wrist);
  if (forearmOnly) {
    // A stub of sleeve in the picture's plane, so it reads as an arm and not a blob.
    const away = sub(elbow, cuffEnd);
    elbow = add(cuffEnd, scale(normalize(vec(away[0], away[1], 0)), forearmOnly));
  } else {
    const upperMid = lerpVec(shoulder, elbow, 0.5);
    parts.push({
      depth: Math.min(shoulder[2], elbow[2]) - 4,
      svg: tube(shoulder, elbow, 40, sleeve.color, sleeve.outline),
    });
    parts.push({
      depth: upperMid[2] - 3,
      svg: `<circle cx="${n(elbow[0])}" cy="${n(elbow[1])}" r="19" fill="${sleeve.color}"/>`,
    });
  }
  const cuff = lerpVec(elbow, cuffEnd, 0.84);
  const pieces = 3;
  for (let i = 0; i < pieces; i++) {
    const a = lerpVec(elbow, cuff, i / pieces);
    const b = lerpVec(elbow, cuff, (i + 1) / pieces);
    // Pieces meet end to end: only the elbow end is rounded, so no seams show between them.
    parts.push({
      depth: Math.max(a[2], b[2]) - 2,
      svg: tube(a, b, 33, sleeve.color, sleeve.outline, i === 0 ? 'round' : 'butt'),
    });
  }
  // The bare wrist between the cuff and the hand, and the cuff's band over it.
  const band = lerpVec(elbow, cuff, 0.96);
  parts.push({ depth: wrist[2] - 6, svg: tube(cuff, wrist, 24, skin.skin, skin.outline) });
  const across = normalize(cross(sub(cuff, elbow), vec(0, 0, 1)));
  const bandA = add(band, scale(across, 15));
  const bandB = sub(band, scale(across, 15));
  parts.push({
    depth: wrist[2] - 5,
    svg: `<path d="M${n(bandA[0])} ${n(bandA[1])}L${n(bandB[0])} ${n(bandB[1])}" stroke="${darken(sleeve.color, 0.18)}" stroke-width="9" stroke-linecap="round"/>`,
  });
  return parts;
}
