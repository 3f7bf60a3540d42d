import type { Beat, Consonant, Vowel } from './latin-sounds.ts';
import { syllableCharacter } from './pinyin.ts';

const ORDER: Vowel[] = ['a', 'e', 'i', 'o', 'u'];

// The characters Chinese uses to transcribe foreign names (as in 哈鲁托, 索菲亚), one per
// consonant and a, e, i, o, u. Each is read in one tone, so the name comes out as a name.
const ROWS: Record<Consonant | '', string> = {
  '': '阿埃伊奥乌',
  b: '巴贝比博布',
  p: '帕佩皮波普',
  d: '达德迪多杜',
  t: '塔特蒂托图',
  g: '加盖吉戈古',
  k: '卡凯基科库',
  m: '马梅米莫穆',
  n: '纳内尼诺努',
  l: '拉莱利洛卢',
  r: '拉雷里罗鲁',
  f: '法费菲福富',
  v: '瓦韦维沃武',
  w: '瓦韦威沃伍',
  s: '萨塞西索苏',
  z: '扎泽齐佐祖',
  ts: '察策齐措楚',
  sh: '沙谢希肖舒',
  zh: '扎热日若茹',
  ch: '查切奇乔丘',
  j: '贾杰吉乔朱',
  h: '哈赫希霍胡',
  kh: '哈赫希霍胡',
  y: '亚耶伊约尤',
};

// A consonant with no vowel after it, as in 塞巴斯蒂安 (s) or 利亚姆 (m).
const BARE: Partial<Record<Consonant, string>> = {
  n: '恩',
  m: '姆',
  s: '斯',
  t: '特',
  d: '德',
  k: '克',
  g: '格',
  l: '尔',
  r: '尔',
};

// The pinyin spelling of consonants that begin a Mandarin syllable the same way.
const PINYIN_INITIAL: Partial<Record<Consonant | '', string>> = {
  '': '',
  b: 'b',
  p: 'p',
  m: 'm',
  f: 'f',
  d: 'd',
  t: 't',
  n: 'n',
  l: 'l',
  r: 'l',
  g: 'g',
  k: 'k',
  h: 'h',
  s: 's',
  sh: 'sh',
  ch: 'ch',
  y: 'y',
  w: 'w',
};

/**
 * A name's beats in the characters Chinese transcribes foreign names with: Haruto → 哈鲁托. A
 * vowel closed by n is one syllable where Mandarin has it (Sebastian → 塞巴斯蒂安).
 */
export function toChineseCharacters(beats: readonly Beat[]): string {
  let out = '';
  for (let i = 0; i < beats.length; i++) {
    const { consonant, vowel } = beats[i] as Beat;
    const next = beats[i + 1];
    const initial = PINYIN_INITIAL[consonant ?? ''];
    const closed =
      vowel && initial !== undefined && next?.consonant === 'n' && !next.vowel
        ? syllableCharacter(`${initial}${vowel}n`)
        : undefined;
    if (closed) {
      out += closed;
      i++;
    } else if (vowel) out += ROWS[consonant ?? ''][ORDER.indexOf(vowel)] as string;
    else out += BARE[consonant as Consonant] ?? ROWS[consonant as Consonant][4];
  }
  return out;
}
