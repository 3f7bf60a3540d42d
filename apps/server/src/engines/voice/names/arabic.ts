import type { Beat, Consonant, Vowel } from './latin-sounds.ts';

/** How Arabic or Persian writes a name: consonants, and vowels as long letters so the voice says them. */
interface ArabicOrthography {
  consonant: Record<Consonant, string>;
  /** A vowel after a consonant. */
  vowel: Record<Vowel, string>;
  /** A vowel that starts the name. */
  initial: Record<Vowel, string>;
  /** A vowel that ends the name, where it differs. */
  final?: Partial<Record<Vowel, string>>;
}

const ARABIC_CONSONANTS: Record<Consonant, string> = {
  p: 'ب',
  b: 'ب',
  t: 'ت',
  d: 'د',
  k: 'ك',
  g: 'غ',
  f: 'ف',
  v: 'ف',
  s: 'س',
  z: 'ز',
  sh: 'ش',
  zh: 'ج',
  ch: 'تش',
  j: 'ج',
  ts: 'تس',
  kh: 'خ',
  m: 'م',
  n: 'ن',
  l: 'ل',
  r: 'ر',
  h: 'ه',
  y: 'ي',
  w: 'و',
};

// Short vowels are not written in everyday Arabic, and a voice guessing them misreads a name it
// does not know; long-vowel letters (ا ي و) make every vowel explicit.
export const ARABIC: ArabicOrthography = {
  consonant: ARABIC_CONSONANTS,
  vowel: { a: 'ا', e: 'ي', i: 'ي', o: 'و', u: 'و' },
  initial: { a: 'أ', e: 'إي', i: 'إي', o: 'أو', u: 'أو' },
};

export const PERSIAN: ArabicOrthography = {
  consonant: { ...ARABIC_CONSONANTS, p: 'پ', g: 'گ', k: 'ک', zh: 'ژ', ch: 'چ', v: 'و', y: 'ی' },
  vowel: { a: 'ا', e: 'ی', i: 'ی', o: 'و', u: 'و' },
  initial: { a: 'آ', e: 'ا', i: 'ای', o: 'او', u: 'او' },
  // Persian ends a name on e with he (کلوئه).
  final: { e: 'ه' },
};

/** A name's beats in Arabic script: Haruto → هاروتو. */
export function toArabicScript(beats: readonly Beat[], orthography: ArabicOrthography): string {
  let out = '';
  beats.forEach(({ consonant, vowel }, i) => {
    if (consonant) out += orthography.consonant[consonant];
    if (!vowel) return;
    const last = i === beats.length - 1;
    if (last && orthography.final?.[vowel]) out += orthography.final[vowel];
    else if (!consonant && i === 0) out += orthography.initial[vowel];
    // A vowel after a vowel needs a seat of its own (ئ), or the two letters read as one.
    else if (!consonant) out += `ئ${orthography.vowel[vowel]}`;
    else out += orthography.vowel[vowel];
  });
  return out;
}
