/**
 * What some poses need besides the body to read at phone size: the book a child reads, the rope
 * ladder a child climbs, speed lines behind a runner and music notes around a dancer. Drawn in
 * the figure's body coordinates (feet at 0,0 before the lift); `side` is the way the child acts.
 */
import { darken } from '../../lib/color.ts';
import { circle, ellipse, g, line, n, type Point, path, rect } from '../drawing/svg.ts';

/** An open book held up from below by both hands, its pages turned towards the reader's eyes. */
export function openBook(hands: [Point, Point], side: number): string {
  const [a, b] = hands;
  const cx = (a[0] + b[0]) / 2 + side * 2;
  const cy = (a[1] + b[1]) / 2 - 9;
  const cover = '#d9534f';
  const page = (dir: number) =>
    path(
      `M${n(cx)} ${n(cy + 10)}Q${n(cx + dir * 9)} ${n(cy + 6)} ${n(cx + dir * 19)} ${n(cy + 9)}L${n(cx + dir * 19)} ${n(cy - 9)}Q${n(cx + dir * 9)} ${n(cy - 12)} ${n(cx)} ${n(cy - 7)}Z`,
      dir > 0 ? '#fffdf6' : '#f3ecdf',
    );
  const text = (dir: number) =>
    [-4, 0, 4]
      .map((dy) =>
        line(
          `M${n(cx + dir * 4)} ${n(cy + dy - 1)}L${n(cx + dir * 15)} ${n(cy + dy)}`,
          '#9aa3b5',
          0.9,
          'opacity="0.8"',
        ),
      )
      .join('');
  return g(
    path(
      `M${n(cx - 21)} ${n(cy - 9)}L${n(cx - 21)} ${n(cy + 11)}Q${n(cx)} ${n(cy + 13)} ${n(cx + 21)} ${n(cy + 11)}L${n(cx + 21)} ${n(cy - 9)}L${n(cx)} ${n(cy - 6)}Z`,
      cover,
    ) +
      page(-1) +
      page(1) +
      text(-1) +
      text(1) +
      line(`M${n(cx)} ${n(cy - 7)}L${n(cx)} ${n(cy + 10)}`, darken('#f3ecdf', 0.2), 0.9),
    `rotate(${n(side * -8)} ${n(cx)} ${n(cy)})`,
  );
}

const RUNG_GAP = 14;

/**
 * A rope ladder hanging from above the picture, behind the child; a rung sits under the feet
 * and at the hands (they are 70 units apart, a whole number of gaps), and it reaches the ground.
 */
export function ropeLadder(lift: number): string {
  const rope = '#b08a58';
  const half = 22;
  let rungs = '';
  for (let y = 3; y > -440; y -= RUNG_GAP) {
    rungs +=
      rect(-half - 3, y - 2.2, half * 2 + 6, 4.4, '#9a6a3c', 2) +
      rect(-half - 2, y - 2.2, half * 2 + 4, 1.4, '#c8955e', 0.7);
  }
  const rails = [-half, half]
    .map(
      (x) =>
        line(`M${x} ${n(lift + 4)}L${x} -440`, darken(rope, 0.25), 3.4) +
        line(`M${x} ${n(lift + 4)}L${x} -440`, rope, 2.2),
    )
    .join('');
  return rails + rungs;
}

/** Three speed lines trailing behind a runner. */
export function speedLines(side: number, hipY: number): string {
  return [
    [-22, 18],
    [-8, 24],
    [6, 14],
  ]
    .map(([dy, len]) => {
      const x = -side * 20;
      return line(
        `M${n(x)} ${n(hipY + (dy as number))}L${n(x - side * (len as number))} ${n(hipY + (dy as number))}`,
        '#ffffff',
        2.4,
        'opacity="0.85"',
      );
    })
    .join('');
}

/** One music note: a round head and a stem with a flag. */
function note(x: number, y: number, color: string): string {
  return (
    ellipse(x, y, 3.2, 2.5, color, `transform="rotate(-20 ${n(x)} ${n(y)})"`) +
    line(
      `M${n(x + 2.6)} ${n(y - 0.6)}L${n(x + 2.6)} ${n(y - 12)}Q${n(x + 7)} ${n(y - 9)} ${n(x + 6)} ${n(y - 5)}`,
      color,
      1.5,
    )
  );
}

/** Two music notes floating up beside the dancer's raised hand. */
export function musicNotes(hand: Point, side: number): string {
  const [x, y] = hand;
  return (
    note(x + side * 12, y - 4, '#7a4fc9') +
    note(x + side * 22, y + 10, '#e0567a') +
    circle(x + side * 9, y + 14, 1.4, '#ffd23f')
  );
}
