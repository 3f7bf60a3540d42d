import { darken, lighten, luminance, mix } from '../../lib/color.ts';
import { seededRandom } from '../../lib/random.ts';
import type { FacePaint } from '../drawing/face.ts';
import type { HairPaint, HairStyle } from '../drawing/hair.ts';
import type { SleevePaint } from './arms.ts';
import { type SkinPaint, skinPaint } from './hand.ts';

/** How the signer looks: a friendly grown-up drawn with the same faces and hair as the story's children. */
export interface SignerLook {
  skin: SkinPaint;
  face: FacePaint;
  hair: HairPaint;
  sleeve: SleevePaint;
  /** The plain backdrop behind the signer: top and bottom colours. */
  backdrop: [string, string];
}

const SKINS = ['#f6cfae', '#ecbc90', '#d4a473', '#c48a5c', '#ad7048', '#925934', '#7a4729', '#5f361f'];
const HAIRS = ['#2a1e1b', '#4a2f23', '#7a4a2e', '#a0704a', '#94401f', '#dca64a'];
const STYLES: HairStyle[] = ['short', 'bob', 'bun', 'ponytail', 'curly', 'afro', 'long', 'braids'];
const EYES = ['#3a2317', '#6a3f22', '#7b6532', '#4d7a4b', '#3c6fa6'];

/**
 * A signer for a story, the same in every scene. Interpreters wear plain clothes that contrast
 * with their hands and stand before a calm background, so the handshapes read at a glance: a
 * lighter skin gets a deep top, a deeper skin a lighter one, and the backdrop stays pale.
 */
export function signerLook(seed: number): SignerLook {
  const random = seededRandom(seed ^ 0x519e5);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length) % items.length] as T;
  const skin = pick(SKINS);
  const deep = luminance(skin) < 0.42;
  const hairColor = deep ? pick(HAIRS.slice(0, 2)) : pick(HAIRS);
  const top = deep ? pick(['#3f8fb5', '#3fa59a', '#c9746a']) : pick(['#264a6e', '#2f5d57', '#4a3a78']);
  const paint = skinPaint(skin);
  return {
    skin: paint,
    face: {
      skin,
      shade: darken(mix(skin, '#b5533c', 0.18), 0.08),
      cheek: mix(skin, '#ff5f7a', deep ? 0.26 : 0.34),
      eyeColor: deep ? pick(EYES.slice(0, 2)) : pick(EYES),
      eyeShape: pick(['round', 'oval', 'almond'] as const),
      brow: darken(hairColor, 0.15),
      freckles: false,
      glasses: null,
    },
    hair: {
      style: pick(STYLES),
      color: hairColor,
      shade: darken(hairColor, 0.28),
      accent: pick(['#ff6f91', '#ffd23f', '#5fd3c7', '#9d7bea']),
    },
    sleeve: { color: top, outline: darken(top, 0.35) },
    backdrop: [lighten('#efe7fb', 0.3), '#e6f2f4'],
  };
}
