import type { Beat, Consonant, Vowel } from './latin-sounds.ts';

const ORDER: Vowel[] = ['a', 'i', 'u', 'e', 'o'];

// Each row is the consonant before a, i, u, e, o. Sounds Japanese lacks take the loanword
// spellings (ティ, ファ, ウィ); l is r, v is b, as katakana names write them.
const ROWS: Record<Consonant | '', string[]> = {
  '': ['ア', 'イ', 'ウ', 'エ', 'オ'],
  k: ['カ', 'キ', 'ク', 'ケ', 'コ'],
  g: ['ガ', 'ギ', 'グ', 'ゲ', 'ゴ'],
  s: ['サ', 'シ', 'ス', 'セ', 'ソ'],
  z: ['ザ', 'ジ', 'ズ', 'ゼ', 'ゾ'],
  t: ['タ', 'ティ', 'トゥ', 'テ', 'ト'],
  d: ['ダ', 'ディ', 'ドゥ', 'デ', 'ド'],
  n: ['ナ', 'ニ', 'ヌ', 'ネ', 'ノ'],
  h: ['ハ', 'ヒ', 'フ', 'ヘ', 'ホ'],
  kh: ['ハ', 'ヒ', 'フ', 'ヘ', 'ホ'],
  f: ['ファ', 'フィ', 'フ', 'フェ', 'フォ'],
  b: ['バ', 'ビ', 'ブ', 'ベ', 'ボ'],
  v: ['バ', 'ビ', 'ブ', 'ベ', 'ボ'],
  p: ['パ', 'ピ', 'プ', 'ペ', 'ポ'],
  m: ['マ', 'ミ', 'ム', 'メ', 'モ'],
  y: ['ヤ', 'イ', 'ユ', 'イェ', 'ヨ'],
  r: ['ラ', 'リ', 'ル', 'レ', 'ロ'],
  l: ['ラ', 'リ', 'ル', 'レ', 'ロ'],
  w: ['ワ', 'ウィ', 'ウ', 'ウェ', 'ウォ'],
  sh: ['シャ', 'シ', 'シュ', 'シェ', 'ショ'],
  ch: ['チャ', 'チ', 'チュ', 'チェ', 'チョ'],
  j: ['ジャ', 'ジ', 'ジュ', 'ジェ', 'ジョ'],
  zh: ['ジャ', 'ジ', 'ジュ', 'ジェ', 'ジョ'],
  ts: ['ツァ', 'ツィ', 'ツ', 'ツェ', 'ツォ'],
};

const SMALL_Y: Partial<Record<Vowel, string>> = { a: 'ャ', u: 'ュ', o: 'ョ' };

const kana = (consonant: Consonant | undefined, vowel: Vowel) =>
  (ROWS[consonant ?? ''] as string[])[ORDER.indexOf(vowel)] as string;

/** A consonant with no vowel of its own: n is ン, t and d take o, the rest u (as in マルク). */
function bare(consonant: Consonant): string {
  if (consonant === 'n') return 'ン';
  if (consonant === 't' || consonant === 'd') return kana(consonant, 'o');
  if (consonant === 'ch' || consonant === 'j') return kana(consonant, 'i');
  return kana(consonant, 'u');
}

/** A name's beats in katakana: Haruto → ハルト, Björn → ビョルン. */
export function toKatakana(beats: readonly Beat[]): string {
  let out = '';
  for (let i = 0; i < beats.length; i++) {
    const { consonant, vowel } = beats[i] as Beat;
    const next = beats[i + 1];
    // A consonant before "y" and a, u or o joins it as one sound: by + o is ビョ.
    const smallY = next?.consonant === 'y' && next.vowel ? SMALL_Y[next.vowel] : undefined;
    if (consonant && !vowel && smallY && consonant !== 'y') {
      out += kana(consonant, 'i') + smallY;
      i++;
    } else if (vowel) out += kana(consonant, vowel);
    else if (consonant) out += bare(consonant);
  }
  return out;
}
