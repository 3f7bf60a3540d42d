/** The story companions, drawn 100 units tall, facing +x, feet centred on 0,0. */
import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, g, heart, line, n, path, rect, softStar } from '../drawing/svg.ts';
import type { CompanionArt } from './prop-types.ts';

const INK = '#2b2233';

/** A shiny cartoon eye, or a closed one when asleep. */
export function eye(x: number, y: number, r: number, asleep: boolean, color = INK): string {
  if (asleep)
    return line(`M${n(x - r)} ${n(y)}Q${n(x)} ${n(y + r * 0.9)} ${n(x + r)} ${n(y)}`, color, r * 0.35);
  return (
    ellipse(x, y, r * 0.85, r, color) +
    circle(x + r * 0.3, y - r * 0.38, r * 0.34, '#ffffff') +
    circle(x - r * 0.3, y + r * 0.4, r * 0.15, '#ffffff')
  );
}

const smile = (x: number, y: number, w: number, color = INK) =>
  line(`M${n(x - w)} ${n(y)}Q${n(x)} ${n(y + w * 0.8)} ${n(x + w)} ${n(y)}`, color, w * 0.3);
const blush = (x: number, y: number, r: number) => ellipse(x, y, r, r * 0.6, '#ff8fa3', 'opacity="0.55"');
const soft = (ctx: Ctx, color: string) =>
  ctx.radial([lighten(color, 0.15), color, darken(color, 0.12)], 0.4, 0.35, 0.7);

const dolphin: CompanionArt = {
  size: 0.17,
  width: 1.9,
  floats: true,
  draw: (ctx, o) => {
    const body = '#6aaee6';
    return (
      path(
        'M-70 -52C-80 -66 -88 -72 -98 -70C-90 -60 -88 -52 -92 -40C-82 -44 -76 -48 -70 -46Z',
        darken(body, 0.12),
      ) +
      path('M-10 -80C-2 -100 8 -104 14 -104C8 -96 8 -86 12 -76Z', darken(body, 0.1)) +
      path(
        'M-74 -48C-60 -74 -20 -86 18 -80C44 -76 62 -64 72 -56C84 -54 94 -50 98 -44C92 -40 80 -40 70 -40C54 -26 20 -16 -10 -20C-40 -24 -62 -36 -74 -48Z',
        ctx.linear([lighten(body, 0.1), body, darken(body, 0.08)]),
      ) +
      path('M-40 -30C-10 -20 30 -22 66 -40C52 -26 20 -16 -10 -20C-24 -22 -34 -26 -40 -30Z', '#e6f5ff') +
      path('M8 -32C14 -22 12 -12 0 -4C4 -14 2 -22 -4 -30Z', darken(body, 0.12)) +
      eye(50, -60, 6, o.asleep) +
      line('M72 -46Q82 -42 94 -45', darken(body, 0.3), 2.5) +
      blush(58, -48, 6) +
      ellipse(4, -76, 6, 3, '#ffffff', 'opacity="0.5"')
    );
  },
};

const monkey: CompanionArt = {
  size: 0.2,
  width: 0.95,
  draw: (ctx, o) => {
    const fur = '#8d5b3b';
    const face = '#f2cfa0';
    return (
      line('M-22 -14C-50 -10 -52 -40 -36 -46C-24 -50 -22 -38 -30 -34', darken(fur, 0.08), 6) +
      ellipse(0, -28, 24, 28, soft(ctx, fur)) +
      ellipse(2, -24, 15, 18, face) +
      line('M-14 -40Q-26 -24 -16 -8', fur, 9) +
      line('M16 -40Q30 -26 18 -10', fur, 9) +
      ellipse(-10, -3, 9, 5, darken(fur, 0.1)) +
      ellipse(12, -3, 9, 5, darken(fur, 0.1)) +
      circle(-26, -72, 10, fur) +
      circle(-26, -72, 6, face) +
      circle(28, -72, 10, fur) +
      circle(28, -72, 6, face) +
      circle(1, -70, 27, soft(ctx, fur)) +
      path(
        'M-16 -66C-18 -80 -4 -84 1 -74C6 -84 20 -80 18 -66C22 -56 14 -46 1 -46C-12 -46 -20 -56 -16 -66Z',
        face,
      ) +
      eye(-6, -68, 4, o.asleep) +
      eye(9, -68, 4, o.asleep) +
      ellipse(1.5, -58, 3, 2, darken(face, 0.4)) +
      smile(1.5, -53, 5, darken(fur, 0.3)) +
      blush(-12, -58, 4) +
      blush(15, -58, 4)
    );
  },
};

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

function cat(
  ctx: Ctx,
  asleep: boolean,
  fur: string,
  belly: string,
  eyeColor: string,
  stripes: boolean,
): string {
  const dark = darken(fur, 0.22);
  const eyes = asleep
    ? eye(-6, -62, 4.5, true, lighten(fur, 0.6)) + eye(14, -62, 4.5, true, lighten(fur, 0.6))
    : ellipse(-6, -62, 4.6, 5.6, eyeColor) +
      ellipse(-6, -62, 1.8, 4.6, INK) +
      circle(-4.5, -64, 1.4, '#ffffff') +
      ellipse(14, -62, 4.6, 5.6, eyeColor) +
      ellipse(14, -62, 1.8, 4.6, INK) +
      circle(15.5, -64, 1.4, '#ffffff');
  let out =
    path('M-16 -8C-44 -6 -50 -30 -40 -52C-36 -60 -30 -56 -34 -48C-40 -32 -34 -18 -14 -18Z', dark) +
    path('M-22 0C-26 -26 -18 -46 2 -46C22 -46 28 -26 24 0Z', soft(ctx, fur)) +
    ellipse(2, -20, 11, 16, belly) +
    ellipse(-8, -2, 8, 4.5, fur) +
    ellipse(12, -2, 8, 4.5, fur) +
    path('M-20 -68L-22 -94L-4 -80Z', fur) +
    path('M-17 -72L-18 -88L-8 -80Z', '#ffb3c1', 'opacity="0.8"') +
    path('M24 -68L28 -94L10 -80Z', fur) +
    path('M21 -72L25 -88L14 -80Z', '#ffb3c1', 'opacity="0.8"') +
    ellipse(4, -62, 26, 22, soft(ctx, fur)) +
    ellipse(5, -52, 11, 7, belly, 'opacity="0.9"') +
    eyes +
    path('M3 -55L7 -55L5 -52Z', '#ff8fa3') +
    line('M5 -52Q3 -48 0 -49M5 -52Q7 -48 10 -49', INK, 1.2) +
    line(
      'M-8 -52L-22 -54M-8 -50L-21 -47M18 -52L32 -54M18 -50L31 -47',
      lighten(fur, 0.5),
      0.9,
      'opacity="0.8"',
    );
  if (stripes) {
    out += line('M-4 -82Q4 -78 12 -82M-2 -76Q4 -74 10 -76', dark, 2.5, 'opacity="0.7"');
    out += line('M-20 -34Q-14 -32 -12 -28M22 -34Q16 -32 14 -28', dark, 2.5, 'opacity="0.6"');
  }
  return out;
}

const kitten: CompanionArt = {
  size: 0.13,
  width: 0.8,
  draw: (ctx, o) => cat(ctx, o.asleep, '#f4a352', '#fff1de', '#8bc34a', true),
};

const blackCat: CompanionArt = {
  size: 0.15,
  width: 0.8,
  draw: (ctx, o) =>
    cat(ctx, o.asleep, '#3a3450', '#5a5274', glow('#c6e96a'), false) +
    path('M-6 -44L4 -40L14 -44L14 -36L4 -40L-6 -36Z', '#ff8c42') +
    circle(4, -40, 2.4, '#ffb36b'),
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

const reindeer: CompanionArt = {
  size: 0.34,
  width: 1.0,
  draw: (ctx, o) => {
    const fur = '#a86f47';
    const light = '#f1dcc0';
    const antler = '#d8b07f';
    const legs = [-30, -18, 14, 26]
      .map((x) => rect(x - 4, -34, 8, 34, darken(fur, 0.12), 4) + rect(x - 4.5, -6, 9, 6, '#5a3b28', 3))
      .join('');
    return (
      legs +
      ellipse(-2, -42, 40, 20, soft(ctx, fur)) +
      ellipse(-2, -34, 26, 9, light, 'opacity="0.85"') +
      path('M-42 -48Q-50 -56 -46 -60Q-40 -54 -38 -50Z', light) +
      path('M18 -50C20 -64 24 -70 30 -74L40 -66C34 -60 32 -52 30 -42Z', fur) +
      path('M20 -58Q30 -54 36 -60L38 -52Q30 -46 20 -50Z', '#e8484f') +
      path('M30 -52L28 -36L36 -38L36 -50Z', '#e8484f') +
      line(
        'M26 -92Q22 -104 14 -106M24 -98Q18 -100 16 -96M36 -92Q40 -104 50 -106M40 -100Q46 -100 48 -96',
        antler,
        4,
      ) +
      ellipse(18, -86, 7, 4, fur, 'transform="rotate(-30 18 -86)"') +
      ellipse(44, -86, 7, 4, fur, 'transform="rotate(30 44 -86)"') +
      ellipse(31, -78, 14, 15, soft(ctx, fur)) +
      ellipse(38, -68, 10, 8, light) +
      eye(27, -80, 3.6, o.asleep) +
      eye(38, -80, 3.6, o.asleep) +
      circle(43, -69, 4, '#6b3a2a') +
      smile(38, -63, 3.5, darken(fur, 0.4)) +
      path('M-40 -46Q-46 -40 -44 -34', fur, 'stroke-width="4"')
    );
  },
};

const seagull: CompanionArt = {
  size: 0.13,
  width: 0.95,
  draw: (ctx, o) =>
    line('M-6 -18L-8 -2M6 -18L6 -2', '#f29b3a', 3.5) +
    path('M-14 -2L-2 -2M0 -2L12 -2', 'none', 'stroke="#f29b3a" stroke-width="3" stroke-linecap="round"') +
    path('M-46 -44L-28 -40L-24 -30Z', '#7f8a99') +
    ellipse(-4, -38, 28, 20, soft(ctx, '#ffffff')) +
    path('M-28 -46C-14 -54 6 -52 12 -40C0 -36 -16 -34 -30 -38Z', '#a9b4c4') +
    path('M-28 -44L-20 -40L-30 -38Z', '#5c6675') +
    circle(16, -62, 17, soft(ctx, '#ffffff')) +
    path('M30 -64L48 -60L30 -55Z', '#ffb52e') +
    circle(30, -58, 1.4, '#e5533d') +
    eye(20, -66, 3.4, o.asleep) +
    blush(22, -58, 3),
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

const puppy: CompanionArt = {
  size: 0.17,
  width: 0.8,
  draw: (ctx, o) => {
    const fur = '#e9c38f';
    const ear = '#9c6a43';
    return (
      path('M-20 -14C-36 -18 -40 -34 -34 -40C-32 -30 -26 -24 -18 -24Z', fur) +
      path('M-20 0C-26 -28 -16 -46 2 -46C20 -46 28 -28 22 0Z', soft(ctx, fur)) +
      ellipse(2, -20, 11, 14, '#fff4e2') +
      ellipse(-8, -3, 8, 4.5, fur) +
      ellipse(12, -3, 8, 4.5, fur) +
      rect(-12, -50, 26, 6, '#e8484f', 3) +
      circle(2, -42, 4, '#ffd45c') +
      circle(4, -70, 24, soft(ctx, fur)) +
      path('M-16 -84C-30 -84 -30 -60 -22 -52C-16 -58 -14 -70 -12 -80Z', ear) +
      path('M22 -86C36 -86 36 -62 30 -54C24 -60 22 -72 18 -82Z', ear) +
      ellipse(10, -60, 12, 9, '#fff4e2') +
      eye(-4, -72, 4.2, o.asleep) +
      eye(14, -72, 4.2, o.asleep) +
      ellipse(12, -64, 4.2, 3, INK) +
      (o.asleep ? '' : path('M8 -56Q12 -48 16 -56Z', '#ff7f93')) +
      smile(12, -58, 4.5) +
      blush(-8, -62, 3.5) +
      blush(22, -62, 3.5) +
      circle(-6, -82, 4, lighten(ear, 0.2), 'opacity="0.6"')
    );
  },
};

const teddyBear: CompanionArt = {
  size: 0.15,
  width: 0.65,
  draw: (ctx, o) => {
    const fur = '#b9814f';
    const muzzle = '#f1d6ad';
    return (
      ellipse(-16, -6, 11, 8, fur) +
      ellipse(18, -6, 11, 8, fur) +
      ellipse(-16, -5, 6, 5, muzzle) +
      ellipse(18, -5, 6, 5, muzzle) +
      ellipse(1, -30, 24, 24, soft(ctx, fur)) +
      ellipse(1, -26, 14, 14, muzzle, 'opacity="0.85"') +
      line('M-18 -42Q-30 -32 -24 -20', fur, 11) +
      line('M20 -42Q32 -32 26 -20', fur, 11) +
      circle(-18, -82, 10, fur) +
      circle(-18, -82, 5.5, muzzle) +
      circle(20, -82, 10, fur) +
      circle(20, -82, 5.5, muzzle) +
      circle(1, -66, 24, soft(ctx, fur)) +
      ellipse(2, -57, 11, 8.5, muzzle) +
      eye(-7, -68, 3.8, o.asleep) +
      eye(11, -68, 3.8, o.asleep) +
      ellipse(2, -60, 4, 3, '#4a2e22') +
      smile(2, -55, 4, '#4a2e22') +
      path('M-12 -44L1 -39L-12 -34ZM14 -44L1 -39L14 -34Z', '#6fa8ff') +
      circle(1, -39, 3, '#4f8fe8') +
      line('M1 -20L1 -10', darken(fur, 0.2), 1, 'stroke-dasharray="2 2"')
    );
  },
};

const classHamster: CompanionArt = {
  size: 0.1,
  width: 0.85,
  draw: (ctx, o) => {
    const fur = '#f2b45f';
    return (
      ellipse(-14, -2, 8, 4, '#f7c6b0') +
      ellipse(14, -2, 8, 4, '#f7c6b0') +
      path(
        'M-40 -20C-40 -52 -16 -70 6 -70C30 -70 44 -50 44 -24C44 -6 30 0 2 0C-26 0 -40 -4 -40 -20Z',
        soft(ctx, fur),
      ) +
      path('M-18 -6C-22 -28 -6 -40 10 -40C26 -40 34 -24 30 -6Z', '#fff3df') +
      circle(-20, -66, 10, fur) +
      circle(-20, -66, 5.5, '#ffb7b0') +
      circle(26, -66, 10, fur) +
      circle(26, -66, 5.5, '#ffb7b0') +
      eye(-4, -46, 5, o.asleep) +
      eye(18, -46, 5, o.asleep) +
      ellipse(7, -38, 3.6, 2.6, '#e27a7a') +
      smile(7, -33, 4) +
      ellipse(-14, -32, 8, 6, '#ffd9b0') +
      ellipse(28, -32, 8, 6, '#ffd9b0') +
      blush(-16, -36, 4) +
      blush(30, -36, 4) +
      ellipse(-4, -24, 6, 4, '#f7c6b0') +
      ellipse(18, -24, 6, 4, '#f7c6b0')
    );
  },
};

const fox: CompanionArt = {
  size: 0.19,
  width: 0.95,
  draw: (ctx, o) => {
    const fur = '#f28a3a';
    const white = '#fff6ea';
    return (
      path('M-18 -10C-46 -6 -62 -26 -58 -50C-50 -44 -40 -34 -22 -30Z', soft(ctx, fur)) +
      path('M-58 -50C-54 -44 -50 -40 -46 -37C-50 -34 -56 -36 -58 -42Z', white) +
      path('M-20 0C-26 -28 -16 -48 2 -48C20 -48 28 -28 22 0Z', soft(ctx, fur)) +
      path('M-10 -2C-14 -24 -6 -40 2 -40C10 -40 18 -24 12 -2Z', white) +
      ellipse(-8, -3, 8, 4.5, darken(fur, 0.35)) +
      ellipse(12, -3, 8, 4.5, darken(fur, 0.35)) +
      path('M-20 -72L-24 -100L-4 -86Z', fur) +
      path('M-18 -78L-21 -94L-10 -86Z', '#3a2a2a', 'opacity="0.75"') +
      path('M24 -72L30 -100L10 -86Z', fur) +
      path('M22 -78L27 -94L16 -86Z', '#3a2a2a', 'opacity="0.75"') +
      path(
        'M-22 -70C-24 -86 -8 -92 4 -92C18 -92 30 -86 30 -72C30 -62 22 -56 14 -52L4 -46L-6 -52C-14 -56 -22 -62 -22 -70Z',
        soft(ctx, fur),
      ) +
      path(
        'M-20 -66C-14 -58 -6 -56 4 -46C12 -56 24 -58 28 -66C22 -60 12 -60 4 -58C-4 -60 -14 -60 -20 -66Z',
        white,
      ) +
      eye(-6, -72, 4, o.asleep) +
      eye(14, -72, 4, o.asleep) +
      ellipse(4, -52, 3.6, 2.8, INK) +
      blush(-12, -62, 3.4) +
      blush(20, -62, 3.4)
    );
  },
};

const owl: CompanionArt = {
  size: 0.14,
  width: 0.6,
  draw: (ctx, o) => {
    const feathers = '#9b7653';
    return (
      path('M-26 -24C-34 -44 -30 -64 -22 -74L-18 -46Z', darken(feathers, 0.12)) +
      path('M26 -24C34 -44 30 -64 22 -74L18 -46Z', darken(feathers, 0.12)) +
      ellipse(0, -44, 26, 40, soft(ctx, feathers)) +
      ellipse(0, -30, 16, 22, '#f3e1c4') +
      [-36, -28, -20].map((y) => line(`M-8 ${y}q4 3 8 0q4 3 8 0`, '#c9a980', 1.5)).join('') +
      path('M-24 -84L-18 -70L-12 -80ZM24 -84L18 -70L12 -80Z', darken(feathers, 0.1)) +
      circle(-10, -62, 10, '#fff7e8') +
      circle(10, -62, 10, '#fff7e8') +
      eye(-10, -62, 5, o.asleep) +
      eye(10, -62, 5, o.asleep) +
      path('M-3 -54L3 -54L0 -47Z', '#f2a03a') +
      line('M-10 -4L-10 2M10 -4L10 2', '#f2a03a', 3)
    );
  },
};

const bunny: CompanionArt = {
  size: 0.16,
  width: 0.55,
  draw: (ctx, o) => {
    const fur = '#f4efe9';
    return (
      circle(-22, -14, 8, '#ffffff') +
      ellipse(0, -24, 22, 24, soft(ctx, fur)) +
      ellipse(-9, -3, 9, 4.5, fur) +
      ellipse(11, -3, 9, 4.5, fur) +
      ellipse(-8, -92, 7, 20, fur, 'transform="rotate(-10 -8 -92)"') +
      ellipse(-8, -90, 3.5, 14, '#ffc1cc', 'transform="rotate(-10 -8 -90)"') +
      ellipse(12, -92, 7, 20, fur, 'transform="rotate(12 12 -92)"') +
      ellipse(12, -90, 3.5, 14, '#ffc1cc', 'transform="rotate(12 12 -90)"') +
      circle(3, -58, 20, soft(ctx, fur)) +
      eye(-4, -60, 3.6, o.asleep) +
      eye(12, -60, 3.6, o.asleep) +
      ellipse(4, -52, 2.6, 2, '#ff9fb0') +
      smile(4, -48, 3) +
      blush(-9, -52, 3) +
      blush(17, -52, 3)
    );
  },
};

/** Every companion of the art vocabulary (domain/art-vocabulary.ts) has a drawer here: the theme scripts' own, plus a few friends for custom stories. */
export const COMPANIONS: Record<string, CompanionArt> = {
  dolphin,
  monkey,
  robot,
  kitten,
  'baby-dinosaur': babyDinosaur,
  'black-cat': blackCat,
  reindeer,
  seagull,
  dragon,
  puppy,
  'teddy-bear': teddyBear,
  'class-hamster': classHamster,
  fox,
  owl,
  bunny,
};

/** A little star sprite with a face, for a companion nobody has drawn yet. */
export const SPRITE_COMPANION: CompanionArt = {
  size: 0.12,
  width: 1,
  floats: true,
  draw: (ctx, o) =>
    circle(
      0,
      -50,
      50,
      ctx.radial([
        [glow('#fff6c4'), 0, 0.7],
        [glow('#ffe27a'), 1, 0],
      ]),
    ) +
    path(softStar(0, -50, 40, 20), ctx.radial([glow('#fffbe0'), glow('#ffd84a')])) +
    eye(-9, -52, 4, o.asleep, '#5a3d1e') +
    eye(9, -52, 4, o.asleep, '#5a3d1e') +
    smile(0, -42, 5, '#7a5a2a'),
};

export function companionArt(key: string): CompanionArt {
  return COMPANIONS[key] ?? SPRITE_COMPANION;
}
