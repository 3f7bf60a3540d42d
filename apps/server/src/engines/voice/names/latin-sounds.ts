/** A vowel as the transliteration tables know it: five qualities cover names in every script here. */
export type Vowel = 'a' | 'e' | 'i' | 'o' | 'u';

/** A consonant sound; digraphs such as "sh" or "ts" are one sound. */
export type Consonant =
  | 'p'
  | 'b'
  | 't'
  | 'd'
  | 'k'
  | 'g'
  | 'f'
  | 'v'
  | 's'
  | 'z'
  | 'sh'
  | 'zh'
  | 'ch'
  | 'j'
  | 'ts'
  | 'kh'
  | 'm'
  | 'n'
  | 'l'
  | 'r'
  | 'h'
  | 'y'
  | 'w';

/**
 * One beat of a name: a consonant and the vowel after it, a vowel alone, or a consonant with no
 * vowel of its own (in a cluster or at the end), which each script writes in its own way.
 */
export interface Beat {
  consonant?: Consonant;
  vowel?: Vowel;
}

// Letters with marks fold to the vowel or consonant a reader of any language would say; the mark
// itself (é, ë) matters only in that it keeps a final e from being silent.
const FOLDED: Record<string, string> = {
  æ: 'e',
  œ: 'e',
  ø: 'o',
  ß: 's',
  ł: 'w',
  đ: 'd',
  ð: 'd',
  þ: 't',
  ı: 'i',
  ñ: 'ny',
  ç: 's',
  š: 'sh',
  ş: 'sh',
  ș: 'sh',
  ž: 'zh',
  č: 'ch',
  ć: 'ch',
  ř: 'r',
  ğ: '',
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.has(letter);

/** A word in plain lower-case letters, plus which letters carried an accent. */
function fold(word: string): { letters: string[]; accented: boolean[] } {
  const letters: string[] = [];
  const accented: boolean[] = [];
  for (const char of word.toLowerCase()) {
    const special = FOLDED[char];
    const plain = special ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    for (const letter of plain) {
      if (!/[a-z]/.test(letter)) continue;
      letters.push(letter);
      accented.push(special === undefined && plain !== char);
    }
  }
  return { letters, accented };
}

const DIGRAPHS: Record<string, Consonant> = {
  sh: 'sh',
  ch: 'ch',
  zh: 'zh',
  kh: 'kh',
  ts: 'ts',
  tz: 'ts',
  ph: 'f',
  th: 't',
  dh: 'd',
  bh: 'b',
  gh: 'g',
  ck: 'k',
};

type Sound = { consonant: Consonant } | { vowel: Vowel };

/** The letters of a word as a sequence of sounds, reading spelling the way most names are read. */
function sounds(word: string): Sound[] {
  const { letters, accented } = fold(word);
  const out: Sound[] = [];
  const c = (consonant: Consonant) => out.push({ consonant });
  const v = (vowel: Vowel) => out.push({ vowel });
  const at = (i: number) => letters[i];
  // English and French names end in a silent e after a consonant, single or doubled (Jane, Mike,
  // Anne, Michelle); an accented one (José, Chloé, Zoë) is spoken.
  const n = letters.length;
  const doubled = at(n - 3) === at(n - 2) && isVowel(at(n - 4));
  const silentE =
    n >= 4 && at(n - 1) === 'e' && !accented[n - 1] && !isVowel(at(n - 2)) && (isVowel(at(n - 3)) || doubled);
  const end = silentE ? n - 1 : n;
  for (let i = 0; i < end; i++) {
    const letter = at(i) as string;
    const next = i + 1 < end ? at(i + 1) : undefined;
    const two = letter + (next ?? '');
    const previous = out.at(-1);
    if (isVowel(letter)) {
      if (silentE && i === end - 2 && (letter === 'a' || letter === 'i')) {
        // Jane, Mike: the vowel says its name.
        v(letter === 'a' ? 'e' : 'a');
        v('i');
        continue;
      }
      if (two === 'ee' || two === 'oo' || two === 'ou') {
        v(two === 'ee' ? 'i' : 'u');
        i++;
        continue;
      }
      // Sophie, Annie: a final "ie" is one sound.
      if (two === 'ie' && i + 2 === end) {
        v('i');
        i++;
        continue;
      }
      if (previous && 'vowel' in previous && previous.vowel === letter) continue;
      v(letter as Vowel);
      continue;
    }
    const three = two + (i + 2 < end ? at(i + 2) : '');
    if (three === 'sch') {
      c('sh');
      i += 2;
      continue;
    }
    // Chloé, Christopher: "ch" before a consonant is "k".
    if (two === 'ch' && next && i + 2 < end && !isVowel(at(i + 2))) {
      c('k');
      i++;
      continue;
    }
    // Xiaoming, Young: a final "ng" is the nasal alone.
    if (two === 'ng' && i + 2 === end) {
      c('n');
      i++;
      continue;
    }
    // Noah, Sarah: an h after a vowel and before no vowel is silent.
    if (letter === 'h' && previous && 'vowel' in previous && !isVowel(next)) continue;
    const digraph = next ? DIGRAPHS[two] : undefined;
    if (digraph) {
      c(digraph);
      i++;
      continue;
    }
    if (next === letter) continue; // Anna, Emma: a doubled consonant is said once.
    switch (letter) {
      case 'c':
        c(next === 'e' || next === 'i' || next === 'y' ? 's' : 'k');
        break;
      case 'q':
        // Qu as in Quinn; pinyin's qi is "chi" (Qing).
        if (next === 'u') {
          c('k');
          c('w');
          i++;
        } else c(next === 'i' ? 'ch' : 'k');
        break;
      case 'x':
        // A first x is pinyin's "sh" before i or u (Xiaoming, Xue) and "z" before other vowels
        // (Xander); elsewhere x is "ks".
        if (i === 0 && (next === 'i' || next === 'u')) c('sh');
        else if (i === 0 && isVowel(next)) c('z');
        else {
          c('k');
          c('s');
        }
        break;
      case 'j':
        // After a consonant, j is the Nordic "y" (Björn).
        c(previous && 'consonant' in previous ? 'y' : 'j');
        break;
      case 'y':
        if (isVowel(next)) c('y');
        else v('i');
        break;
      case 'w':
        if (isVowel(next)) c('w');
        else v('u');
        break;
      default:
        c(letter as Consonant);
    }
  }
  return out;
}

/** A Latin-script word as beats: each consonant joined to the vowel that follows it. */
export function latinBeats(word: string): Beat[] {
  const beats: Beat[] = [];
  for (const sound of sounds(word)) {
    const last = beats.at(-1);
    if ('vowel' in sound) {
      if (last?.consonant && !last.vowel) last.vowel = sound.vowel;
      else beats.push({ vowel: sound.vowel });
    } else beats.push({ consonant: sound.consonant });
  }
  return beats;
}
