import { decodeAudio } from '../engines/voice/encode-narration.ts';

const MEASURE_RATE = 44100;

/** Duration of an encoded file, measured by decoding it and counting samples. */
export async function measureDurationMs(bytes: Uint8Array): Promise<number> {
  const samples = await decodeAudio(bytes, MEASURE_RATE);
  return (samples.length * 1000) / MEASURE_RATE;
}
