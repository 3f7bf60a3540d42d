import type { ReadingSpan } from '../japanese-readings.ts';
import { ARABIC, PERSIAN, toArabicScript } from './arabic.ts';
import { toChineseCharacters } from './chinese.ts';
import { toCyrillic } from './cyrillic.ts';
import { toHangul } from './hangul.ts';
import { toHebrew } from './hebrew.ts';
import { DEVANAGARI, GURMUKHI, toIndic } from './indic.ts';
import { toKatakana } from './katakana.ts';
import { latinBeats } from './latin-sounds.ts';
import { pinyinCharacters } from './pinyin.ts';
import { romanize } from './romanize.ts';

/**
 * How each espeak language whose script is not Latin writes a name, and which scripts are its own.
 * Keyed by the voice's language rather than the story's, since the voice is what would spell.
 */
const LANGUAGE_SCRIPTS: Record<string, { own: RegExp; write: (latin: string) => string }> = {
  ja: {
    own: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
    write: (w) => toKatakana(latinBeats(w)),
  },
  ko: { own: /\p{Script=Hangul}/u, write: (w) => toHangul(latinBeats(w)) },
  // A name in pinyin is its syllables' characters (Xiaoming → 晓明); any other is transcribed.
  cmn: { own: /\p{Script=Han}/u, write: (w) => pinyinCharacters(w) ?? toChineseCharacters(latinBeats(w)) },
  ru: { own: /\p{Script=Cyrillic}/u, write: (w) => toCyrillic(latinBeats(w)) },
  hi: { own: /\p{Script=Devanagari}/u, write: (w) => toIndic(latinBeats(w), DEVANAGARI) },
  pa: { own: /\p{Script=Gurmukhi}/u, write: (w) => toIndic(latinBeats(w), GURMUKHI) },
  ar: { own: /\p{Script=Arabic}/u, write: (w) => toArabicScript(latinBeats(w), ARABIC) },
  fa: { own: /\p{Script=Arabic}/u, write: (w) => toArabicScript(latinBeats(w), PERSIAN) },
  he: { own: /\p{Script=Hebrew}/u, write: (w) => toHebrew(latinBeats(w)) },
};

const LATIN = /^[\p{Script=Latin}\p{M}'’]+$/u;
// Scripts the voice spells letter by letter inside another language; Hangul, Devanagari and
// Gurmukhi it reads with the right pronunciation wherever they appear, so they are left alone.
const SPELLED =
  /^[\p{Script=Hiragana}\p{Script=Katakana}ー\p{Script=Han}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{M}]+$/u;
// Acronyms (TV, OK, DVD) are meant to be spelled, and a single letter is said as a letter; a
// longer name typed in capitals (LUCAS) is still a name.
const isAcronym = (word: string) =>
  /^\p{Lu}+$/u.test(word) && ([...word].length <= 3 || !/[AEIOUY]/.test(word.normalize('NFD')));
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

const baseLanguage = (espeakLanguage: string) => espeakLanguage.split('-')[0] ?? '';

/**
 * How the builtin voice should say a word written in a script other than the story's, so that a
 * name is spoken as a name and not spelled out: "Haruto" in a Japanese story is said as ハルト,
 * "Харуто" in an English one as "Kharuto". Undefined when the voice can read the word as written.
 */
export function spokenForm(word: string, espeakLanguage: string): string | undefined {
  const target = LANGUAGE_SCRIPTS[baseLanguage(espeakLanguage)];
  if (target?.own.test(word)) return undefined;
  if (LATIN.test(word)) {
    if (!target || isAcronym(word) || [...word].length < 2) return undefined;
    return target.write(word);
  }
  if (!SPELLED.test(word)) return undefined;
  const parts = romanize(word).filter((part) => /[a-z]/i.test(part));
  if (parts.length === 0) return undefined;
  return target ? parts.map((part) => target.write(part)).join('') : parts.join(' ');
}

/**
 * The spans of a text with each foreign-script word replaced by its spoken form. Only `spoken`
 * changes: spans keep their place in the text, so word marks and timings stay on the words
 * the parent sees.
 */
export function withSpokenNames(spans: readonly ReadingSpan[], espeakLanguage: string): ReadingSpan[] {
  const speak = (word: string) => {
    const spoken = spokenForm(word, espeakLanguage);
    if (spoken === undefined) return word;
    // A romanized word is set apart by spaces: the segmenter splits a run of Chinese characters
    // into words with nothing between them, and "Wang" + "Xiao Ming" must not run together.
    return /[a-z]/i.test(spoken) ? ` ${spoken} ` : spoken;
  };
  return spans.map((span) => ({ ...span, spoken: span.spoken.replace(WORD, speak) }));
}
