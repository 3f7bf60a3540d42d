import type { Beat, Consonant, Vowel } from './latin-sounds.ts';

const CONSONANT: Record<Consonant, string> = {
  p: 'п',
  b: 'б',
  t: 'т',
  d: 'д',
  k: 'к',
  g: 'г',
  f: 'ф',
  v: 'в',
  s: 'с',
  z: 'з',
  sh: 'ш',
  zh: 'ж',
  ch: 'ч',
  j: 'дж',
  ts: 'ц',
  kh: 'х',
  m: 'м',
  n: 'н',
  l: 'л',
  r: 'р',
  h: 'х',
  y: 'й',
  w: 'у',
};

const VOWEL: Record<Vowel, string> = { a: 'а', e: 'е', i: 'и', o: 'о', u: 'у' };
// A vowel after "y" is one letter (я, е, и, ё, ю); e at the start or after a vowel is э.
const Y_VOWEL: Record<Vowel, string> = { a: 'я', e: 'е', i: 'и', o: 'ё', u: 'ю' };

/** A name's beats in Cyrillic letters: Haruto → Харуто, Mia → Миа. */
export function toCyrillic(beats: readonly Beat[]): string {
  let out = '';
  for (const { consonant, vowel } of beats) {
    if (consonant === 'y' && vowel) {
      out += Y_VOWEL[vowel];
      continue;
    }
    if (consonant) out += CONSONANT[consonant];
    if (vowel) out += vowel === 'e' && (!consonant || consonant === 'w') ? 'э' : VOWEL[vowel];
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}
