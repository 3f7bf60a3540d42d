/** Companions from home and school: pets and toys. Drawn 100 units tall, facing +x, feet centred on 0,0. */
import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, line, path, rect } from '../drawing/svg.ts';
import { blush, eye, INK, smile, soft } from './companion-parts.ts';
import type { CompanionArt } from './prop-types.ts';

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

export const PET_COMPANIONS: Record<string, CompanionArt> = {
  kitten,
  'black-cat': blackCat,
  puppy,
  'teddy-bear': teddyBear,
  'class-hamster': classHamster,
  bunny,
};
