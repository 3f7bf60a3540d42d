import { describe, expect, it } from 'vitest';
import { latinBeats } from './latin-sounds.ts';
import { pinyinCharacters } from './pinyin.ts';
import { romanize } from './romanize.ts';
import { spokenForm, withSpokenNames } from './spoken-names.ts';

/** The script each non-Latin voice language writes names in, to check every letter of the result. */
const TARGET_SCRIPT: Record<string, RegExp> = {
  ja: /^[\p{Script=Katakana}ー]+$/u,
  ko: /^\p{Script=Hangul}+$/u,
  cmn: /^\p{Script=Han}+$/u,
  ru: /^\p{Script=Cyrillic}+$/u,
  hi: /^[\p{Script=Devanagari}\p{M}]+$/u,
  pa: /^[\p{Script=Gurmukhi}\p{M}]+$/u,
  ar: /^[\p{Script=Arabic}\p{M}]+$/u,
  fa: /^[\p{Script=Arabic}\p{M}]+$/u,
  he: /^[\p{Script=Hebrew}\p{M}׳]+$/u,
};

const NAMES = ['Haruto', 'Mia', 'Zoë', 'José', 'Chloé', 'Björn', 'Sebastian', 'Aaliyah', 'Noah', 'Xiaoming'];

describe('latinBeats', () => {
  it('joins each consonant to the vowel after it, reading digraphs as one sound', () => {
    expect(latinBeats('Haruto')).toEqual([
      { consonant: 'h', vowel: 'a' },
      { consonant: 'r', vowel: 'u' },
      { consonant: 't', vowel: 'o' },
    ]);
    expect(latinBeats('Sasha')).toEqual([
      { consonant: 's', vowel: 'a' },
      { consonant: 'sh', vowel: 'a' },
    ]);
  });

  it('reads letters with accents as their vowel, and keeps an accented final e', () => {
    expect(latinBeats('Zoë')).toEqual([{ consonant: 'z', vowel: 'o' }, { vowel: 'e' }]);
    expect(latinBeats('Chloé').at(-1)).toEqual({ vowel: 'e' });
    expect(latinBeats('Jane')).toEqual([{ consonant: 'j', vowel: 'e' }, { vowel: 'i' }, { consonant: 'n' }]);
    expect(latinBeats('Anne')).toEqual([{ vowel: 'a' }, { consonant: 'n' }]);
  });

  it('says a doubled consonant once and a silent h not at all', () => {
    expect(latinBeats('Anna')).toEqual([{ vowel: 'a' }, { consonant: 'n', vowel: 'a' }]);
    expect(latinBeats('Noah')).toEqual([{ consonant: 'n', vowel: 'o' }, { vowel: 'a' }]);
  });
});

describe('spokenForm', () => {
  it.each([
    ['ja', 'ハルト'],
    ['ko', '하루토'],
    ['cmn', '哈鲁托'],
    ['ru', 'Харуто'],
    ['hi', 'हारुतो'],
    ['pa', 'ਹਾਰੁਤੋ'],
    ['ar', 'هاروتو'],
    ['fa', 'هاروتو'],
    ['he', 'הַרוּטוֹ'],
  ])('writes Haruto in the script of %s as %s', (language, expected) => {
    expect(spokenForm('Haruto', language)).toBe(expected);
  });

  it.each(Object.keys(TARGET_SCRIPT))('writes every test name wholly in the script of %s', (language) => {
    for (const name of NAMES) {
      expect(spokenForm(name, language), `${name} in ${language}`).toMatch(TARGET_SCRIPT[language] as RegExp);
    }
  });

  it('reads a name typed in capitals as a name', () => {
    expect(spokenForm('LUCAS', 'ru')).toBe('Лукас');
  });

  it('writes names the way each script writes loanwords', () => {
    expect(spokenForm('Björn', 'ja')).toBe('ビョルン');
    expect(spokenForm('Anne', 'ja')).toBe('アン');
    expect(spokenForm('Chloé', 'ja')).toBe('クロエ');
    expect(spokenForm('Sebastian', 'ja')).toBe('セバスティアン');
    expect(spokenForm('Julia', 'ko')).toBe('줄리아');
    expect(spokenForm('Liam', 'ko')).toBe('리암');
    expect(spokenForm('Mia', 'ru')).toBe('Миа');
    expect(spokenForm('Emma', 'ru')).toBe('Эма');
    expect(spokenForm('Sophie', 'hi')).toBe('सोफ़ी');
    expect(spokenForm('Lucas', 'ar')).toBe('لوكاس');
    expect(spokenForm('Chloé', 'fa')).toBe('کلوه');
    expect(spokenForm('Liam', 'he')).toBe('לִיאַם');
    expect(spokenForm('Sebastian', 'cmn')).toBe('塞巴斯蒂安');
  });

  it('leaves words in the language’s own script, acronyms and single letters to the voice', () => {
    expect(spokenForm('ハルト', 'ja')).toBeUndefined();
    expect(spokenForm('晴人', 'ja')).toBeUndefined();
    expect(spokenForm('Луна', 'ru')).toBeUndefined();
    expect(spokenForm('TV', 'ja')).toBeUndefined();
    expect(spokenForm('HTML', 'ja')).toBeUndefined();
    expect(spokenForm('A', 'ru')).toBeUndefined();
  });

  it('leaves Latin names in Latin-script languages as typed, accents and all', () => {
    for (const language of ['en-us', 'fr', 'de', 'es'])
      for (const name of ['Zoë', 'José', 'Chloé', 'Björn', 'Mary'])
        expect(spokenForm(name, language)).toBeUndefined();
  });

  it('romanizes a name in a script the voice would spell', () => {
    expect(spokenForm('ハルト', 'en-us')).toBe('haruto');
    expect(spokenForm('Харуто', 'fr')).toBe('Kharuto');
    expect(spokenForm('王小明', 'en-us')).toBe('Wang Xiao Ming');
    expect(spokenForm('محمد', 'de')).toBe('mahamad');
    expect(spokenForm('נועה', 'es')).toBe('noa');
    // And into another non-Latin script through the Latin reading.
    expect(spokenForm('Харуто', 'ja')).toBe('ハルト');
  });

  it('leaves scripts the voice reads in any language, such as Hangul and Devanagari', () => {
    expect(spokenForm('하루토', 'en-us')).toBeUndefined();
    expect(spokenForm('मीरा', 'ru')).toBeUndefined();
  });
});

describe('pinyinCharacters', () => {
  it('writes a name typed in pinyin as the characters of its syllables', () => {
    expect(pinyinCharacters('Xiaoming')).toBe('晓明');
    expect(pinyinCharacters('Haoran')).toBe('浩然');
    expect(pinyinCharacters('Luna')).toBe('露娜');
  });

  it('does not take European names for pinyin', () => {
    for (const name of ['Leo', 'Mia', 'Mike', 'Haruto', 'Sebastian', 'Julia'])
      expect(pinyinCharacters(name), name).toBeUndefined();
    expect(spokenForm('Mike', 'cmn')).toBe('马伊克');
  });
});

describe('romanize', () => {
  it('gives Arabic and Hebrew names vowels, from vowel letters and points or between consonants', () => {
    expect(romanize('علي')).toEqual(['ali']);
    expect(romanize('یاسمین')).toEqual(['yasamin']);
    expect(romanize('שרה')).toEqual(['shara']);
    expect(romanize('הַרוּטוֹ')).toEqual(['haruto']);
  });
});

describe('withSpokenNames', () => {
  it('changes only what is spoken, so every span keeps its place in the text', () => {
    const text = 'Mary Annと Björnは';
    const spans = [
      { start: 0, end: 8, spoken: 'Mary Ann' },
      { start: 8, end: 10, spoken: 'と ' },
      { start: 10, end: 15, spoken: 'Björn' },
      { start: 15, end: 16, spoken: 'ワ' },
    ];
    const spoken = withSpokenNames(spans, 'ja');
    expect(spoken.map((s) => s.spoken)).toEqual(['マリ アン', 'と ', 'ビョルン', 'ワ']);
    expect(spoken.map((s) => text.slice(s.start, s.end))).toEqual(['Mary Ann', 'と ', 'Björn', 'は']);
  });

  it('keeps romanized words apart where the text has no space between them', () => {
    const spans = [
      { start: 0, end: 1, spoken: '王' },
      { start: 1, end: 3, spoken: '小明' },
    ];
    const spoken = withSpokenNames(spans, 'en-us')
      .map((s) => s.spoken)
      .join('');
    expect(spoken.trim().split(/\s+/)).toEqual(['Wang', 'Xiao', 'Ming']);
  });
});
