/** Companions from the wild: jungle, forest and snowy hills. Drawn 100 units tall, facing +x, feet centred on 0,0. */
import { darken, lighten } from '../../lib/color.ts';
import { circle, ellipse, heart, line, path, rect } from '../drawing/svg.ts';
import { blush, eye, INK, smile, soft } from './companion-parts.ts';
import type { CompanionArt } from './prop-types.ts';

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

const parrot: CompanionArt = {
  size: 0.16,
  width: 0.8,
  draw: (ctx, o) => {
    const red = '#ec4b4b';
    return (
      path('M-14 -30C-26 -14 -34 4 -30 10C-22 6 -14 -8 -6 -24Z', '#3f7fe0') +
      path('M-8 -28C-16 -10 -18 6 -12 12C-6 4 -2 -10 0 -24Z', '#ffcf3d') +
      line('M-4 -4L-6 2M6 -4L6 2', '#8a8f9c', 3.5) +
      ellipse(0, -34, 18, 26, soft(ctx, red)) +
      path('M-16 -44C-24 -30 -20 -14 -8 -8C-2 -18 -2 -34 -8 -46Z', soft(ctx, '#3fb86b')) +
      path('M-20 -26C-20 -18 -16 -12 -10 -10L-14 -22Z', '#3f7fe0') +
      ellipse(6, -30, 9, 14, lighten(red, 0.25), 'opacity="0.6"') +
      circle(4, -68, 22, soft(ctx, red)) +
      ellipse(10, -68, 11, 10, '#fff4ea') +
      eye(10, -70, 4.6, o.asleep) +
      path('M22 -70C34 -74 40 -66 36 -54C34 -58 30 -60 24 -58Z', '#f5d66b') +
      path('M24 -58C30 -58 34 -56 34 -52C30 -52 26 -54 24 -56Z', '#4b3b2a') +
      blush(4, -58, 3.6) +
      path('M-6 -88C-4 -98 4 -100 8 -94C4 -94 0 -90 -2 -86Z', '#ffcf3d')
    );
  },
};

const elephant: CompanionArt = {
  size: 0.22,
  width: 1.15,
  draw: (ctx, o) => {
    const skin = '#aab6cc';
    const dark = darken(skin, 0.12);
    const legs = [-34, -20, 4, 18]
      .map((x, i) => rect(x - 6, -22, 12, 22, i % 2 ? skin : dark, 6) + ellipse(x, -2, 5, 2, '#eef1f6'))
      .join('');
    return (
      line('M-40 -38Q-50 -30 -48 -22', dark, 3) +
      legs +
      ellipse(-12, -34, 32, 22, soft(ctx, skin)) +
      circle(24, -62, 26, soft(ctx, skin)) +
      line('M40 -54Q52 -48 50 -32Q48 -24 56 -24', skin, 11) +
      ellipse(4, -60, 16, 20, soft(ctx, dark)) +
      ellipse(5, -59, 10, 14, '#f6b8c8', 'opacity="0.85"') +
      eye(24, -68, 4.6, o.asleep) +
      eye(40, -68, 4.2, o.asleep) +
      smile(34, -50, 4.5, darken(skin, 0.5)) +
      blush(22, -56, 4) +
      blush(46, -58, 3.2) +
      path('M14 -86C18 -94 28 -96 32 -88C26 -90 20 -88 14 -86Z', dark)
    );
  },
};

const pony: CompanionArt = {
  size: 0.3,
  width: 1.0,
  draw: (ctx, o) => {
    const coat = '#f7e4cf';
    const mane = '#b88ae6';
    const legs = [-28, -16, 12, 24]
      .map(
        (x, i) =>
          rect(x - 4.5, -36, 9, 36, i % 2 ? coat : darken(coat, 0.08), 4) +
          rect(x - 5, -7, 10, 7, '#8a6a8f', 3),
      )
      .join('');
    return (
      path('M-38 -52C-56 -48 -60 -28 -52 -14C-48 -26 -42 -36 -34 -40Z', soft(ctx, mane)) +
      legs +
      ellipse(-2, -46, 36, 18, soft(ctx, coat)) +
      path('M14 -52C16 -66 20 -74 28 -78L40 -70C34 -62 30 -54 28 -42Z', coat) +
      ellipse(34, -82, 16, 15, soft(ctx, coat)) +
      ellipse(46, -72, 10, 8, lighten(coat, 0.3)) +
      path('M22 -94L26 -106L32 -94Z', coat) +
      path('M24 -95L26 -102L29 -95Z', '#f4b6c8') +
      path('M18 -90C8 -84 6 -64 12 -50C18 -58 20 -72 26 -82Z', soft(ctx, mane)) +
      path('M22 -96C30 -100 38 -96 38 -88C32 -92 26 -92 22 -90Z', mane) +
      eye(32, -84, 4, o.asleep) +
      eye(44, -84, 3.6, o.asleep) +
      circle(50, -72, 1.4, darken(coat, 0.4)) +
      smile(44, -66, 3.5, darken(coat, 0.5)) +
      blush(30, -74, 3.6) +
      path(heart(-8, -50, 4), '#f48fb1', 'opacity="0.8"')
    );
  },
};

export const WILD_COMPANIONS: Record<string, CompanionArt> = {
  monkey,
  reindeer,
  fox,
  owl,
  parrot,
  elephant,
  pony,
};
