import type { Mood } from '../../domain/story-model.ts';
import { darken, lighten, mix } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, line, n, path } from './svg.ts';

export type EyeShape = 'round' | 'oval' | 'almond' | 'wide';

/** What a face is painted with; a story's child and the grown-ups in its pictures share it. */
export interface FacePaint {
  skin: string;
  shade: string;
  cheek: string;
  eyeColor: string;
  eyeShape: EyeShape;
  brow: string;
  freckles: boolean;
  glasses: string | null;
}

export type Expression = Mood | 'asleep';

const MOUTH = '#7a2a35';
const TONGUE = '#f07a85';

function openEye(x: number, y: number, p: FacePaint, scale: number, lookX: number, lookY: number): string {
  const iris = p.eyeColor;
  const dark = darken(iris, 0.55);
  const px = x + lookX * 0.9;
  const py = y + lookY * 0.6;
  switch (p.eyeShape) {
    case 'almond':
      return (
        path(
          `M${n(x - 4 * scale)} ${n(y)}Q${n(x)} ${n(y - 4.4 * scale)} ${n(x + 4 * scale)} ${n(y - 0.4)}Q${n(x)} ${n(y + 3.4 * scale)} ${n(x - 4 * scale)} ${n(y)}Z`,
          '#fffaf4',
        ) +
        circle(px, py, 2.6 * scale, iris) +
        circle(px, py, 1.55 * scale, dark) +
        circle(px + 0.9 * scale, py - 1 * scale, 0.8 * scale, '#ffffff') +
        line(
          `M${n(x - 4.4 * scale)} ${n(y + 0.2)}Q${n(x)} ${n(y - 4.9 * scale)} ${n(x + 4.5 * scale)} ${n(y - 0.9)}`,
          dark,
          1.1,
        )
      );
    case 'oval':
      return (
        ellipse(px, py, 2.6 * scale, 3.7 * scale, dark) +
        ellipse(px, py + 1.3 * scale, 1.9 * scale, 1.7 * scale, iris, 'opacity="0.75"') +
        circle(px + 0.8 * scale, py - 1.5 * scale, 1 * scale, '#ffffff')
      );
    case 'wide':
      return (
        ellipse(px, py, 3.5 * scale, 3.9 * scale, dark) +
        ellipse(px, py + 0.9 * scale, 2.6 * scale, 2.6 * scale, iris) +
        circle(px, py + 0.7 * scale, 1.3 * scale, dark) +
        circle(px + 1.1 * scale, py - 1.4 * scale, 1.25 * scale, '#ffffff') +
        circle(px - 1.3 * scale, py + 1.6 * scale, 0.6 * scale, '#ffffff')
      );
    default:
      return (
        ellipse(px, py, 3 * scale, 3.3 * scale, dark) +
        ellipse(px, py + 0.9 * scale, 2.1 * scale, 2 * scale, iris, 'opacity="0.8"') +
        circle(px + 0.9 * scale, py - 1.2 * scale, 1.1 * scale, '#ffffff')
      );
  }
}

/** Eyes closed in a smile (∩), as when calm or content. */
const smilingEye = (x: number, y: number, color: string) =>
  line(`M${n(x - 3.2)} ${n(y + 1)}Q${n(x)} ${n(y - 2.8)} ${n(x + 3.2)} ${n(y + 1)}`, color, 1.5);

/** Eyes closed in sleep (◡) with little lashes. */
const sleepingEye = (x: number, y: number, color: string) =>
  line(`M${n(x - 3.3)} ${n(y)}Q${n(x)} ${n(y + 2.8)} ${n(x + 3.3)} ${n(y)}`, color, 1.4) +
  line(`M${n(x - 2.6)} ${n(y + 1.5)}l-1 1.3M${n(x + 2.6)} ${n(y + 1.5)}l1 1.3`, color, 0.9);

/** Half-closed, heavy lids for a sleepy face. */
function sleepyEye(x: number, y: number, p: FacePaint): string {
  const dark = darken(p.eyeColor, 0.55);
  return (
    path(`M${n(x - 3)} ${n(y + 0.3)}Q${n(x)} ${n(y + 3.8)} ${n(x + 3)} ${n(y + 0.3)}Z`, dark) +
    line(`M${n(x - 3.6)} ${n(y + 0.2)}L${n(x + 3.6)} ${n(y + 0.2)}`, dark, 1.2)
  );
}

function brows(mood: Expression, color: string, lookX: number): string {
  const w = 1.5;
  const bx = lookX * 0.6;
  switch (mood) {
    case 'amazed':
      return line(
        `M${n(-10 + bx)} -7.5Q${n(-7.5 + bx)} -10 ${n(-4.5 + bx)} -8M${n(4.5 + bx)} -8Q${n(7.5 + bx)} -10 ${n(10 + bx)} -7.5`,
        color,
        w,
      );
    case 'curious':
      return line(
        `M${n(-10 + bx)} -5Q${n(-7.5 + bx)} -6.3 ${n(-4.5 + bx)} -5.2M${n(4.5 + bx)} -7Q${n(7.5 + bx)} -9.5 ${n(10 + bx)} -7.5`,
        color,
        w,
      );
    case 'brave':
      return line(
        `M${n(-10 + bx)} -6.5L${n(-4.5 + bx)} -4.6M${n(4.5 + bx)} -4.6L${n(10 + bx)} -6.5`,
        color,
        w + 0.3,
      );
    case 'sleepy':
    case 'asleep':
      return line(
        `M${n(-10 + bx)} -4Q${n(-7.5 + bx)} -4.8 ${n(-5 + bx)} -4M${n(5 + bx)} -4Q${n(7.5 + bx)} -4.8 ${n(10 + bx)} -4`,
        color,
        w,
        'opacity="0.7"',
      );
    default:
      return line(
        `M${n(-10 + bx)} -5.5Q${n(-7.5 + bx)} -7.3 ${n(-4.8 + bx)} -5.8M${n(4.8 + bx)} -5.8Q${n(7.5 + bx)} -7.3 ${n(10 + bx)} -5.5`,
        color,
        w,
      );
  }
}

function mouth(mood: Expression, x: number, lip: string): string {
  switch (mood) {
    case 'happy':
      return (
        path(
          `M${n(x - 4.6)} 10.6Q${n(x)} 11.8 ${n(x + 4.6)} 10.6Q${n(x + 4)} 17.4 ${n(x)} 17.4Q${n(x - 4)} 17.4 ${n(x - 4.6)} 10.6Z`,
          MOUTH,
        ) +
        path(`M${n(x - 2.6)} 16.2Q${n(x)} 13.6 ${n(x + 2.6)} 16.2Q${n(x)} 17.8 ${n(x - 2.6)} 16.2Z`, TONGUE)
      );
    case 'amazed':
      return ellipse(x, 13.5, 2.5, 3.1, MOUTH) + ellipse(x, 15, 1.5, 1.2, TONGUE);
    case 'curious':
      return line(`M${n(x - 3)} 13Q${n(x + 0.5)} 15.2 ${n(x + 3.5)} 11.8`, lip, 1.5);
    case 'brave':
      return (
        path(
          `M${n(x - 5)} 11.2Q${n(x)} 13 ${n(x + 5)} 11.2Q${n(x + 3.5)} 15.6 ${n(x)} 15.6Q${n(x - 3.5)} 15.6 ${n(x - 5)} 11.2Z`,
          MOUTH,
        ) +
        path(
          `M${n(x - 4)} 11.8Q${n(x)} 13.2 ${n(x + 4)} 11.8L${n(x + 3.6)} 12.9Q${n(x)} 14 ${n(x - 3.6)} 12.9Z`,
          '#ffffff',
        )
      );
    case 'calm':
      return line(`M${n(x - 3.4)} 12Q${n(x)} 15 ${n(x + 3.4)} 12`, lip, 1.5);
    case 'sleepy':
      return ellipse(x, 13.6, 1.7, 2, MOUTH);
    default:
      return line(`M${n(x - 2.2)} 13.2Q${n(x)} 14.6 ${n(x + 2.2)} 13.2`, lip, 1.3);
  }
}

/**
 * A face on a round head (head-local coordinates, centre 0,0, radius 21): ears, skin, eyes,
 * brows, cheeks, nose and mouth for the mood. `lookX` (−1…1) turns the features a little;
 * `lookY` moves the pupils down (a book in the hands) or up (a sound from above), −2…2.
 */
export function drawFace(p: FacePaint, mood: Expression, lookX: number, ctx: Ctx, lookY = 0): string {
  const fx = lookX * 2.2;
  const skinFill = ctx.radial([lighten(p.skin, 0.1), p.skin, mix(p.skin, p.shade, 0.5)], 0.42, 0.38, 0.62);
  const ears =
    circle(-20.6 + fx * 0.3, 2, 4.6, p.skin) +
    circle(20.6 + fx * 0.3, 2, 4.6, p.skin) +
    circle(-20.6 + fx * 0.3, 2.3, 2.2, p.shade, 'opacity="0.5"') +
    circle(20.6 + fx * 0.3, 2.3, 2.2, p.shade, 'opacity="0.5"');
  const head = path(
    'M0 -21C13 -21 21.5 -13 21.5 -1C21.5 12 13 20.5 0 20.5C-13 20.5 -21.5 12 -21.5 -1C-21.5 -13 -13 -21 0 -21Z',
    skinFill,
  );
  const eyeY = 3.2;
  const lx = -7.6 + fx;
  const rx = 7.6 + fx;
  const gaze = lookY || (mood === 'amazed' ? -0.6 : 0);
  let eyes: string;
  if (mood === 'asleep')
    eyes = sleepingEye(lx, eyeY, darken(p.shade, 0.45)) + sleepingEye(rx, eyeY, darken(p.shade, 0.45));
  else if (mood === 'calm')
    eyes = smilingEye(lx, eyeY, darken(p.eyeColor, 0.5)) + smilingEye(rx, eyeY, darken(p.eyeColor, 0.5));
  else if (mood === 'sleepy') eyes = sleepyEye(lx, eyeY, p) + sleepyEye(rx, eyeY, p);
  else {
    const scale = mood === 'amazed' ? 1.18 : 1;
    const look = mood === 'curious' ? lookX * 1.6 + 0.4 : lookX;
    eyes = openEye(lx, eyeY, p, scale, look, gaze) + openEye(rx, eyeY, p, scale, look, gaze);
    if (mood === 'amazed')
      eyes += circle(lx - 1.2, eyeY + 1.4, 0.6, '#ffffff') + circle(rx - 1.2, eyeY + 1.4, 0.6, '#ffffff');
  }
  const cheeks =
    ellipse(-12.4 + fx * 0.7, 9.3, 3.9, 2.5, p.cheek, 'opacity="0.6"') +
    ellipse(12.4 + fx * 0.7, 9.3, 3.9, 2.5, p.cheek, 'opacity="0.6"');
  const nose = path(
    `M${n(fx * 1.1 - 1.4)} 8.4Q${n(fx * 1.1)} 10 ${n(fx * 1.1 + 1.4)} 8.4`,
    'none',
    `stroke="${p.shade}" stroke-width="1.3" stroke-linecap="round"`,
  );
  let freckles = '';
  if (p.freckles) {
    const dots: [number, number][] = [
      [-13, 6.5],
      [-10.5, 7.6],
      [-14.2, 8.8],
      [10.5, 7.6],
      [13, 6.5],
      [14.2, 8.8],
    ];
    freckles = dots
      .map(([x, y]) => circle(x + fx * 0.7, y, 0.6, darken(p.shade, 0.15), 'opacity="0.8"'))
      .join('');
  }
  let glasses = '';
  if (p.glasses) {
    glasses =
      circle(lx, eyeY, 5.6, '#ffffff', `fill-opacity="0.16" stroke="${p.glasses}" stroke-width="1.3"`) +
      circle(rx, eyeY, 5.6, '#ffffff', `fill-opacity="0.16" stroke="${p.glasses}" stroke-width="1.3"`) +
      line(
        `M${n(lx + 5.6)} ${n(eyeY - 0.6)}Q${n(fx)} ${n(eyeY - 2.2)} ${n(rx - 5.6)} ${n(eyeY - 0.6)}`,
        p.glasses,
        1.2,
      );
  }
  return (
    ears +
    head +
    cheeks +
    freckles +
    eyes +
    brows(mood, p.brow, fx / 2.2) +
    nose +
    mouth(mood, fx * 1.1, darken(p.shade, 0.35)) +
    glasses
  );
}
