import {
  HAIR_COLORS as CHOSEN_HAIR_COLORS,
  SKIN_TONES as CHOSEN_SKIN_TONES,
  type ChildGender,
  HAIR_STYLES,
} from '@storyloom/contract';
import { article, type ChildLook, hairPhrase } from '../../domain/child-look.ts';
import {
  colorDistance,
  colorName,
  darken,
  hexToRgb,
  lighten,
  luminance,
  mix,
  rgbToHsl,
} from '../../lib/color.ts';
import { seededRandom } from '../../lib/random.ts';
import type { EyeShape } from '../drawing/face.ts';
import type { HairStyle } from '../drawing/hair.ts';

export type TopKind = 't-shirt' | 'hoodie' | 'jumper' | 'dress';
export type BottomKind = 'shorts' | 'trousers' | 'skirt' | 'leggings' | 'dungarees' | 'none';
export type Motif = 'star' | 'heart' | 'stripes' | 'dots' | 'moon' | 'flower' | 'rainbow' | 'plain';
export type ShoeKind = 'sneakers' | 'boots' | 'mary-janes';

/** A coloured part of the character, with the word a prompt uses for its colour. */
export interface Swatch {
  color: string;
  name: string;
}

/** The child of one story: fixed for every scene, only pose and expression change. */
export interface Character {
  seed: number;
  /** Whether a girl or a boy, when the parent said. */
  gender?: ChildGender;
  skin: Swatch & { shade: string; cheek: string };
  hair: Swatch & { style: HairStyle; shade: string; accent: string };
  eyes: Swatch & { shape: EyeShape };
  freckles: boolean;
  /** Frame colour of round glasses, or null. */
  glasses: string | null;
  top: Swatch & { kind: TopKind; motif: Motif; motifColor: string; longSleeves: boolean };
  bottom: Swatch & { kind: BottomKind };
  shoes: Swatch & { kind: ShoeKind };
}

/** Skin tones from fair to deep, each with a warm shade for cheeks and shadows. */
export const SKIN_TONES: readonly Swatch[] = [
  { name: 'fair', color: '#fde3cf' },
  { name: 'light peach', color: '#f6cfae' },
  { name: 'light golden', color: '#ecbc90' },
  { name: 'olive', color: '#d4a473' },
  { name: 'tan', color: '#c48a5c' },
  { name: 'light brown', color: '#ad7048' },
  { name: 'warm brown', color: '#925934' },
  { name: 'brown', color: '#7a4729' },
  { name: 'deep brown', color: '#5f361f' },
  { name: 'dark brown', color: '#4b2a18' },
];

/** The hair colours a parent can choose are all the ones drawn, from black to light blonde. */
const HAIR_COLORS: readonly Swatch[] = CHOSEN_HAIR_COLORS.map((c) => ({
  name: c.label.toLowerCase(),
  color: c.color,
}));

const EYE_COLORS: readonly Swatch[] = [
  { name: 'dark brown', color: '#3a2317' },
  { name: 'brown', color: '#6a3f22' },
  { name: 'hazel', color: '#7b6532' },
  { name: 'green', color: '#4d7a4b' },
  { name: 'blue', color: '#3c6fa6' },
];

const TOP_COLORS: readonly Swatch[] = [
  { name: 'yellow', color: '#ffc83d' },
  { name: 'red', color: '#ec5050' },
  { name: 'orange', color: '#ff8b3d' },
  { name: 'coral', color: '#ff7a6b' },
  { name: 'pink', color: '#f38fb5' },
  { name: 'purple', color: '#8f6fd0' },
  { name: 'lilac', color: '#bb9be6' },
  { name: 'blue', color: '#4b8fe2' },
  { name: 'sky blue', color: '#74c2f0' },
  { name: 'teal', color: '#22a99b' },
  { name: 'green', color: '#5fbf62' },
  { name: 'mint', color: '#8edbb7' },
];

const BOTTOM_COLORS: readonly Swatch[] = [
  { name: 'navy', color: '#33467e' },
  { name: 'denim blue', color: '#5679b0' },
  { name: 'blue', color: '#3f7dd6' },
  { name: 'khaki', color: '#c2ae82' },
  { name: 'grey', color: '#8f99a6' },
  { name: 'green', color: '#4f9a5a' },
  { name: 'purple', color: '#7257b8' },
  { name: 'red', color: '#d9463f' },
  { name: 'brown', color: '#8a634f' },
  { name: 'pink', color: '#ee86ad' },
];

const SHOE_COLORS: readonly Swatch[] = [
  { name: 'red', color: '#e4473f' },
  { name: 'white', color: '#f6f3ee' },
  { name: 'blue', color: '#3f7dd6' },
  { name: 'yellow', color: '#ffc23a' },
  { name: 'pink', color: '#f17fab' },
  { name: 'green', color: '#4fb061' },
  { name: 'navy', color: '#2f3f70' },
  { name: 'orange', color: '#ff8633' },
  { name: 'purple', color: '#8a66cc' },
];

/**
 * The styles the seed picks from. Without a gender any child may get any style: hair does not
 * decide who the child is. With one, the picture agrees with the story: many parents read a short
 * cut as a boy and pigtails as a girl. A style the parent chose is drawn whatever the gender.
 */
const SEEDED_HAIR_STYLES: Record<ChildGender | 'any', readonly HairStyle[]> = {
  any: HAIR_STYLES.map((s) => s.value),
  girl: ['long', 'braids', 'ponytail', 'afro-puffs', 'afro', 'bob', 'pigtails', 'bun'],
  boy: ['short', 'buzz', 'curly', 'afro'],
};
const GLASSES_FRAMES = ['#c0392b', '#2c6fbb', '#6a4bb3', '#3a3a48', '#d9822b'];
const EYE_SHAPES: readonly EyeShape[] = ['round', 'oval', 'almond', 'wide'];
const MOTIFS: readonly Motif[] = ['star', 'heart', 'stripes', 'dots', 'moon', 'flower', 'rainbow', 'plain'];
const ACCENTS = ['#ff6f91', '#ffd23f', '#5fd3c7', '#9d7bea', '#ff8c42', '#ffffff'];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length] as T;
}

/** Picks by weight; weights need not sum to one. */
function weighted<T>(items: readonly T[], weights: readonly number[], random: () => number): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0;
    if (r <= 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

const swatch = (color: string): Swatch => ({ color, name: colorName(color) });

/**
 * Outfit colours from a parent's reference palette: the top takes the first (most dominant)
 * colour, the bottom the palette colour that stands out most from it, the shoes another.
 */
function paletteOutfit(
  palette: string[],
  random: () => number,
): { top: Swatch; bottom: Swatch; shoes: Swatch } {
  const colors = palette.filter((c) => /^#[0-9a-f]{6}$/i.test(c)).map((c) => c.toLowerCase());
  const top = colors[0] ?? pick(TOP_COLORS, random).color;
  const rest = colors.slice(1);
  const byContrast = [...rest].sort((a, b) => colorDistance(b, top) - colorDistance(a, top));
  let bottom = byContrast[0] ?? (luminance(top) > 0.5 ? darken(top, 0.45) : lighten(top, 0.45));
  if (colorDistance(top, bottom) < 90)
    bottom = luminance(top) > 0.5 ? darken(bottom, 0.4) : lighten(bottom, 0.4);
  const others = rest.filter((c) => c !== bottom);
  const shoes =
    others[0] ?? (colors.length > 0 ? mix(bottom, '#ffffff', 0.35) : pick(SHOE_COLORS, random).color);
  return { top: swatch(top), bottom: swatch(bottom), shoes: swatch(shoes) };
}

/** The index in SKIN_TONES of a tone the parent chose: its swatch is one of the tones drawn. */
const chosenSkinIndex = (value: string) =>
  SKIN_TONES.findIndex((tone) => tone.color === CHOSEN_SKIN_TONES.find((t) => t.value === value)?.color);

const chosenHairColor = (value: string) =>
  HAIR_COLORS.find((hair) => hair.color === CHOSEN_HAIR_COLORS.find((c) => c.value === value)?.color);

/** Outfits by weight; a boy's story leaves out the dress, the skirt and the strap shoes. */
function outfitKinds(random: () => number, gender?: ChildGender) {
  const boy = gender === 'boy';
  const topKind = weighted<TopKind>(
    ['t-shirt', 'hoodie', 'jumper', 'dress'],
    [5, 2, 2, boy ? 0 : 2.5],
    random,
  );
  const bottomKind: BottomKind =
    topKind === 'dress'
      ? 'none'
      : weighted<BottomKind>(
          ['shorts', 'trousers', 'skirt', 'leggings', 'dungarees'],
          [3, 3, boy ? 0 : 1.6, 1.2, 1.2],
          random,
        );
  const shoeKind =
    topKind === 'dress' || bottomKind === 'skirt'
      ? weighted<ShoeKind>(['sneakers', 'boots', 'mary-janes'], [2, 1, 2], random)
      : weighted<ShoeKind>(['sneakers', 'boots', 'mary-janes'], [4, 1.5, boy ? 0 : 0.5], random);
  return { topKind, bottomKind, shoeKind };
}

export interface CharacterOptions extends ChildLook {
  /** Hex colours from the parent's reference image or drawing: the outfit wears them. */
  palette?: string[];
}

/**
 * Creates the child of a story from a seed. What the parent said about the child (skin tone, hair,
 * glasses, girl or boy) is kept; the seed picks the rest, the same way for the same seed.
 */
export function createCharacter(
  seed: number,
  { palette, appearance = {}, gender }: CharacterOptions = {},
): Character {
  const random = seededRandom(seed ^ 0x5eed1e55);
  // Every draw is made whatever the parent chose, so a choice changes only what was chosen.
  const drawnSkin = Math.floor(random() * SKIN_TONES.length) % SKIN_TONES.length;
  const skinIndex = appearance.skin_tone ? chosenSkinIndex(appearance.skin_tone) : drawnSkin;
  const skinTone = SKIN_TONES[skinIndex] as Swatch;
  const deep = skinIndex >= 5;
  const drawnHair = weighted(
    HAIR_COLORS,
    deep ? [6, 3.5, 1, 0.2, 0.1, 0.05, 0.1, 0] : [2.2, 2.2, 2, 1.4, 0.8, 0.7, 1.2, 0.9],
    random,
  );
  const hair = (appearance.hair_color && chosenHairColor(appearance.hair_color)) || drawnHair;
  const eyes = weighted(EYE_COLORS, deep ? [6, 3, 0.4, 0.1, 0.1] : [2.5, 2, 1, 0.8, 1], random);
  const drawnStyle = pick(SEEDED_HAIR_STYLES[gender ?? 'any'], random);
  const style = appearance.hair_style ?? drawnStyle;
  const eyeShape = pick(EYE_SHAPES, random);
  const { topKind, bottomKind, shoeKind } = outfitKinds(random, gender);
  const motif = pick(MOTIFS, random);

  let colors: { top: Swatch; bottom: Swatch; shoes: Swatch };
  if (palette && palette.length > 0) {
    colors = paletteOutfit(palette, random);
  } else {
    const top = pick(TOP_COLORS, random);
    const bottoms = BOTTOM_COLORS.filter((b) => colorDistance(b.color, top.color) > 140);
    const bottom = pick(bottoms.length > 0 ? bottoms : BOTTOM_COLORS, random);
    const shoes = pick(
      SHOE_COLORS.filter((s) => colorDistance(s.color, bottom.color) > 110),
      random,
    );
    colors = { top, bottom, shoes: shoes ?? pick(SHOE_COLORS, random) };
  }
  // The motif needs to stand out from the top it is printed on.
  const topLum = luminance(colors.top.color);
  const motifColor =
    topLum > 0.62 ? mix(colors.bottom.color, '#000000', 0.1) : topLum < 0.35 ? '#fff4d6' : '#ffffff';

  const [, sat] = rgbToHsl(hexToRgb(hair.color));
  const accent = pick(ACCENTS, random);
  const freckles = !deep && random() < 0.18;
  const drawnGlasses = random() < 0.13 ? pick(GLASSES_FRAMES, random) : null;
  // Glasses the parent asked for take a frame the seed chooses, without a draw of their own.
  const glasses =
    appearance.glasses === undefined
      ? drawnGlasses
      : appearance.glasses
        ? (drawnGlasses ?? (GLASSES_FRAMES[seed % GLASSES_FRAMES.length] as string))
        : null;
  return {
    seed,
    ...(gender ? { gender } : {}),
    skin: {
      ...skinTone,
      shade: darken(mix(skinTone.color, '#b5533c', 0.18), 0.08),
      cheek: mix(skinTone.color, '#ff5f7a', deep ? 0.28 : 0.38),
    },
    hair: {
      ...hair,
      style,
      shade: darken(hair.color, 0.25 + sat * 0.05),
      accent,
    },
    eyes: { ...eyes, shape: eyeShape },
    freckles,
    glasses,
    top: {
      ...colors.top,
      kind: topKind,
      motif: topKind === 'hoodie' && motif === 'stripes' ? 'star' : motif,
      motifColor,
      longSleeves: topKind === 'hoodie' || topKind === 'jumper' || random() < 0.25,
    },
    bottom: { ...colors.bottom, kind: bottomKind },
    shoes: { ...colors.shoes, kind: shoeKind },
  };
}

const EYE_PHRASES: Record<EyeShape, string> = {
  round: 'big round',
  oval: 'bright oval',
  almond: 'almond-shaped',
  wide: 'wide, sparkly',
};

const MOTIF_PHRASES: Record<Motif, (color: string) => string> = {
  star: () => ' with a star on it',
  heart: () => ' with a heart on it',
  stripes: (c) => ` with ${c} stripes`,
  dots: (c) => ` with ${c} polka dots`,
  moon: () => ' with a little moon on it',
  flower: () => ' with a flower on it',
  rainbow: () => ' with a rainbow on it',
  plain: () => '',
};

const SHOE_WORDS: Record<ShoeKind, string> = { sneakers: 'sneakers', boots: 'boots', 'mary-janes': 'shoes' };

/**
 * A short English description of the child, repeated in every image prompt of a story so the
 * child looks the same in each picture.
 */
export function characterBrief(c: Character): string {
  const hair = hairPhrase(c.hair.style, c.hair.name, colorName(c.hair.accent));
  const eyes = `${EYE_PHRASES[c.eyes.shape]} ${c.eyes.name} eyes`;
  const extras = [c.freckles ? 'freckles' : '', c.glasses ? `round ${colorName(c.glasses)} glasses` : '']
    .filter(Boolean)
    .join(' and ');
  const motif = MOTIF_PHRASES[c.top.motif](colorName(c.top.motifColor));
  const sleeves = c.top.kind === 't-shirt' && c.top.longSleeves ? 'long-sleeved t-shirt' : c.top.kind;
  const top = `${article(c.top.name)} ${c.top.name} ${sleeves}${motif}`;
  const shoes = `${c.shoes.name} ${SHOE_WORDS[c.shoes.kind]}`;
  const outfit =
    c.bottom.kind === 'none'
      ? `${top} and ${shoes}`
      : c.bottom.kind === 'dungarees'
        ? `${top} under ${c.bottom.name} dungarees, and ${shoes}`
        : `${top}, ${c.bottom.name} ${c.bottom.kind} and ${shoes}`;
  return `a ${c.gender ?? 'child'} with ${c.skin.name} skin, ${hair}, ${eyes}${extras ? `, ${extras}` : ''}, wearing ${outfit}`;
}
