/** Companions of make-believe: robots, dinosaurs and dragons. Drawn 100 units tall, facing +x, feet centred on 0,0. */
import { darken, glow, lighten } from '../../lib/color.ts';
import { circle, ellipse, g, heart, line, path, rect, softStar } from '../drawing/svg.ts';
import { blush, eye, smile, soft } from './companion-parts.ts';
import type { CompanionArt } from './prop-types.ts';

const robot: CompanionArt = {
  size: 0.24,
  width: 0.85,
  draw: (ctx, o) => {
    const shell = '#e9eff6';
    const accent = '#3cc4c4';
    const screen = o.asleep ? '#3b4a63' : '#233049';
    const eyes = o.asleep
      ? line('M-12 -66Q-7 -62 -2 -66M6 -66Q11 -62 16 -66', glow('#7ff6f0'), 2.4)
      : ellipse(-7, -67, 4, 5, glow('#7ff6f0')) +
        ellipse(11, -67, 4, 5, glow('#7ff6f0')) +
        line('M-2 -56Q2 -52 6 -56', glow('#7ff6f0'), 2.2);
    return (
      rect(-18, -14, 12, 14, darken(shell, 0.2), 5) +
      rect(6, -14, 12, 14, darken(shell, 0.2), 5) +
      line('M-24 -34Q-36 -28 -34 -16', darken(shell, 0.15), 7) +
      circle(-34, -14, 5, accent) +
      line('M24 -34Q38 -36 40 -48', darken(shell, 0.15), 7) +
      circle(41, -50, 5, accent) +
      rect(-24, -46, 48, 36, ctx.linear([shell, darken(shell, 0.12)]), 12) +
      path(heart(0, -30, 6), glow('#ff7a93')) +
      circle(-14, -20, 2.5, accent) +
      circle(14, -20, 2.5, '#ffc94a') +
      line('M2 -86L4 -98', '#9aa7b8', 3) +
      circle(4, -100, 5, glow('#ff8fb1')) +
      rect(-26, -88, 56, 40, ctx.linear([lighten(shell, 0.3), darken(shell, 0.08)]), 16) +
      rect(-19, -81, 42, 26, screen, 10) +
      eyes +
      circle(-29, -68, 4, accent) +
      circle(33, -68, 4, accent)
    );
  },
};

const babyDinosaur: CompanionArt = {
  size: 0.2,
  width: 1.05,
  draw: (ctx, o) => {
    const skin = '#79c96a';
    const spikes = [-30, -20, -10]
      .map((x, i) =>
        path(`M${x - 6} ${-50 + i * -6}L${x} ${-62 + i * -6}L${x + 6} ${-50 + i * -6}Z`, '#ff9f4a'),
      )
      .join('');
    return (
      path('M-20 -20C-40 -20 -56 -14 -64 -2C-50 -4 -36 -6 -18 -6Z', darken(skin, 0.08)) +
      spikes +
      ellipse(-6, -28, 26, 26, soft(ctx, skin)) +
      ellipse(0, -22, 16, 17, '#f6f0b6') +
      rect(-20, -14, 12, 14, darken(skin, 0.08), 6) +
      rect(2, -14, 12, 14, darken(skin, 0.08), 6) +
      line('M14 -38Q22 -36 24 -30', skin, 6) +
      path('M-6 -82L0 -96L6 -82Z', '#ff9f4a') +
      path('M8 -84L16 -96L18 -80Z', '#ff9f4a') +
      path(
        'M-14 -70C-16 -90 10 -98 24 -88C36 -84 40 -70 36 -60C32 -50 16 -48 4 -50C-8 -52 -13 -60 -14 -70Z',
        soft(ctx, skin),
      ) +
      eye(6, -74, 5, o.asleep) +
      eye(22, -74, 4.6, o.asleep) +
      circle(32, -64, 1.3, darken(skin, 0.35)) +
      smile(22, -60, 6, darken(skin, 0.4)) +
      blush(2, -62, 4) +
      circle(-14, -34, 3, darken(skin, 0.1)) +
      circle(-22, -26, 2.4, darken(skin, 0.1))
    );
  },
};

const dragon: CompanionArt = {
  size: 0.4,
  width: 1.3,
  draw: (ctx, o) => {
    const scale = '#4fbf9a';
    const belly = '#ffe29a';
    const wing = '#b58ae6';
    const plates = [-44, -34, -24, -12]
      .map((x, i) => path(`M${x - 5} ${-54 - i * 6}L${x} ${-64 - i * 7}L${x + 5} ${-54 - i * 6}Z`, '#ffb35c'))
      .join('');
    return g(
      path('M-30 -12C-60 -8 -76 -20 -80 -36C-72 -28 -58 -24 -40 -26Z', scale) +
        path('M-84 -40L-74 -36L-82 -30Z', '#ffb35c') +
        path(
          'M-22 -58C-40 -92 -70 -96 -84 -84C-72 -80 -66 -72 -66 -62C-56 -66 -46 -60 -44 -52Z',
          ctx.linear([lighten(wing, 0.15), darken(wing, 0.1)]),
        ) +
        plates +
        ellipse(-12, -34, 34, 32, soft(ctx, scale)) +
        path('M-22 -4C-30 -28 -16 -56 4 -58C14 -40 10 -16 2 -4Z', belly) +
        [-46, -36, -26, -16]
          .map((y) => line(`M-18 ${y}Q-6 ${y + 3} 6 ${y}`, darken(belly, 0.12), 1.5))
          .join('') +
        ellipse(-32, -4, 14, 8, darken(scale, 0.1)) +
        ellipse(8, -4, 14, 8, darken(scale, 0.1)) +
        line('M10 -40Q22 -34 20 -24', scale, 8) +
        path('M4 -70C2 -82 8 -88 14 -90L24 -60C16 -56 8 -60 4 -70Z', scale) +
        path('M14 -108L10 -124L20 -112Z', '#fff3d6') +
        path('M30 -108L34 -124L38 -106Z', '#fff3d6') +
        path(
          'M8 -96C8 -114 26 -120 40 -114C52 -110 62 -104 64 -94C66 -84 58 -78 46 -78C36 -76 24 -76 16 -80C10 -84 8 -90 8 -96Z',
          soft(ctx, scale),
        ) +
        eye(26, -100, 6, o.asleep) +
        eye(42, -100, 5.5, o.asleep) +
        circle(58, -92, 1.8, darken(scale, 0.35)) +
        circle(62, -90, 1.8, darken(scale, 0.35)) +
        smile(48, -84, 7, darken(scale, 0.45)) +
        blush(20, -88, 5) +
        path('M40 -118C44 -124 50 -124 52 -118C48 -120 44 -118 40 -118Z', '#ffb35c'),
      'scale(0.82)',
    );
  },
};

const alien: CompanionArt = {
  size: 0.17,
  width: 0.75,
  draw: (ctx, o) => {
    const skin = '#8fdc6e';
    // Orange stands out against the purple of space.
    const suit = '#ff9a4d';
    return (
      ellipse(-9, -3, 8, 4.5, darken(suit, 0.2)) +
      ellipse(11, -3, 8, 4.5, darken(suit, 0.2)) +
      path('M-18 -4C-22 -24 -14 -40 1 -40C16 -40 24 -24 20 -4Z', soft(ctx, suit)) +
      path(softStar(1, -22, 6, 2.8), glow('#ffe27a')) +
      line('M-16 -30Q-26 -26 -26 -16', skin, 6) +
      line('M18 -30Q28 -34 30 -44', skin, 6) +
      ellipse(1, -40, 12, 4, darken(suit, 0.15)) +
      line('M-8 -86Q-14 -98 -20 -104M12 -86Q18 -98 24 -104', darken(skin, 0.15), 2.5) +
      circle(-20, -104, 4.5, glow('#ff8fd0')) +
      circle(24, -104, 4.5, glow('#ff8fd0')) +
      path(
        'M-24 -68C-26 -86 -12 -94 2 -94C16 -94 30 -86 28 -68C26 -54 14 -46 2 -46C-10 -46 -22 -54 -24 -68Z',
        soft(ctx, skin),
      ) +
      eye(-8, -68, 7, o.asleep) +
      eye(12, -68, 7, o.asleep) +
      smile(2, -54, 4.5, darken(skin, 0.5)) +
      blush(-16, -58, 3.6) +
      blush(20, -58, 3.6)
    );
  },
};

const triceratops: CompanionArt = {
  size: 0.2,
  width: 1.25,
  draw: (ctx, o) => {
    const skin = '#f5a25c';
    const frill = '#5fc7b4';
    const legs = [-36, -22, 2, 16]
      .map((x, i) => rect(x - 6, -20, 12, 20, i % 2 ? skin : darken(skin, 0.1), 6))
      .join('');
    return (
      path('M-42 -30C-56 -28 -64 -20 -68 -10C-58 -12 -48 -16 -40 -18Z', darken(skin, 0.08)) +
      legs +
      ellipse(-14, -32, 32, 20, soft(ctx, skin)) +
      ellipse(-12, -24, 22, 8, '#ffe6a8', 'opacity="0.8"') +
      [-30, -16, -2].map((x) => circle(x, -42, 3.2, darken(skin, 0.12))).join('') +
      path('M2 -64C0 -88 16 -104 34 -100C30 -92 30 -80 34 -70C26 -62 14 -58 2 -64Z', soft(ctx, frill)) +
      [
        [10, -90],
        [18, -98],
        [6, -76],
      ]
        .map(([x, y]) => circle(x as number, y as number, 2.6, lighten(frill, 0.35)))
        .join('') +
      path('M22 -84L26 -104L32 -84Z', '#fff3d6') +
      path('M36 -84L42 -102L44 -82Z', '#fff3d6') +
      circle(30, -66, 20, soft(ctx, skin)) +
      path('M44 -62L56 -70L48 -58Z', '#fff3d6') +
      eye(28, -70, 4.8, o.asleep) +
      eye(42, -70, 4.4, o.asleep) +
      smile(40, -56, 5, darken(skin, 0.45)) +
      blush(24, -60, 4)
    );
  },
};

const ghost: CompanionArt = {
  size: 0.15,
  width: 0.85,
  floats: true,
  draw: (ctx, o) => {
    const sheet = glow('#f6f4ff');
    return (
      ctx.halo(0, -50, 58, glow('#dcd6ff'), 0.45) +
      path(
        'M-24 -56C-26 -86 -10 -100 4 -100C22 -100 32 -84 30 -58C30 -40 32 -24 36 -10C28 -4 22 -14 16 -6C10 2 4 -8 -2 -4C-10 2 -14 -8 -22 -6C-30 -4 -32 -14 -28 -20C-24 -30 -24 -42 -24 -56Z',
        ctx.linear([sheet, glow('#dcd8f2')]),
      ) +
      path('M-22 -46C-32 -50 -38 -44 -36 -38C-32 -40 -28 -40 -24 -38Z', sheet) +
      path('M28 -48C38 -56 44 -52 44 -46C40 -46 34 -44 30 -40Z', sheet) +
      eye(-4, -70, 5.5, o.asleep, '#3a3360') +
      eye(14, -70, 5.5, o.asleep, '#3a3360') +
      (o.asleep ? smile(5, -58, 4, '#3a3360') : ellipse(5, -57, 3.6, 4.4, '#3a3360')) +
      blush(-12, -60, 4) +
      blush(22, -60, 4)
    );
  },
};

export const FANTASY_COMPANIONS: Record<string, CompanionArt> = {
  robot,
  'baby-dinosaur': babyDinosaur,
  dragon,
  alien,
  triceratops,
  ghost,
};
