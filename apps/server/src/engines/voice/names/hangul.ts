import type { Beat, Consonant, Vowel } from './latin-sounds.ts';

// Indexes into the Hangul syllable block (U+AC00 + (initial × 21 + medial) × 28 + final).
const INITIAL: Record<Consonant | '', number> = {
  '': 11, // ㅇ
  k: 15, // ㅋ
  g: 0, // ㄱ
  n: 2, // ㄴ
  d: 3, // ㄷ
  t: 16, // ㅌ
  r: 5, // ㄹ
  l: 5,
  m: 6, // ㅁ
  b: 7, // ㅂ
  v: 7,
  p: 17, // ㅍ
  f: 17,
  s: 9, // ㅅ
  sh: 9,
  z: 12, // ㅈ
  j: 12,
  zh: 12,
  ch: 14, // ㅊ
  ts: 14,
  h: 18, // ㅎ
  kh: 18,
  y: 11,
  w: 11,
};

const MEDIAL: Record<Vowel, number> = { a: 0, e: 5, i: 20, o: 8, u: 13 };
// The same vowels after a "y" glide (ㅑ ㅖ ㅣ ㅛ ㅠ) and a "w" glide (ㅘ ㅞ ㅟ ㅝ ㅜ).
const Y_MEDIAL: Record<Vowel, number> = { a: 2, e: 7, i: 20, o: 12, u: 17 };
const W_MEDIAL: Record<Vowel, number> = { a: 9, e: 15, i: 16, o: 14, u: 13 };
const EU = 18; // ㅡ, the vowel Korean gives a consonant that has none
// Finals Korean loanwords write under the syllable: n, m, l (ㄴ ㅁ ㄹ).
const FINAL: Partial<Record<Consonant, number>> = { n: 4, m: 16, l: 8 };

const block = (initial: number, medial: number, final = 0) =>
  String.fromCharCode(0xac00 + (initial * 21 + medial) * 28 + final);

function medial(consonant: Consonant | undefined, vowel: Vowel, glide?: 'y'): number {
  if (consonant === 'y' || glide === 'y' || consonant === 'sh') return Y_MEDIAL[vowel];
  if (consonant === 'w') return W_MEDIAL[vowel];
  return MEDIAL[vowel];
}

/** A name's beats in Hangul syllables: Haruto → 하루토, Julia → 줄리아. */
export function toHangul(beats: readonly Beat[]): string {
  const blocks: { initial: number; medial: number; final: number }[] = [];
  for (let i = 0; i < beats.length; i++) {
    const { consonant, vowel } = beats[i] as Beat;
    const next = beats[i + 1];
    const previous = blocks.at(-1);
    if (vowel) {
      // An l between vowels is doubled, as Korean writes Julia (줄리아).
      if (consonant === 'l' && beats[i - 1]?.vowel && previous?.final === 0)
        previous.final = FINAL.l as number;
      blocks.push({ initial: INITIAL[consonant ?? ''], medial: medial(consonant, vowel), final: 0 });
      continue;
    }
    if (!consonant) continue;
    // A consonant before "y" and a vowel joins the glide: by + o is 뵤.
    if (next?.consonant === 'y' && next.vowel && consonant !== 'y') {
      blocks.push({ initial: INITIAL[consonant], medial: medial(undefined, next.vowel, 'y'), final: 0 });
      i++;
      continue;
    }
    const final = FINAL[consonant];
    if (final !== undefined && previous && previous.final === 0) previous.final = final;
    else blocks.push({ initial: INITIAL[consonant], medial: consonant === 'sh' ? 20 : EU, final: 0 });
  }
  return blocks.map((b) => block(b.initial, b.medial, b.final)).join('');
}
