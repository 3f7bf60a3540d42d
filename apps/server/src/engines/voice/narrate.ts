import type { WordTiming } from '@storyloom/contract';
import { encodeNarration } from './encode-narration.ts';
import { type SynthesizeRequest, synthesize } from './synthesize.ts';

export interface NarrateRequest extends SynthesizeRequest {
  /** When set, a lullaby bed for the theme is mixed under the narration. */
  music?: { theme: string; seed: number };
}

export interface Narration {
  /** The narration as MP3, with its lead-in and lead-out. */
  audio: Buffer;
  format: 'mp3';
  /** Every word, timed in the file (the lead-in included). */
  words: WordTiming[];
  durationMs: number;
  warnings: string[];
}

/** Speaks a scene with a builtin voice and encodes it ready to play, music and all. */
export async function narrate({ music, ...request }: NarrateRequest): Promise<Narration> {
  const speech = await synthesize(request);
  const encoded = await encodeNarration({ pcm: speech.pcm, sampleRate: speech.sampleRate, music });
  const offset = encoded.speechOffsetMs;
  return {
    audio: encoded.bytes,
    format: encoded.format,
    words: speech.words.map((w) => ({
      text: w.text,
      start_ms: w.start_ms + offset,
      end_ms: w.end_ms + offset,
    })),
    durationMs: encoded.durationMs,
    warnings: speech.warnings,
  };
}
