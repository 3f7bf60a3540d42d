import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { LanguageCode } from '@storyloom/contract';
import * as fontkit from 'fontkit';

/**
 * The TrueType faces the PDFs are set in. Each script has its own Noto face because no single
 * TTF covers them all; Noto Sans SC also carries the Japanese kana, so Japanese shares it and
 * only Hangul needs a second CJK face. Baloo 2 is the rounded display face for titles in the
 * Latin and Devanagari scripts it covers.
 */
export type FaceId =
  | 'display'
  | 'latin'
  | 'latin-bold'
  | 'arabic'
  | 'arabic-bold'
  | 'hebrew'
  | 'hebrew-bold'
  | 'devanagari'
  | 'devanagari-bold'
  | 'gurmukhi'
  | 'gurmukhi-bold'
  | 'cjk'
  | 'cjk-bold'
  | 'hangul'
  | 'hangul-bold';

export type Weight = 'regular' | 'bold';

/** OpenType features as fontkit takes them: a feature name turned on or off. */
export type Features = Record<string, boolean>;

interface FaceSource {
  module: string;
  file: string;
  features?: Features;
  /** Comfortable distance between baselines, in ems: scripts with tall marks need more. */
  lineHeight?: number;
}

const SOURCES: Record<FaceId, FaceSource> = {
  display: { module: '@expo-google-fonts/baloo-2', file: '700Bold/Baloo2_700Bold.ttf', lineHeight: 1.2 },
  latin: { module: '@expo-google-fonts/noto-sans', file: '400Regular/NotoSans_400Regular.ttf' },
  'latin-bold': { module: '@expo-google-fonts/noto-sans', file: '700Bold/NotoSans_700Bold.ttf' },
  arabic: {
    module: '@expo-google-fonts/noto-sans-arabic',
    file: '400Regular/NotoSansArabic_400Regular.ttf',
    lineHeight: 1.75,
  },
  'arabic-bold': {
    module: '@expo-google-fonts/noto-sans-arabic',
    file: '700Bold/NotoSansArabic_700Bold.ttf',
    lineHeight: 1.75,
  },
  hebrew: { module: '@expo-google-fonts/noto-sans-hebrew', file: '400Regular/NotoSansHebrew_400Regular.ttf' },
  'hebrew-bold': {
    module: '@expo-google-fonts/noto-sans-hebrew',
    file: '700Bold/NotoSansHebrew_700Bold.ttf',
  },
  devanagari: {
    module: '@expo-google-fonts/noto-sans-devanagari',
    file: '400Regular/NotoSansDevanagari_400Regular.ttf',
    lineHeight: 1.6,
  },
  'devanagari-bold': {
    module: '@expo-google-fonts/noto-sans-devanagari',
    file: '700Bold/NotoSansDevanagari_700Bold.ttf',
    lineHeight: 1.6,
  },
  // fontkit's Indic shaper crashes on this face's above-base mark positioning; the marks sit well without it.
  gurmukhi: {
    module: '@expo-google-fonts/noto-sans-gurmukhi',
    file: '400Regular/NotoSansGurmukhi_400Regular.ttf',
    features: { abvm: false },
    lineHeight: 1.6,
  },
  'gurmukhi-bold': {
    module: '@expo-google-fonts/noto-sans-gurmukhi',
    file: '700Bold/NotoSansGurmukhi_700Bold.ttf',
    features: { abvm: false },
    lineHeight: 1.6,
  },
  cjk: {
    module: '@expo-google-fonts/noto-sans-sc',
    file: '400Regular/NotoSansSC_400Regular.ttf',
    lineHeight: 1.6,
  },
  'cjk-bold': {
    module: '@expo-google-fonts/noto-sans-sc',
    file: '700Bold/NotoSansSC_700Bold.ttf',
    lineHeight: 1.6,
  },
  hangul: {
    module: '@expo-google-fonts/noto-sans-kr',
    file: '400Regular/NotoSansKR_400Regular.ttf',
    lineHeight: 1.6,
  },
  'hangul-bold': {
    module: '@expo-google-fonts/noto-sans-kr',
    file: '700Bold/NotoSansKR_700Bold.ttf',
    lineHeight: 1.6,
  },
};

type Script = 'latin' | 'arabic' | 'hebrew' | 'devanagari' | 'gurmukhi' | 'cjk' | 'hangul';

/** The script each language is written in; Cyrillic and Latin share Noto Sans. */
const SCRIPT_OF: Record<LanguageCode, Script> = {
  en: 'latin',
  es: 'latin',
  tr: 'latin',
  fr: 'latin',
  de: 'latin',
  it: 'latin',
  pt: 'latin',
  ru: 'latin',
  he: 'hebrew',
  fa: 'arabic',
  ar: 'arabic',
  hi: 'devanagari',
  pa: 'gurmukhi',
  zh: 'cjk',
  ja: 'cjk',
  ko: 'hangul',
};

const ALL_SCRIPTS: Script[] = ['latin', 'arabic', 'hebrew', 'devanagari', 'gurmukhi', 'cjk', 'hangul'];

const faceOf = (script: Script, weight: Weight): FaceId =>
  (weight === 'bold' ? `${script}-bold` : script) as FaceId;

/**
 * Faces to try, in order, for text of a language: its own script's face first, then every
 * other, so a child's name typed in another script still finds its glyphs.
 */
export function faceChain(language: string, weight: Weight): FaceId[] {
  const own = SCRIPT_OF[language as LanguageCode] ?? 'latin';
  return [own, ...ALL_SCRIPTS.filter((s) => s !== own)].map((script) => faceOf(script, weight));
}

const require = createRequire(import.meta.url);
const files = new Map<FaceId, Buffer>();
const fonts = new Map<FaceId, fontkit.Font>();

/** The face's file, read once per process; the CJK faces are large, so only when first needed. */
export function faceFile(face: FaceId): Buffer {
  let bytes = files.get(face);
  if (!bytes) {
    const source = SOURCES[face];
    bytes = fs.readFileSync(require.resolve(`${source.module}/${source.file}`));
    files.set(face, bytes);
  }
  return bytes;
}

/** The parsed face, for coverage checks and measuring. */
function faceFont(face: FaceId): fontkit.Font {
  let font = fonts.get(face);
  if (!font) {
    font = fontkit.create(faceFile(face)) as fontkit.Font;
    fonts.set(face, font);
  }
  return font;
}

export const faceFeatures = (face: FaceId): Features | undefined => SOURCES[face].features;

export const hasGlyph = (face: FaceId, codePoint: number): boolean =>
  faceFont(face).hasGlyphForCodePoint(codePoint);

/** Whether a face draws every visible character of a text. */
export function covers(face: FaceId, text: string): boolean {
  for (const char of text) {
    if (/[\s\p{Default_Ignorable_Code_Point}]/u.test(char)) continue;
    if (!hasGlyph(face, char.codePointAt(0) as number)) return false;
  }
  return true;
}

const widths = new Map<string, number>();
const MAX_CACHED_WIDTHS = 50_000;

/** Advance width of a text set in one face, in points. Shaping is slow, so widths are kept per word. */
export function measure(face: FaceId, text: string, size: number): number {
  const key = `${face}\u0000${text}`;
  let ems = widths.get(key);
  if (ems === undefined) {
    const font = faceFont(face);
    ems = font.layout(text, faceFeatures(face)).advanceWidth / font.unitsPerEm;
    if (widths.size >= MAX_CACHED_WIDTHS) widths.clear();
    widths.set(key, ems);
  }
  return ems * size;
}

/** Ascent, descent and comfortable line height of a face, in ems. */
export function verticalMetrics(face: FaceId): { ascent: number; descent: number; lineHeight: number } {
  const font = faceFont(face);
  return {
    ascent: font.ascent / font.unitsPerEm,
    descent: -font.descent / font.unitsPerEm,
    lineHeight: SOURCES[face].lineHeight ?? 1.45,
  };
}
