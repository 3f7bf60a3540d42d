import type { LanguageCode, WordTiming } from '@storyloom/contract';
import { LANGUAGE_CODES, PACING } from '@storyloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureDurationMs } from '../../test/measure-duration.ts';
import { builtinVoiceForOpenAi, listBuiltinVoices } from './builtin-voices.ts';
import { decodeAudio, encodeNarration } from './encode-narration.ts';
import { japaneseReadings } from './japanese-readings.ts';
import { synthesizeOffThread } from './speech-thread.ts';
import { synthesize, UnknownBuiltinVoiceError } from './synthesize.ts';

/** One bedtime-story sentence per app language, written in its own script. */
const SENTENCES: Record<LanguageCode, string> = {
  en: 'Luna the little fox found a shiny star, and she smiled all the way home.',
  es: 'La pequeña zorra Luna encontró una estrella brillante y sonrió hasta llegar a casa.',
  tr: 'Küçük tilki Luna parlak bir yıldız buldu ve eve kadar gülümsedi.',
  he: 'השועלה הקטנה לונה מצאה כוכב נוצץ, והיא חייכה כל הדרך הביתה.',
  fa: 'روباه کوچولو، لونا، یک ستاره‌ی درخشان پیدا کرد و تا خانه لبخند زد.',
  fr: 'La petite renarde Luna a trouvé une étoile brillante et elle a souri jusqu’à la maison.',
  hi: 'छोटी लोमड़ी लूना को एक चमकता हुआ तारा मिला, और वह घर तक मुस्कुराती रही।',
  pa: 'ਛੋਟੀ ਲੂੰਬੜੀ ਲੂਨਾ ਨੂੰ ਇੱਕ ਚਮਕਦਾ ਤਾਰਾ ਮਿਲਿਆ, ਅਤੇ ਉਹ ਘਰ ਤੱਕ ਮੁਸਕਰਾਉਂਦੀ ਰਹੀ।',
  zh: '小狐狸露娜找到了一颗亮晶晶的星星，她一路开心地笑着回家了。',
  ja: '小さなきつねのルナは、きらきら光る星を見つけて、家までにっこり笑いました。',
  ko: '작은 여우 루나는 숲속을 걷다가, 반짝이는 별 하나를 찾았어요, 그래서 집에 갈 때까지 활짝 웃었어요.',
  de: 'Die kleine Füchsin Luna fand einen funkelnden Stern und lächelte den ganzen Weg nach Hause.',
  it: 'La piccola volpe Luna trovò una stella luccicante e sorrise fino a casa.',
  pt: 'A pequena raposa Luna encontrou uma estrela brilhante e sorriu até chegar a casa.',
  ru: 'Маленькая лисичка Луна нашла блестящую звёздочку и улыбалась всю дорогу домой.',
  ar: 'وجدت الثعلبة الصغيرة لونا نجمة لامعة، فابتسمت طوال الطريق إلى البيت.',
};

const segmenterWords = (text: string, language: string) =>
  Array.from(new Intl.Segmenter(language, { granularity: 'word' }).segment(text))
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);

const DECODE_RATE = 16000;
const rmsDb = (samples: Float32Array, from = 0, to = samples.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] as number) ** 2;
  return 10 * Math.log10(sum / Math.max(1, to - from) + 1e-12);
};
const peakDb = (samples: Float32Array) =>
  20 * Math.log10(samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0));

/** Median pitch of voiced 40 ms frames, by autocorrelation. */
function medianPitchHz(samples: Float32Array, sampleRate: number): number {
  const size = Math.round(sampleRate * 0.04);
  const pitches: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let energy = 0;
    for (let i = start; i < start + size; i++) energy += (samples[i] as number) ** 2;
    if (energy / size < 1e-3) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag <= Math.floor(sampleRate / 60); lag++) {
      let c = 0;
      for (let i = start; i + lag < start + size; i++)
        c += (samples[i] as number) * (samples[i + lag] as number);
      if (c / energy > best) {
        best = c / energy;
        bestLag = lag;
      }
    }
    if (best > 0.5) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

function expectOrderedTimings(words: WordTiming[]) {
  words.forEach((word, i) => {
    expect(word.end_ms, `"${word.text}" ends after it starts`).toBeGreaterThan(word.start_ms);
    const next = words[i + 1];
    if (next)
      expect(next.start_ms, `"${next.text}" starts after "${word.text}"`).toBeGreaterThan(word.start_ms);
    if (next) expect(word.end_ms).toBeLessThanOrEqual(next.start_ms);
  });
}

beforeAll(async () => {
  // Loads the engine once so the first language's test does not pay for it.
  await synthesize({ text: 'Hello.', language: 'en', voice: 'builtin-luna', speechRate: 1 });
}, 30_000);

describe('builtin narration in every app language', { timeout: 30_000 }, () => {
  it.each(LANGUAGE_CODES)(
    'speaks %s with word timings that follow the text and fit the encoded audio',
    async (language) => {
      const text = SENTENCES[language];
      const speech = await synthesize({ text, language, voice: 'builtin-luna', speechRate: 0.85 });
      const encoded = await encodeNarration({ pcm: speech.pcm, sampleRate: speech.sampleRate });
      const durationMs = await measureDurationMs(encoded.bytes);

      expect(speech.words.map((w) => w.text)).toEqual(segmenterWords(text, language));
      expectOrderedTimings(speech.words);
      expect(durationMs).toBeGreaterThan(1000);
      const last = speech.words.at(-1) as WordTiming;
      expect(last.end_ms + encoded.speechOffsetMs).toBeLessThanOrEqual(durationMs);
      expect(speech.words[0]?.start_ms ?? 0).toBeGreaterThanOrEqual(0);

      // Each word's stretch of the file holds sound: the timings sit on the speech, not beside it.
      const samples = await decodeAudio(encoded.bytes, DECODE_RATE);
      const at = (ms: number) => Math.round(((ms + encoded.speechOffsetMs) * DECODE_RATE) / 1000);
      for (const word of speech.words) {
        expect(
          rmsDb(samples, at(word.start_ms), at(word.end_ms)),
          `"${word.text}" is audible`,
        ).toBeGreaterThan(-45);
      }
      expect(rmsDb(samples, 0, at(-encoded.speechOffsetMs + 300))).toBeLessThan(-70);
    },
  );

  it('says so when Hebrew has no vowel points, and when a language is not in the engine', async () => {
    const hebrew = await synthesize({
      text: SENTENCES.he,
      language: 'he',
      voice: 'builtin-luna',
      speechRate: 1,
    });
    expect(hebrew.warnings.join(' ')).toMatch(/niqqud/);
    const english = await synthesize({
      text: SENTENCES.en,
      language: 'en',
      voice: 'builtin-luna',
      speechRate: 1,
    });
    expect(english.warnings).toEqual([]);
    const unknown = await synthesize({
      text: 'Hello little star.',
      language: 'xx',
      voice: 'builtin-luna',
      speechRate: 1,
    });
    expect(unknown.warnings.join(' ')).toMatch(/cannot speak .*English/);
    expect(unknown.pcm.length).toBeGreaterThan(0);
  });

  it('reads Japanese kanji as kana, so the engine never says "Chinese letter"', async () => {
    const spans = await japaneseReadings(SENTENCES.ja);
    const spoken = spans.map((s) => s.spoken).join('');
    expect(spoken).not.toMatch(/\p{Script=Han}/u);
    expect(spoken).toContain('ホシ');
    expect(spans.map((s) => SENTENCES.ja.slice(s.start, s.end)).join('')).toBe(SENTENCES.ja);
  });
});

describe('pacing and voices', { timeout: 30_000 }, () => {
  it('makes the slowest pacing longer than the quickest', async () => {
    const text = SENTENCES.en;
    const slowest = Math.min(...PACING.map((p) => p.speechRate));
    const quick = await synthesize({ text, language: 'en', voice: 'builtin-oliver', speechRate: 1 });
    const slow = await synthesize({ text, language: 'en', voice: 'builtin-oliver', speechRate: slowest });
    const [quickMs, slowMs] = await Promise.all(
      [quick, slow].map(async (s) =>
        measureDurationMs((await encodeNarration({ pcm: s.pcm, sampleRate: s.sampleRate })).bytes),
      ),
    );
    expect((slowMs as number) - 800).toBeGreaterThan(((quickMs as number) - 800) * 1.25);
  });

  it('gives every builtin voice its own pitch, in its gender’s range', async () => {
    const pitches: number[] = [];
    for (const voice of listBuiltinVoices()) {
      const speech = await synthesize({
        text: SENTENCES.en,
        language: 'en',
        voice: voice.value,
        speechRate: 1,
      });
      const hz = medianPitchHz(speech.pcm, speech.sampleRate);
      if (voice.gender === 'female') expect(hz, voice.value).toBeGreaterThan(165);
      else expect(hz, voice.value).toBeLessThan(160);
      pitches.push(hz);
    }
    pitches.sort((a, b) => a - b);
    for (let i = 1; i < pitches.length; i++)
      expect(pitches[i] as number).toBeGreaterThan((pitches[i - 1] as number) * 1.04);
  });

  it('makes the gentle voice slower and softer than the storyteller', async () => {
    const text = SENTENCES.en;
    const luna = await synthesize({ text, language: 'en', voice: 'builtin-luna', speechRate: 0.85 });
    const willow = await synthesize({ text, language: 'en', voice: 'builtin-willow', speechRate: 0.85 });
    expect(willow.pcm.length).toBeGreaterThan(luna.pcm.length * 1.1);
    expect(rmsDb(willow.pcm)).toBeLessThan(rmsDb(luna.pcm) - 1.5);
  });

  it('maps every OpenAI voice to a builtin voice of the same character', () => {
    const voices = new Map(listBuiltinVoices().map((v) => [v.value, v]));
    const female = ['alloy', 'coral', 'nova', 'sage', 'shimmer'];
    const male = ['ash', 'ballad', 'echo', 'fable', 'onyx', 'verse'];
    for (const name of female) expect(voices.get(builtinVoiceForOpenAi(name))?.gender, name).toBe('female');
    for (const name of male) expect(voices.get(builtinVoiceForOpenAi(name))?.gender, name).toBe('male');
    expect(builtinVoiceForOpenAi('shimmer')).toBe('builtin-willow');
    expect(builtinVoiceForOpenAi('constructor')).toBe('builtin-luna');
    expect(listBuiltinVoices().every((v) => v.value.startsWith('builtin-'))).toBe(true);
  });

  it('rejects a voice that is not builtin with a clear error', async () => {
    const attempt = synthesize({ text: 'Hello.', language: 'en', voice: 'alloy', speechRate: 1 });
    await expect(attempt).rejects.toBeInstanceOf(UnknownBuiltinVoiceError);
    await expect(attempt).rejects.toThrow(/Unknown builtin voice "alloy".*builtin-luna/);
  });
});

describe('synthesizeOffThread', { timeout: 30_000 }, () => {
  it('speaks on the speech thread, timing every word as the engine does here', async () => {
    const request = { text: SENTENCES.de, language: 'de', voice: 'builtin-hazel', speechRate: 0.85 };
    const [there, here] = [await synthesizeOffThread(request), await synthesize(request)];
    expect(there.words.map((w) => w.text)).toEqual(here.words.map((w) => w.text));
    expect(there.sampleRate).toBe(here.sampleRate);
    // The engine's noise source runs on between calls, so the two readings differ by a hair.
    expect(Math.abs(there.pcm.length - here.pcm.length)).toBeLessThan(here.sampleRate * 0.05);
    expect(there.warnings).toEqual(here.warnings);
  });

  it('refuses an unknown voice with the error callers answer as a 400', async () => {
    const attempt = synthesizeOffThread({ text: 'Hello.', language: 'en', voice: 'alloy', speechRate: 1 });
    await expect(attempt).rejects.toBeInstanceOf(UnknownBuiltinVoiceError);
  });
});

describe('safety of the text', { timeout: 30_000 }, () => {
  it('speaks text with XML characters as text', async () => {
    const text = 'Tom said "1 < 2 & 3 > 2" to <b>Luna</b>\'s cat, and [[ran]] home.';
    const speech = await synthesize({ text, language: 'en', voice: 'builtin-luna', speechRate: 1 });
    expect(speech.words.map((w) => w.text)).toEqual(segmenterWords(text, 'en'));
    expectOrderedTimings(speech.words);
    // Markup read as markup would swallow "b", "Luna" and "ran"; spoken as text, they take time.
    const plain = await synthesize({
      text: 'Tom said to the cat, and home.',
      language: 'en',
      voice: 'builtin-luna',
      speechRate: 1,
    });
    expect(speech.pcm.length).toBeGreaterThan(plain.pcm.length * 1.5);
  });
});

describe('music bed', { timeout: 30_000 }, () => {
  it('mixes a soft, ducked lullaby under the narration without clipping', async () => {
    const speech = await synthesize({
      text: SENTENCES.en,
      language: 'en',
      voice: 'builtin-luna',
      speechRate: 1,
    });
    const plain = await encodeNarration({ pcm: speech.pcm, sampleRate: speech.sampleRate });
    const music = await encodeNarration({
      pcm: speech.pcm,
      sampleRate: speech.sampleRate,
      music: { theme: 'ocean', seed: 42 },
    });
    expect(music.bytes.equals(plain.bytes)).toBe(false);
    expect(music.speechOffsetMs).toBe(plain.speechOffsetMs);

    const [off, on] = await Promise.all([
      decodeAudio(plain.bytes, DECODE_RATE),
      decodeAudio(music.bytes, DECODE_RATE),
    ]);
    expect(peakDb(on)).toBeLessThan(-0.5);
    expect(rmsDb(on, 0, off.length)).toBeLessThan(rmsDb(off) + 1.5);

    // After the last word the music carries on alone, well under the speech, then fades out.
    const speechEnd = Math.round(
      ((plain.speechOffsetMs + speech.pcm.length / (speech.sampleRate / 1000)) * DECODE_RATE) / 1000,
    );
    const tail = [speechEnd + DECODE_RATE * 0.1, speechEnd + DECODE_RATE * 0.6].map(Math.round) as [
      number,
      number,
    ];
    expect(rmsDb(on, ...tail)).toBeGreaterThan(-60);
    expect(rmsDb(on, ...tail)).toBeLessThan(rmsDb(off, Math.round(DECODE_RATE * 0.4), speechEnd) - 12);
    expect(rmsDb(on, on.length - Math.round(DECODE_RATE * 0.05))).toBeLessThan(-55);
  });

  it('reports ffmpeg failures with what ffmpeg said', async () => {
    await expect(decodeAudio(Buffer.from('this is not audio'))).rejects.toThrow(
      /ffmpeg failed .*: .*(Invalid|invalid)/,
    );
  });
});
