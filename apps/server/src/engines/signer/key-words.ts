import type { WordTiming } from '@storyloom/contract';

/**
 * Which words of a scene the signer fingerspells. Manual alphabets spell the 26 English letters,
 * so only words written in the Latin alphabet can be spelled; accents are dropped (é → E, ß → SS,
 * Turkish ı → I) and the caption shows the word as it is written. In a Latin-script story the
 * child's name comes first, then the scene's longest content words; in a story written in another
 * script only the child's name is spelled, and only when it is written in Latin letters.
 */

const LATIN_LANGUAGES = new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'tr']);

/** Short function words of each Latin-script language: never worth spelling. */
const STOP_WORDS: Record<string, string> = {
  en: 'the a an and or but of to in on at by for with from into onto over under up down out off is are was were be been am it its this that these those there here then than so very too not no yes all any some every each one two his her their our your my me you he she we they them him us what who when where why how can could will would shall should may might must do does did has have had just also again away back around through about after before said says like little big came come went go goes see saw look looked',
  es: 'el la los las un una unos unas y o pero de del al a en con por para sin sobre bajo que es son era eran fue ser estar esta este esto estos estas ese esa eso muy mas más no si sí su sus mi mis tu tus se le lo les nos como cuando donde ya también todo toda todos todas hay otra otro entre hasta desde',
  fr: 'le la les un une des et ou mais de du au aux à en dans sur sous avec pour par sans que qui est sont était étaient être ce cet cette ces son sa ses mon ma mes ton ta tes il elle ils elles on nous vous se ne pas plus très tout tous toute toutes comme quand où aussi puis alors bien',
  de: 'der die das den dem des ein eine einen einem einer und oder aber von zu im in an auf mit für aus bei nach über unter ist sind war waren sein es sie er wir ihr ich du sich nicht kein keine sehr auch dann so wie wo als noch schon ganz alle jeden jede',
  it: 'il lo la i gli le un uno una e o ma di del della dei delle a al alla in nel nella con per su tra fra che è sono era erano essere questo questa quello quella molto più non si suo sua suoi sue mio mia come quando dove anche poi tutto tutti tutta',
  pt: 'o a os as um uma uns umas e ou mas de do da dos das ao à em no na nos nas com por para sem sobre que é são era eram ser estar este esta isto esse essa isso muito mais não sim seu sua seus suas meu minha se lhe como quando onde também depois todo toda todos',
  tr: 've ile bir bu şu o da de ki mi mı mu mü için gibi çok daha en her hem ama fakat ya ne kadar sonra önce şimdi artık hep bütün',
};

const stopWords = new Map(
  Object.entries(STOP_WORDS).map(([language, words]) => [language, new Set(words.split(/\s+/))]),
);

/** The manual-alphabet letters of a word: A–Z only, accents dropped; empty when it has none to spell. */
export function spellableLetters(word: string): string[] {
  const folded = word
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[Æ]/g, 'AE')
    .replace(/[æ]/g, 'ae')
    .replace(/[Œ]/g, 'OE')
    .replace(/[œ]/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();
  return Array.from(folded).filter((c) => c >= 'A' && c <= 'Z');
}

/** Whether a word is written in Latin letters (apostrophes and hyphens allowed), so it can be spelled. */
export const isLatinWord = (word: string): boolean =>
  /^[\p{Script=Latin}'’-]+$/u.test(word) && spellableLetters(word).length > 0;

/** A word of the narration with its timing and its letters. */
export interface KeyWord {
  /** The word as written, for the caption. */
  text: string;
  letters: string[];
  startMs: number;
  endMs: number;
  /** Lower is more important: the child's name is 0. */
  rank: number;
}

const clean = (text: string) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The words of a scene worth spelling, most important first: the child's name, then the things
 * the scene shows when the narration names them (`hints`: the picture's props, companion and
 * setting, in English), then other content words (not function words, at least three letters),
 * longer before shorter, earlier before later. A word is offered once per scene.
 */
export function keyWords(
  words: readonly WordTiming[],
  language: string,
  childName: string,
  hints: readonly string[] = [],
): KeyWord[] {
  const things = hints
    .flatMap((hint) => hint.toLowerCase().split(/[^a-z]+/))
    .filter((hint) => hint.length >= 3);
  // "shells" names a "shell", "butterflies" a "butterfly": a shared start of four letters will do.
  const namesThing = (word: string) =>
    things.some(
      (thing) =>
        word === thing ||
        (word.length >= 4 &&
          thing.length >= 4 &&
          word.slice(0, 4) === thing.slice(0, 4) &&
          Math.abs(word.length - thing.length) <= 3),
    );
  const latinStory = LATIN_LANGUAGES.has(language);
  const nameParts = childName
    .split(/\s+/)
    .map((part) => clean(part).toLocaleLowerCase())
    .filter(Boolean);
  const stops = stopWords.get(language) ?? new Set<string>();
  const seen = new Set<string>();
  const out: KeyWord[] = [];
  for (const timing of words) {
    const text = clean(timing.text);
    if (!text || !isLatinWord(text)) continue;
    const key = text.toLocaleLowerCase(language);
    if (seen.has(key)) continue;
    const letters = spellableLetters(text);
    const isName = nameParts.includes(key.toLocaleLowerCase());
    if (isName) {
      seen.add(key);
      out.push({ text, letters, startMs: timing.start_ms, endMs: timing.end_ms, rank: 0 });
      continue;
    }
    if (!latinStory || letters.length < 3 || stops.has(key)) continue;
    seen.add(key);
    // Longer words carry more of the scene; ties stay in speaking order.
    const rank = (namesThing(key) ? 50 : 100) - letters.length;
    out.push({ text, letters, startMs: timing.start_ms, endMs: timing.end_ms, rank });
  }
  return out.sort((a, b) => a.rank - b.rank || a.startMs - b.startMs);
}

export const isLatinLanguage = (language: string): boolean => LATIN_LANGUAGES.has(language);
