import type { Beat, Consonant, Vowel } from './latin-sounds.ts';

/** How an Indic script writes a name: consonant letters, vowels alone and as signs, and the virama. */
interface IndicScript {
  consonant: Record<Consonant, string>;
  /** A vowel with no consonant before it; the last entry is the long i or u a name ends on. */
  letter: Record<Vowel | 'ii' | 'uu', string>;
  /** A vowel written on the consonant before it. */
  sign: Record<Vowel | 'ii' | 'uu', string>;
  virama: string;
}

export const DEVANAGARI: IndicScript = {
  consonant: {
    p: 'प',
    b: 'ब',
    t: 'त',
    d: 'द',
    k: 'क',
    g: 'ग',
    f: 'फ़',
    v: 'व',
    s: 'स',
    z: 'ज़',
    sh: 'श',
    zh: 'ज़',
    ch: 'च',
    j: 'ज',
    ts: 'त्स',
    kh: 'ख़',
    m: 'म',
    n: 'न',
    l: 'ल',
    r: 'र',
    h: 'ह',
    y: 'य',
    w: 'व',
  },
  letter: { a: 'आ', e: 'ए', i: 'इ', o: 'ओ', u: 'उ', ii: 'ई', uu: 'ऊ' },
  sign: { a: 'ा', e: 'े', i: 'ि', o: 'ो', u: 'ु', ii: 'ी', uu: 'ू' },
  virama: '्',
};

export const GURMUKHI: IndicScript = {
  consonant: {
    p: 'ਪ',
    b: 'ਬ',
    t: 'ਤ',
    d: 'ਦ',
    k: 'ਕ',
    g: 'ਗ',
    f: 'ਫ਼',
    v: 'ਵ',
    s: 'ਸ',
    z: 'ਜ਼',
    sh: 'ਸ਼',
    zh: 'ਜ਼',
    ch: 'ਚ',
    j: 'ਜ',
    ts: 'ਤਸ',
    kh: 'ਖ਼',
    m: 'ਮ',
    n: 'ਨ',
    l: 'ਲ',
    r: 'ਰ',
    h: 'ਹ',
    y: 'ਯ',
    w: 'ਵ',
  },
  letter: { a: 'ਆ', e: 'ਏ', i: 'ਇ', o: 'ਓ', u: 'ਉ', ii: 'ਈ', uu: 'ਊ' },
  sign: { a: 'ਾ', e: 'ੇ', i: 'ਿ', o: 'ੋ', u: 'ੁ', ii: 'ੀ', uu: 'ੂ' },
  virama: '੍',
};

/**
 * A name's beats in an Indic script: Haruto → हारुतो. Every a is long (आ), as Hindi writes
 * foreign names; a final i or u is long too, and a consonant in a cluster takes the virama. A
 * word-final consonant needs none: the voice drops the inherent vowel there.
 */
export function toIndic(beats: readonly Beat[], script: IndicScript): string {
  let out = '';
  beats.forEach(({ consonant, vowel }, i) => {
    const last = i === beats.length - 1;
    const quality =
      vowel && last && (vowel === 'i' || vowel === 'u') ? (`${vowel}${vowel}` as 'ii' | 'uu') : vowel;
    if (consonant) out += script.consonant[consonant];
    if (quality) out += consonant ? script.sign[quality] : script.letter[quality];
    else if (!last) out += script.virama;
  });
  return out;
}
