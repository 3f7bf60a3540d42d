import { n } from '../drawing/svg.ts';
import type { ManualAlphabet } from './alphabets/types.ts';
import { poseHands, poseParts } from './draw-pose.ts';
import { DIGITS, type Landmark, landmark, type PosedHand, paint } from './hand.ts';
import { signerLook } from './look.ts';
import type { SignPose } from './space.ts';
import { setText } from './text-path.ts';
import { distance } from './vector.ts';

const COLUMNS = 7;
const TILE = 150;
const HEADER = 64;

/** Every joint of both hands that take part in a pose, to frame the tile around them. */
function handPoints(pose: SignPose): [number, number][] {
  const hands = poseHands(pose);
  const used: PosedHand[] = pose.passive ? [hands.dominant, hands.passive] : [hands.dominant];
  return used.flatMap((hand) =>
    DIGITS.flatMap((d) => hand.joints[d].map((p): [number, number] => [p[0], p[1]])).concat(
      hand.palmTop.map((p): [number, number] => [p[0], p[1]]),
    ),
  );
}

/** The fingertip that travels furthest through a moving letter: the one whose path is drawn. */
function movingTip(poses: SignPose[]): [number, number][] {
  const candidates: Landmark[] = ['pinkyTip', 'indexTip', 'middleTip'];
  const found: { name: Landmark; points: [number, number][]; length: number }[] = [];
  for (const name of candidates) {
    const points = poses.map((p): [number, number] => {
      const at = landmark(poseHands(p).dominant, name);
      return [at[0], at[1]];
    });
    let length = 0;
    for (let i = 1; i < points.length; i++)
      length += Math.hypot(
        (points[i] as [number, number])[0] - (points[i - 1] as [number, number])[0],
        (points[i] as [number, number])[1] - (points[i - 1] as [number, number])[1],
      );
    found.push({ name, points, length });
  }
  // When the whole hand travels, the path is drawn from the finger that sticks out furthest.
  const longest = Math.max(...found.map((f) => f.length));
  const reach = (name: Landmark) => {
    const hand = poseHands(poses[0] as SignPose).dominant;
    return distance(landmark(hand, name), landmark(hand, 'palm'));
  };
  const moving = found.filter((f) => f.length >= longest * 0.9);
  moving.sort((a, b) => reach(b.name) - reach(a.name));
  return (moving[0] as (typeof found)[number]).points;
}

function tile(alphabet: ManualAlphabet, letter: string, x: number, y: number): string {
  const sign = alphabet.letters[letter];
  if (!sign) return '';
  const look = signerLook(7);
  const first = sign.poses[0] as SignPose;
  const points = sign.poses.flatMap(handPoints);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 34;
  const k = (TILE - 34) / side;
  const hands = poseHands(first);
  let art = paint(poseParts(hands, first, look.skin, look.sleeve, { handsOnly: true }));
  if (sign.poses.length > 1) {
    const path = movingTip(sign.poses);
    const d = path.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py)}`).join('');
    const [ex, ey] = path[path.length - 1] as [number, number];
    const [px, py] = path[path.length - 2] as [number, number];
    const angle = (Math.atan2(ey - py, ex - px) * 180) / Math.PI;
    art += `<path d="${d}" fill="none" stroke="#e2557a" stroke-width="${n(3.2 / k)}" stroke-dasharray="${n(7 / k)} ${n(5 / k)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    art += `<path d="M0 0L${n(-12 / k)} ${n(-7 / k)}L${n(-12 / k)} ${n(7 / k)}Z" fill="#e2557a" transform="translate(${n(ex)} ${n(ey)}) rotate(${n(angle)})"/>`;
  }
  const label = setText(letter, 30);
  const clip = `t${letter}`;
  return (
    `<g transform="translate(${x} ${y})">` +
    `<rect x="3" y="3" width="${TILE - 6}" height="${TILE - 6}" rx="16" fill="#fffaf1" stroke="#e4d9f3" stroke-width="2"/>` +
    `<clipPath id="${clip}"><rect x="3" y="3" width="${TILE - 6}" height="${TILE - 6}" rx="16"/></clipPath>` +
    `<g clip-path="url(#${clip})"><g transform="translate(${n(TILE / 2 + 8)} ${n(TILE / 2 + 6)}) scale(${Math.round(k * 100) / 100}) translate(${n(-cx)} ${n(-cy)})">${art}</g></g>` +
    `<g transform="translate(14 38)" fill="#5b3fa0">${label.glyphs.map((g) => `<path d="${g.d}"/>`).join('')}</g>` +
    '</g>'
  );
}

/** A sheet of every letter of an alphabet, for people to check the handshapes against their descriptions. */
export function alphabetSheetSvg(alphabet: ManualAlphabet): string {
  const letters = Object.keys(alphabet.letters).sort();
  const rows = Math.ceil(letters.length / COLUMNS);
  const width = COLUMNS * TILE;
  const height = HEADER + rows * TILE;
  const title = setText(`${alphabet.type} · ${alphabet.name}`, 26);
  const tiles = letters
    .map((letter, i) => tile(alphabet, letter, (i % COLUMNS) * TILE, HEADER + Math.floor(i / COLUMNS) * TILE))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#f6f1fb"/>` +
    `<g transform="translate(18 42)" fill="#3b2a66">${title.glyphs.map((g) => `<path d="${g.d}"/>`).join('')}</g>` +
    tiles +
    '</svg>'
  );
}
