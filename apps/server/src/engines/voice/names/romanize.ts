import anyAscii from 'any-ascii';

// Arabic and Hebrew write few vowels, so a letter-for-letter romanization ("mhmd") is
// unpronounceable. These tables read the consonants, take vowel letters and points as vowels,
// and put an a between consonants that have none, which a voice at least says as a name.
const ARABIC_LETTERS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 's',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'gh',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ک: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
};
const ARABIC_VOWEL_LETTERS: Record<string, string> = { ا: 'a', أ: 'a', إ: 'i', آ: 'a', ى: 'a', ة: 'a' };
const ARABIC_POINTS: Record<string, string> = { '\u064E': 'a', '\u0650': 'i', '\u064F': 'u', '\u0652': '' };
const ARABIC_GLIDES: Record<string, [vowel: string, consonant: string]> = {
  و: ['u', 'w'],
  ي: ['i', 'y'],
  ی: ['i', 'y'],
};
// Letters that only carry a vowel or a glottal stop: silent here.
const ARABIC_SEATS = new Set(['ع', 'ء', 'ؤ', 'ئ']);

const HEBREW_LETTERS: Record<string, string> = {
  ב: 'v',
  ג: 'g',
  ד: 'd',
  ז: 'z',
  ח: 'kh',
  ט: 't',
  כ: 'k',
  ך: 'kh',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  פ: 'p',
  ף: 'f',
  צ: 'ts',
  ץ: 'ts',
  ק: 'k',
  ר: 'r',
  ש: 'sh',
  ת: 't',
  ה: 'h',
};
const HEBREW_POINTS: Record<string, string> = {
  '\u05B7': 'a',
  '\u05B8': 'a',
  '\u05B2': 'a',
  '\u05B6': 'e',
  '\u05B5': 'e',
  '\u05B1': 'e',
  '\u05B4': 'i',
  '\u05B9': 'o',
  '\u05BB': 'u',
  '\u05B0': '',
};
const HEBREW_GLIDES: Record<string, [vowel: string, consonant: string]> = { ו: ['o', 'v'], י: ['i', 'y'] };
const HEBREW_SEATS = new Set(['א', 'ע']);

interface AbjadTable {
  letters: Record<string, string>;
  /** Letters that are always vowels. */
  vowels: Record<string, string>;
  /** Letters that are a vowel between consonants and a consonant before a vowel. */
  glides: Record<string, [vowel: string, consonant: string]>;
  /** Letters that only carry a vowel. */
  seats: Set<string>;
  points: Record<string, string>;
}

const ARABIC: AbjadTable = {
  letters: ARABIC_LETTERS,
  vowels: ARABIC_VOWEL_LETTERS,
  glides: ARABIC_GLIDES,
  seats: ARABIC_SEATS,
  points: ARABIC_POINTS,
};
const HEBREW: AbjadTable = {
  letters: HEBREW_LETTERS,
  vowels: {},
  glides: HEBREW_GLIDES,
  seats: HEBREW_SEATS,
  points: HEBREW_POINTS,
};

/** A consonant still waiting for its vowel, a vowel, or a consonant a point marks as closed. */
type Sound = { kind: 'consonant' | 'vowel' | 'closed'; text: string };

// A dagesh hardens v, f and kh to b, p and k.
const DAGESH = '\u05BC';
const HARDENED: Record<string, string> = { v: 'b', f: 'p', kh: 'k' };

const HOLAM = '\u05B9';

function romanizeAbjad(word: string, table: AbjadTable): string {
  const chars = [...word];
  const sounds: Sound[] = [];
  const isPoint = (c: string | undefined) => c !== undefined && c in table.points;
  const vowelAhead = (c: string | undefined) =>
    c !== undefined && (c in table.vowels || c in table.glides || isPoint(c));
  const push = (kind: Sound['kind'], text: string) => sounds.push({ kind, text });
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    const previous = sounds.at(-1);
    // Holam or dagesh on vav make it the vowel o or u (וֹ, וּ).
    if (c === 'ו' && (next === HOLAM || next === DAGESH)) {
      push('vowel', next === HOLAM ? 'o' : 'u');
      i++;
    } else if (c === DAGESH) {
      if (previous) previous.text = HARDENED[previous.text] ?? previous.text;
    } else if (isPoint(c)) {
      if (table.points[c]) push('vowel', table.points[c] as string);
      else if (previous?.kind === 'consonant') previous.kind = 'closed';
    } else if (table.vowels[c]) {
      push('vowel', table.vowels[c] as string);
    } else if (table.glides[c]) {
      const [vowel, consonant] = table.glides[c] as [string, string];
      const isConsonant = !previous || previous.kind === 'vowel' || vowelAhead(next);
      if (isConsonant && previous?.kind === 'consonant') push('vowel', 'a');
      push(isConsonant ? 'consonant' : 'vowel', isConsonant ? consonant : vowel);
    } else if (table.seats.has(c)) {
      if (previous?.text !== 'a') push('vowel', 'a');
    } else if (c === 'ה' && i === chars.length - 1) {
      // A final he after a vowel is silent; after a consonant it is the vowel a (Sarah, Noa).
      if (previous?.kind === 'consonant') push('vowel', 'a');
    } else if (table.letters[c]) {
      if (previous?.kind === 'consonant') push('vowel', 'a');
      push('consonant', table.letters[c] as string);
    }
  }
  return sounds.map((s) => s.text).join('');
}

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const HEBREW_SCRIPT = /\p{Script=Hebrew}/u;
const HAN = /\p{Script=Han}/u;

/**
 * A word in another script as Latin-script parts to speak: Харуто → ["Kharuto"], 王小明 →
 * ["Wang", "Xiao", "Ming"] (Chinese characters one syllable each, so each reads as pinyin).
 */
export function romanize(word: string): string[] {
  if (ARABIC_SCRIPT.test(word)) return [romanizeAbjad(word, ARABIC)];
  if (HEBREW_SCRIPT.test(word)) return [romanizeAbjad(word, HEBREW)];
  const latin = anyAscii(word);
  if (HAN.test(word)) return latin.split(/(?=[A-Z])/).filter(Boolean);
  return [latin];
}
