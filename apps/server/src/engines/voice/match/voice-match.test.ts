import { describe, expect, it } from 'vitest';
import { hostileWavs, speechSample } from '../../../test/voice-samples.ts';
import { synthesize } from '../synthesize.ts';
import { analyseSpeech } from './analyse-speech.ts';
import { checkSample, SampleRejected } from './check-sample.ts';
import { decodeSample, SampleDecodeError, sniffSampleFormat, wavHeaderProblem } from './decode-sample.ts';
import { fitVoice, matchedVoice } from './fit-voice.ts';

const READING =
  'Once upon a time, a little fox found a shiny star in the snow, and she carried it all the way home.';

async function readAloud(voice: string, speechRate: number) {
  const speech = await synthesize({ text: READING, language: 'en', voice, speechRate });
  return analyseSpeech(speech.pcm, speech.sampleRate);
}

/** A buzz in humps of a quarter second (syllables) and pauses, the way speech looks to the analysis. */
function syntheticVoice(pitchHz: number, seconds: number, rate = 22_050): Float32Array {
  return Float32Array.from({ length: seconds * rate }, (_, i) => {
    const t = i / rate;
    const inPhrase = t % 2 < 1.6 ? 1 : 0;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 2 * t)) ** 2;
    let wave = 0;
    for (let h = 1; h <= 6; h++) wave += Math.sin(2 * Math.PI * pitchHz * h * t) / h;
    return 0.2 * inPhrase * syllable * wave;
  });
}

describe('sniffSampleFormat', () => {
  it('knows WAV, MP3 and M4A from their first bytes, and nothing else', () => {
    const pad = (head: string) => Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(16)]);
    expect(sniffSampleFormat(pad('RIFF\0\0\0\0WAVE'))).toBe('wav');
    expect(sniffSampleFormat(pad('ID3\x04'))).toBe('mp3');
    expect(sniffSampleFormat(pad('\xff\xfb\x90\x00'))).toBe('mp3');
    expect(sniffSampleFormat(pad('\0\0\0\x20ftypM4A '))).toBe('m4a');
    // AAC in ADTS has the MPEG sync word but layer 00.
    expect(sniffSampleFormat(pad('\xff\xf1\x50\x80'))).toBeNull();
    expect(sniffSampleFormat(pad('OggS'))).toBeNull();
    expect(sniffSampleFormat(pad('\x1a\x45\xdf\xa3'))).toBeNull();
    expect(sniffSampleFormat(Buffer.from('RIFF'))).toBeNull();
  });
});

describe('analyseSpeech', () => {
  it('hears the pitch and the syllable rate of a voice-like sound', () => {
    const analysis = analyseSpeech(syntheticVoice(200, 10), 22_050);
    expect(analysis.pitchHz).toBeGreaterThan(194);
    expect(analysis.pitchHz).toBeLessThan(206);
    // Two humps a second, four in each 1.6 s phrase: twenty syllables in ten seconds.
    expect(Math.round((analysis.syllablesPerSecond * analysis.soundingMs) / 1000)).toBe(20);
  });

  it('tells a deep slow reader from a bright quick one', async () => {
    const deep = await readAloud('builtin-bruno', 0.7);
    const bright = await readAloud('builtin-clara', 1.1);
    expect(deep.pitchHz).toBeLessThan(110);
    expect(bright.pitchHz).toBeGreaterThan(220);
    expect(deep.syllablesPerSecond).toBeLessThan(bright.syllablesPerSecond * 0.85);
    expect(deep.brightnessHz).toBeLessThan(bright.brightnessHz);
  });

  it('finds no voice in silence', () => {
    const quiet = analyseSpeech(new Float32Array(22_050 * 6), 22_050);
    expect(quiet).toMatchObject({ pitchHz: null, soundingMs: 0, voicedMs: 0 });
  });
});

describe('fitVoice', () => {
  it('matches a deep, slow reader from a male voice, close in pitch and pace', async () => {
    const sample = await readAloud('builtin-bruno', 0.7);
    const match = await fitVoice(sample);
    expect(match.params).toMatchObject({ base: 'builtin-oliver', gender: 'male' });
    expect(Math.abs(match.achieved.pitchHz / (sample.pitchHz as number) - 1)).toBeLessThan(0.05);
    expect(Math.abs(match.achieved.syllablesPerSecond / sample.syllablesPerSecond - 1)).toBeLessThan(0.12);
  });

  it('speeds up and raises the voice for a bright, quick reader', async () => {
    const slow = await fitVoice(await readAloud('builtin-willow', 0.85));
    const quick = await fitVoice(await readAloud('builtin-clara', 1.1));
    expect(quick.params.gender).toBe('female');
    expect(quick.params.rateFactor).toBeGreaterThan(slow.params.rateFactor);
    expect(quick.params.pitch[1]).toBeGreaterThan(slow.params.pitch[1]);
  });

  it('gives a voice the engine speaks with the matched pitch', async () => {
    const match = await fitVoice(await readAloud('builtin-hazel', 1));
    const voice = matchedVoice(match.params, { value: 'clone_x', label: 'Mum' });
    const spoken = await synthesize({ text: READING, language: 'en', voice, speechRate: 0.85 });
    const heard = analyseSpeech(spoken.pcm, spoken.sampleRate);
    expect(Math.abs((heard.pitchHz as number) / match.achieved.pitchHz - 1)).toBeLessThan(0.05);
  });
});

describe('checkSample', () => {
  it('measures a decoded recording at the engine’s own rate', async () => {
    const checked = await checkSample(await speechSample({ seconds: 6, format: 'mp3' }));
    expect(checked.format).toBe('mp3');
    expect(checked.analysis.durationMs).toBeGreaterThan(5900);
    expect(checked.analysis.durationMs).toBeLessThan(6100);
    expect(checked.analysis.pitchHz).toBeGreaterThan(180);
  });
});

describe('a WAV whose header lies', () => {
  it('is told from an honest one by its header alone', async () => {
    expect(wavHeaderProblem(await speechSample({ seconds: 6 }))).toBeNull();
    const problems = Object.values(await hostileWavs()).map(wavHeaderProblem);
    expect(problems).toEqual([
      expect.stringContaining('data chunk claims 4294967280 bytes'),
      'a sample rate of 1000000000 Hz',
      '65535 channels',
    ]);
    expect(wavHeaderProblem(Buffer.from('RIFF\0\0\0\0WAVEdata\x04\0\0\0abcd', 'latin1'))).toBe(
      'the audio comes before its format',
    );
  });

  it('is refused as unreadable before ffmpeg runs, at once', async () => {
    for (const [what, wav] of Object.entries(await hostileWavs())) {
      const started = performance.now();
      const refusal = await checkSample(wav).catch((error: unknown) => error);
      expect(refusal, what).toBeInstanceOf(SampleRejected);
      expect((refusal as SampleRejected).problem).toBe('unreadable');
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('decodeSample', () => {
  it('stops ffmpeg at its time limit and calls the sample unreadable', async () => {
    const mp3 = await speechSample({ seconds: 6, format: 'mp3' });
    await expect(
      decodeSample(mp3, 'mp3', { sampleRate: 22_050, maxSeconds: 301, timeoutMs: 1 }),
    ).rejects.toThrow(SampleDecodeError);
    await expect(
      decodeSample(mp3, 'mp3', { sampleRate: 22_050, maxSeconds: 301, timeoutMs: 1 }),
    ).rejects.toThrow(/timed out/);
  });
});
