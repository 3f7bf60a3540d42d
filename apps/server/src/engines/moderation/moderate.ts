import type { LanguageCode } from '@storyloom/contract';
import { MODERATION_CATEGORIES, type ModerationCategory, SAFE_WORDS, WORD_LISTS } from './word-lists.ts';

/** Whether a child's name or theme must be refused, and which categories it touched (in canonical order). */
export interface ModerationResult {
  flagged: boolean;
  categories: string[];
}

// Chinese and Japanese are written without spaces and Korean attaches particles to the word, so their
// terms match anywhere in the text; every other language matches whole words only (Scunthorpe passes).
const SUBSTRING_LANGUAGES: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['zh', 'ja', 'ko']);

// Marks belong to the word: a Devanagari vowel sign after a consonant does not end the word.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';
const NOT_AFTER_WORD = `(?<!${WORD_CHAR})`;
const NOT_BEFORE_WORD = `(?!${WORD_CHAR})`;
/** Between the words of a listed phrase: spaces, hyphens, dots or nothing ("self-harm", "selfharm"). */
const PHRASE_GAP = '[\\s\\-_.]*';

// Scripts in which a stretched letter ("kiiiill") is an obfuscation rather than a different word.
const STRETCHABLE = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

// Soft hyphen, zero-width space and joiner, word joiner, BOM: invisible, so free to hide a word with.
const INVISIBLE = /\u00ad|\u200b|\u200d|\u2060|\ufeff/g;

// Letters that NFKC and mark-stripping leave apart although people type them interchangeably.
const LETTER_FOLDS = new Map<string, string>([
  ['ı', 'i'], // Turkish dotless i: lists are written with i, ordinary dotless words go in SAFE_WORDS
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['ø', 'o'],
  ['ł', 'l'],
  ['đ', 'd'],
  ['ё', 'е'],
  ['ة', 'ه'], // Arabic: ta marbuta, alef maqsura, Persian yeh, kaf and heh, tatweel
  ['ى', 'ي'],
  ['ی', 'ي'],
  ['ک', 'ك'],
  ['ە', 'ه'],
  ['ـ', ''],
  ['\u0901', '\u0902'], // Devanagari chandrabindu → anusvara, nukta dropped
  ['\u093c', ''],
  ['\u0a70', '\u0a02'], // Gurmukhi tippi → bindi, nukta and addak dropped
  ['\u0a3c', ''],
  ['\u0a71', ''],
]);
const LETTER_FOLD_PATTERN = new RegExp(`[${[...LETTER_FOLDS.keys()].join('')}]`, 'gu');
// Diacritics are dropped after Latin letters (café = cafe) and vowel points after Hebrew and Arabic ones;
// Indic vowel signs and the Japanese voicing marks are letters of the word and stay.
const STRIPPABLE_MARKS = /(?<=[\p{Script=Latin}\p{Script=Hebrew}\p{Script=Arabic}])\p{M}+/gu;

const LEET = new Map<string, string>([
  ['0', 'o'],
  ['1', 'i'],
  ['3', 'e'],
  ['4', 'a'],
  ['5', 's'],
  ['7', 't'],
  ['@', 'a'],
  ['$', 's'],
  ['!', 'i'],
]);
const LEET_CHARS = /[013457@$]|!(?=[\p{L}\p{N}])/gu;
const HAS_LATIN_OR_CYRILLIC = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;
// Apostrophes are not among them: who're and nude's are not words to join.
const SEPARATORS_INSIDE_WORD = /(?<=[\p{L}\p{N}])[._\-*`·~+|/\\]+(?=[\p{L}\p{N}])/gu;
const SPACED_LETTER = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}]';
const SPACED_OUT_WORD = new RegExp(
  `${NOT_AFTER_WORD}${SPACED_LETTER}(?:[\\s._\\-*·]+${SPACED_LETTER}${NOT_BEFORE_WORD}){2,}`,
  'gu',
);

const CYRILLIC_LOOKALIKES = new Map<string, string>([
  ['а', 'a'],
  ['е', 'e'],
  ['о', 'o'],
  ['р', 'p'],
  ['с', 'c'],
  ['у', 'y'],
  ['х', 'x'],
  ['к', 'k'],
  ['і', 'i'],
]);
const LATIN_LOOKALIKES = new Map([...CYRILLIC_LOOKALIKES].map(([cyrillic, latin]) => [latin, cyrillic]));

/** NFKC, invisible characters gone, lower case without locale (Turkish İ → i), single spaces. */
function lowerCase(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/(?<=\p{Script=Arabic})\u200c/gu, ' ')
    .replace(/\u200c/g, '')
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The form both the lists and the text are compared in: lower case, letters folded, diacritics dropped. */
function fold(lowered: string): string {
  return lowered
    .replace(LETTER_FOLD_PATTERN, (c) => LETTER_FOLDS.get(c) ?? c)
    .normalize('NFD')
    .replace(STRIPPABLE_MARKS, '')
    .normalize('NFC');
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * A listed term as a pattern in which a Latin or Cyrillic letter may be stretched to three or more
 * ("fuuuck", "kiiiill"), never shortened. A letter merely doubled is not a stretch: "fodder",
 * "rapped" and "seeks" are words, not the Portuguese foder, rape and the Turkish seks.
 */
function termPattern(folded: string): string {
  let pattern = '';
  for (const run of folded.match(/(.)\1*/gsu) ?? []) {
    const chars = [...run];
    const char = escapeRegExp(chars[0] ?? '');
    if (run === ' ') pattern += PHRASE_GAP;
    else if (!STRETCHABLE.test(run)) pattern += escapeRegExp(run);
    else if (chars.length === 1) pattern += `${char}(?:${char}{2,})?`;
    else pattern += `${char}{${chars.length},}`;
  }
  return pattern;
}

interface TermGroups {
  /** Whole words, bounded on both sides. */
  words: Set<string>;
  /** Word beginnings (a trailing `*`): inflections. */
  starts: Set<string>;
  /** Word endings (a leading `*`): compounds. */
  ends: Set<string>;
  /** Anywhere: East Asian terms and `*term*`. */
  anywhere: Set<string>;
}

function groupTerm(groups: TermGroups, term: string, wholeWord: boolean): void {
  const pattern = termPattern(fold(lowerCase(term.replace(/^\*|\*$/g, ''))));
  const open = wholeWord && !term.startsWith('*');
  const closed = wholeWord && !term.endsWith('*');
  const group = open ? (closed ? groups.words : groups.starts) : closed ? groups.ends : groups.anywhere;
  group.add(pattern);
}

// The boundary classes are shared by all terms of a group: repeated per term, the Unicode classes made
// each category's regex take seconds to compile.
function categoryPattern({ words, starts, ends, anywhere }: TermGroups): RegExp | undefined {
  const any = (set: Set<string>) => `(?:${[...set].join('|')})`;
  const bounded = [
    ...(words.size > 0 ? [`${any(words)}${NOT_BEFORE_WORD}`] : []),
    ...(starts.size > 0 ? [any(starts)] : []),
  ];
  const alternatives = [
    ...(bounded.length > 0 ? [`${NOT_AFTER_WORD}(?:${bounded.join('|')})`] : []),
    ...(ends.size > 0 ? [`${any(ends)}${NOT_BEFORE_WORD}`] : []),
    ...(anywhere.size > 0 ? [any(anywhere)] : []),
  ];
  return alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'u') : undefined;
}

interface CategoryMatcher {
  category: ModerationCategory;
  pattern: RegExp;
}

function compileMatchers(): CategoryMatcher[] {
  return MODERATION_CATEGORIES.flatMap((category) => {
    const groups: TermGroups = { words: new Set(), starts: new Set(), ends: new Set(), anywhere: new Set() };
    for (const [language, lists] of Object.entries(WORD_LISTS)) {
      const wholeWord = !SUBSTRING_LANGUAGES.has(language as LanguageCode);
      for (const term of lists[category] ?? []) groupTerm(groups, term, wholeWord);
    }
    const pattern = categoryPattern(groups);
    return pattern ? [{ category, pattern }] : [];
  });
}

function compileSafeWords(): RegExp {
  const alternatives = SAFE_WORDS.map((word) => {
    const source = escapeRegExp(lowerCase(word));
    return EAST_ASIAN.test(word) ? source : `${NOT_AFTER_WORD}${source}${NOT_BEFORE_WORD}`;
  });
  // An empty alternation would match everywhere and blank the whole text.
  return alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'gu') : /(?!)/g;
}

const MATCHERS = compileMatchers();
const SAFE_WORD_PATTERN = compileSafeWords();

function undoLeetspeak(text: string): string {
  return text.replace(/\S+/gu, (token) =>
    HAS_LATIN_OR_CYRILLIC.test(token) ? token.replace(LEET_CHARS, (c) => LEET.get(c) ?? c) : token,
  );
}

function joinSpacedOutWords(text: string): string {
  return text.replace(SPACED_OUT_WORD, (word) => word.replace(/[\s._\-*·]+/gu, ''));
}

/** Mixed-script words ("сunt" with a Cyrillic с) read once as all Latin and once as all Cyrillic. */
function lookalikeReadings(text: string): string[] {
  const tokens = text.split(' ');
  const mixed = (token: string) => /\p{Script=Latin}/u.test(token) && /\p{Script=Cyrillic}/u.test(token);
  if (!tokens.some(mixed)) return [];
  const read = (map: Map<string, string>) =>
    tokens.map((token) => (mixed(token) ? [...token].map((c) => map.get(c) ?? c).join('') : token)).join(' ');
  return [read(CYRILLIC_LOOKALIKES), read(LATIN_LOOKALIKES)];
}

/** Every reading of the text worth checking: as typed, de-leeted, with separators and spacing undone. */
function readings(text: string): string[] {
  const folded = fold(lowerCase(text).replace(SAFE_WORD_PATTERN, ' '));
  const plain = undoLeetspeak(folded);
  return [
    ...new Set([
      folded,
      plain,
      plain.replace(SEPARATORS_INSIDE_WORD, ''),
      joinSpacedOutWords(plain),
      ...lookalikeReadings(plain),
    ]),
  ];
}

/** Checks a child's name or story theme, in any of the app's languages, against the child-safety lists. */
export function moderateText(text: string): ModerationResult {
  const texts = readings(text);
  const categories = MATCHERS.filter(({ pattern }) => texts.some((t) => pattern.test(t))).map(
    ({ category }) => category,
  );
  return { flagged: categories.length > 0, categories };
}
