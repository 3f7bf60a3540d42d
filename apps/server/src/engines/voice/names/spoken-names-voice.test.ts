import type { WordTiming } from '@storyloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesize } from '../synthesize.ts';

// The builtin voice itself, so these figures are what a listener hears. A name the voice spells
// letter by letter takes three to four times as long as the same name written in the story's
// own script ("Haruto" in Japanese took 1.8 s against 0.6 s for ハルト), so durations tell a
// spoken name from a spelled one.
const MAX_RATIO = 1.5;

const speak = (text: string, language: string) =>
  synthesize({ text, language, voice: 'builtin-luna', speechRate: 1 });

const speechMs = async (text: string, language: string) => {
  const speech = await speak(text, language);
  return (speech.pcm.length * 1000) / speech.sampleRate;
};

const wordMs = (word: WordTiming | undefined) => (word ? word.end_ms - word.start_ms : Number.NaN);

beforeAll(async () => {
  await speak('Hello.', 'en');
}, 30_000);

describe('names in a script other than the story’s', { timeout: 30_000 }, () => {
  it.each([
    ['ja', 'Haruto', 'ハルト'],
    ['ko', 'Haruto', '하루토'],
    ['ru', 'Haruto', 'Харуто'],
    ['hi', 'Haruto', 'हारुतो'],
    ['pa', 'Haruto', 'ਹਾਰੂਤੋ'],
    ['ar', 'Haruto', 'هاروتو'],
    ['fa', 'Haruto', 'هاروتو'],
    ['he', 'Haruto', 'הרוטו'],
    ['zh', 'Haruto', '哈鲁托'],
    ['ja', 'Sebastian', 'セバスチャン'],
    ['ru', 'Sebastian', 'Себастьян'],
    ['he', 'Sebastian', 'סבסטיאן'],
    ['zh', 'Sebastian', '塞巴斯蒂安'],
    ['zh', 'Xiaoming', '小明'],
  ])('speaks %s %s about as long as the name in its own script (%s)', async (language, latin, native) => {
    const [latinMs, nativeMs] = [await speechMs(latin, language), await speechMs(native, language)];
    expect(latinMs).toBeLessThanOrEqual(nativeMs * MAX_RATIO);
  });

  it.each([
    ['en', 'ハルト', 'Haruto'],
    ['en', 'Харуто', 'Haruto'],
    ['fr', '王小明', 'Wang Xiaoming'],
    ['de', 'محمد', 'Mohammed'],
    ['es', 'נועה', 'Noa'],
  ])('speaks %s %s about as long as the Latin spelling %s', async (language, native, latin) => {
    const [nativeMs, latinMs] = [await speechMs(native, language), await speechMs(latin, language)];
    expect(nativeMs).toBeLessThanOrEqual(latinMs * MAX_RATIO);
  });
});

describe('names with accents and names of two words', { timeout: 30_000 }, () => {
  it.each(['en', 'fr', 'de', 'es'])(
    'speaks Zoë, José, Chloé, Björn and Mary Ann as names in %s',
    async (language) => {
      for (const name of ['Zoë', 'José', 'Chloé', 'Björn', 'Mary Ann']) {
        // The same letters said one by one, for comparison.
        const spelled = [...name.replace(' ', '')].join(' ');
        const [nameMs, spelledMs] = [await speechMs(name, language), await speechMs(spelled, language)];
        expect(nameMs, `${name} in ${language}`).toBeLessThan(spelledMs * 0.6);
      }
    },
  );
});

describe('word timings when the spoken name differs from the shown one', { timeout: 30_000 }, () => {
  it.each([
    ['ja', 'Harutoは星を見つけて、にっこり笑いました。', 'ハルトは星を見つけて、にっこり笑いました。'],
    ['he', 'Haruto מצא כוכב וחייך כל הדרך הביתה.', 'הרוטו מצא כוכב וחייך כל הדרך הביתה.'],
    ['ru', 'Haruto нашёл звёздочку и улыбался всю дорогу.', 'Харуто нашёл звёздочку и улыбался всю дорогу.'],
  ])(
    'times the words of the %s text as shown, with the name as long as it is spoken',
    async (language, shown, native) => {
      const [typed, reference] = [await speak(shown, language), await speak(native, language)];
      const words = typed.words.map((w) => w.text);
      expect(words[0]).toBe('Haruto');
      expect(words.slice(1)).toEqual(reference.words.slice(1).map((w) => w.text));
      typed.words.forEach((word, i) => {
        expect(word.end_ms).toBeGreaterThan(word.start_ms);
        const next = typed.words[i + 1];
        if (next) expect(next.start_ms).toBeGreaterThanOrEqual(word.end_ms);
      });
      // The name's stretch covers the name as spoken, and the words after it keep their places.
      const ratio = wordMs(typed.words[0]) / wordMs(reference.words[0]);
      expect(ratio).toBeGreaterThan(1 / MAX_RATIO);
      expect(ratio).toBeLessThan(MAX_RATIO);
      const shift = (typed.words[1]?.start_ms ?? 0) - (reference.words[1]?.start_ms ?? 0);
      expect(Math.abs(shift)).toBeLessThan(250);
      expect(typed.pcm.length).toBeLessThan(reference.pcm.length * 1.15);
    },
  );
});

describe('word timings of a Latin name in every non-Latin story language', { timeout: 30_000 }, () => {
  const words = (text: string, language: string) =>
    Array.from(new Intl.Segmenter(language, { granularity: 'word' }).segment(text))
      .filter((s) => s.isWordLike)
      .map((s) => s.segment);

  it.each([
    ['ko', 'Haruto, 반짝이는 별을 찾았어요.', '하루토'],
    ['zh', 'Haruto找到了一颗亮晶晶的星星。', '哈鲁托'],
    ['hi', 'Haruto को एक चमकता हुआ तारा मिला।', 'हारुतो'],
    ['pa', 'Haruto ਨੂੰ ਇੱਕ ਚਮਕਦਾ ਤਾਰਾ ਮਿਲਿਆ।', 'ਹਾਰੂਤੋ'],
    ['ar', 'وجد Haruto نجمة لامعة.', 'هاروتو'],
    ['fa', 'Haruto یک ستاره‌ی درخشان پیدا کرد.', 'هاروتو'],
  ])('gives "Haruto" in %s the time the spoken name takes', async (language, text, native) => {
    const speech = await speak(text, language);
    expect(speech.words.map((w) => w.text)).toEqual(words(text, language));
    const name = speech.words.find((w) => w.text === 'Haruto');
    const ratio = wordMs(name) / (await speechMs(native, language));
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(MAX_RATIO);
  });
});
