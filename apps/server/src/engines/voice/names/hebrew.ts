import type { Beat, Consonant, Vowel } from './latin-sounds.ts';

const CONSONANT: Record<Consonant, string> = {
  p: 'פּ',
  b: 'בּ',
  t: 'ט',
  d: 'ד',
  k: 'ק',
  g: 'ג',
  f: 'פ',
  v: 'ב',
  s: 'ס',
  z: 'ז',
  sh: 'שׁ',
  zh: 'ז׳',
  ch: 'צ׳',
  j: 'ג׳',
  ts: 'צ',
  kh: 'ח',
  m: 'מ',
  n: 'נ',
  l: 'ל',
  r: 'ר',
  h: 'ה',
  y: 'י',
  w: 'ו',
};

// Letters that take another shape at the end of a word.
const FINAL_FORM: Record<string, string> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

// Hebrew is read wrongly without vowel points, so every vowel is written: patah, segol, hiriq
// with yod, holam on vav, shuruk. `point` goes on the consonant, `after` follows it.
const VOWEL: Record<Vowel, { point?: string; after?: string }> = {
  a: { point: '\u05B7' },
  e: { point: '\u05B6' },
  i: { point: '\u05B4', after: 'י' },
  o: { after: 'וֹ' },
  u: { after: 'וּ' },
};
const SHVA = '\u05B0';
const GERESH = '׳';

/** A name's beats in pointed Hebrew: Haruto → הַרוּטוֹ; a final a is written with he (Noah → נוֹאַה). */
export function toHebrew(beats: readonly Beat[]): string {
  let out = '';
  beats.forEach(({ consonant, vowel }, i) => {
    const last = i === beats.length - 1;
    const written = consonant ? CONSONANT[consonant] : 'א';
    // A point sits on the letter itself, before a geresh (ג׳ is "j").
    const geresh = written.endsWith(GERESH) ? GERESH : '';
    let letter = geresh ? written.slice(0, -1) : written;
    if (last && !vowel) letter = (FINAL_FORM[letter[0] as string] ?? letter[0]) + letter.slice(1);
    // A consonant with no vowel takes shva inside the name and nothing at its end.
    const { point = '', after = '' } = vowel ? VOWEL[vowel] : { point: last ? '' : SHVA };
    out += letter + point + geresh + after;
    if (last && vowel === 'a') out += 'ה';
  });
  return out;
}
