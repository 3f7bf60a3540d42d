import { describe, expect, it } from 'vitest';
import { encodeNarration } from '../engines/voice/encode-narration.ts';
import { synthesize } from '../engines/voice/synthesize.ts';
import { measureDurationMs } from '../test/measure-duration.ts';
import { ProviderError } from './http/provider-error.ts';
import { builtinTiming, finishNarration } from './narration-audio.ts';

const text = 'Mia found a shining shell on the sand. It hummed a little tune, and the waves danced along.';

/** Another voice's reading of the text, with exact word timings: a stand-in for a cloud voice. */
async function otherVoice() {
  const speech = await synthesize({ text, language: 'en', voice: 'builtin-bruno', speechRate: 1 });
  const encoded = await encodeNarration({ pcm: speech.pcm, sampleRate: speech.sampleRate });
  const truth = speech.words.map((w) => ({ ...w, start_ms: w.start_ms + encoded.speechOffsetMs }));
  return { audio: encoded.bytes, truth };
}

describe('finishNarration', () => {
  it('aligns audio without timestamps to within a fraction of a word', async () => {
    const { audio, truth } = await otherVoice();
    const result = await finishNarration({
      provider: 'test',
      audio,
      text,
      language: 'en',
      speechRate: 0.85,
      builtinTiming: builtinTiming({ text, language: 'en', voice: 'builtin-luna', speechRate: 0.85 }),
    });
    expect(result.words.map((w) => w.text)).toEqual(truth.map((w) => w.text));
    const errors = result.words.map((w, i) => Math.abs(w.start_ms - (truth[i]?.start_ms ?? 0)));
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    // A word lasts about 300 ms here; the alignment stays well inside that.
    expect(mean).toBeLessThan(150);
    expect(Math.max(...errors)).toBeLessThan(400);
    expect(result.audio).toBe(audio);
    expect(result.durationMs).toBeCloseTo(await measureDurationMs(audio), -2);
  });

  it('uses the provider’s timings when it has them and mixes the lullaby bed in when asked', async () => {
    const { audio, truth } = await otherVoice();
    const result = await finishNarration({
      provider: 'test',
      audio,
      text,
      language: 'en',
      speechRate: 1,
      words: truth,
      music: { theme: 'ocean', seed: 1 },
    });
    expect(result.audio.equals(audio)).toBe(false);
    const duration = await measureDurationMs(result.audio);
    // MP3 frames pad the end a little, as they do for the builtin voices.
    expect(Math.abs(result.durationMs - duration)).toBeLessThan(100);
    for (const [i, word] of result.words.entries()) {
      expect(word.end_ms).toBeGreaterThan(word.start_ms);
      expect(word.end_ms).toBeLessThanOrEqual(duration);
      // Trimming and the new lead-in move every word by the same amount.
      expect(word.start_ms - (truth[i]?.start_ms ?? 0)).toBeCloseTo(
        (result.words[0]?.start_ms ?? 0) - (truth[0]?.start_ms ?? 0),
        -1,
      );
    }
  });

  it('refuses audio it cannot decode', async () => {
    const error = await finishNarration({
      provider: 'test',
      audio: Buffer.from('<html>oops</html>'),
      text,
      language: 'en',
      speechRate: 1,
      builtinTiming: builtinTiming({ text, language: 'en', voice: 'builtin-luna', speechRate: 1 }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('malformed');
  });
});
