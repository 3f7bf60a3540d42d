/** Companions of the sea and the shore. Drawn 100 units tall, facing +x, feet centred on 0,0. */
import { darken, lighten } from '../../lib/color.ts';
import { circle, ellipse, line, path } from '../drawing/svg.ts';
import { blush, eye, smile, soft } from './companion-parts.ts';
import type { CompanionArt } from './prop-types.ts';

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

const seaTurtle: CompanionArt = {
  size: 0.15,
  width: 1.35,
  draw: (ctx, o) => {
    const skin = '#8fd18a';
    const shell = '#3f9a6b';
    const plates = [
      [-22, -36],
      [-6, -42],
      [10, -36],
      [-14, -22],
      [4, -22],
    ]
      .map(([x, y]) => ellipse(x as number, y as number, 7, 5.5, lighten(shell, 0.25), 'opacity="0.9"'))
      .join('');
    return (
      path('M-34 -14C-50 -12 -56 -4 -54 2C-46 2 -38 -2 -30 -8Z', darken(skin, 0.08)) +
      path('M-40 -22L-50 -20L-42 -16Z', darken(skin, 0.08)) +
      line('M22 -30Q30 -40 40 -54', skin, 15) +
      path(
        'M-40 -18C-40 -46 -20 -58 -4 -58C14 -58 32 -46 32 -20C32 -14 28 -12 20 -12L-32 -12C-38 -12 -40 -14 -40 -18Z',
        soft(ctx, shell),
      ) +
      plates +
      path('M-40 -18C-20 -8 14 -8 32 -18L32 -12C14 -4 -20 -4 -40 -12Z', '#f3e6b0') +
      path('M6 -12C16 -10 28 -4 34 2C26 4 12 2 2 -6Z', soft(ctx, skin)) +
      path('M-20 -12C-24 -6 -26 0 -22 2C-16 2 -12 -4 -10 -10Z', darken(skin, 0.06)) +
      circle(46, -64, 20, soft(ctx, skin)) +
      eye(44, -68, 4.6, o.asleep) +
      eye(58, -68, 4.2, o.asleep) +
      smile(54, -56, 5, darken(skin, 0.45)) +
      blush(40, -58, 4) +
      blush(62, -58, 3.4) +
      circle(34, -76, 2.4, darken(skin, 0.1)) +
      circle(40, -82, 1.8, darken(skin, 0.1))
    );
  },
};

const octopus: CompanionArt = {
  size: 0.15,
  width: 1.0,
  floats: true,
  draw: (ctx, o) => {
    const skin = '#ff8c7a';
    const dark = darken(skin, 0.12);
    const arms = [-34, -20, -6, 8, 22, 36]
      .map((x, i) => {
        const curl = i % 2 === 0 ? -1 : 1;
        return line(
          `M${x * 0.6} -44Q${x} -22 ${x} -10Q${x} -2 ${x + curl * 7} -3`,
          i < 2 || i > 3 ? dark : skin,
          9,
        );
      })
      .join('');
    const suckers = [-34, -20, 22, 36]
      .map((x) => circle(x, -16, 1.8, lighten(skin, 0.35)) + circle(x, -24, 1.6, lighten(skin, 0.35)))
      .join('');
    return (
      arms +
      suckers +
      path(
        'M-30 -52C-34 -82 -16 -100 4 -100C26 -100 40 -82 36 -52C34 -40 20 -36 4 -36C-14 -36 -28 -40 -30 -52Z',
        soft(ctx, skin),
      ) +
      circle(-14, -84, 4, lighten(skin, 0.2)) +
      circle(-4, -92, 2.6, lighten(skin, 0.2)) +
      circle(24, -86, 3, lighten(skin, 0.2)) +
      eye(-6, -64, 5.5, o.asleep) +
      eye(16, -64, 5.5, o.asleep) +
      smile(5, -52, 5.5, darken(skin, 0.5)) +
      blush(-16, -54, 4.5) +
      blush(26, -54, 4.5)
    );
  },
};

const crab: CompanionArt = {
  size: 0.11,
  width: 1.5,
  draw: (ctx, o) => {
    const shell = '#f2604a';
    const legs = [-1, 1]
      .map((s) =>
        [0, 1, 2]
          .map((i) =>
            line(
              `M${s * 20} ${-20 + i * 5}L${s * (34 + i * 3)} ${-16 + i * 6}L${s * (38 + i * 4)} ${-2 + i * 1}`,
              darken(shell, 0.1),
              4,
            ),
          )
          .join(''),
      )
      .join('');
    const claw = (s: number) =>
      line(`M${s * 22} -32Q${s * 38} -40 ${s * 40} -56`, shell, 6) +
      path(
        `M${s * 40} -52C${s * 30} -58 ${s * 32} -76 ${s * 44} -78C${s * 46} -72 ${s * 42} -66 ${s * 44} -62C${s * 50} -66 ${s * 54} -72 ${s * 52} -64C${s * 52} -56 ${s * 48} -50 ${s * 40} -52Z`,
        soft(ctx, shell),
      );
    return (
      legs +
      claw(-1) +
      claw(1) +
      line('M-8 -44L-10 -62M8 -44L10 -62', darken(shell, 0.1), 3.5) +
      ellipse(0, -26, 28, 20, soft(ctx, shell)) +
      ellipse(0, -18, 18, 9, lighten(shell, 0.25), 'opacity="0.7"') +
      circle(-10, -64, 8, '#ffffff') +
      circle(10, -64, 8, '#ffffff') +
      eye(-9, -64, 4.4, o.asleep) +
      eye(11, -64, 4.4, o.asleep) +
      smile(1, -28, 6, darken(shell, 0.5)) +
      blush(-14, -28, 4) +
      blush(16, -28, 4)
    );
  },
};

export const SEA_COMPANIONS: Record<string, CompanionArt> = {
  dolphin,
  seagull,
  'sea-turtle': seaTurtle,
  octopus,
  crab,
};
