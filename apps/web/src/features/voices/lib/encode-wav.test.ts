import { describe, expect, it } from 'vitest';
import { encodeWav } from './encode-wav.ts';

// jsdom's Blob has no arrayBuffer(); FileReader is what it offers.
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('encodeWav', () => {
  it('writes 16-bit mono PCM with a header the server recognises as WAV', async () => {
    const blob = encodeWav(Float32Array.from([0, 1, -1, 0.5, 2]), 24_000);
    const view = new DataView(await bytesOf(blob));
    const text = (from: number, length: number) =>
      String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(from + i)));

    expect(blob.type).toBe('audio/wav');
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 4)).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(10);
    // Full scale both ways, and a value past it clipped rather than wrapped.
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      0, 32767, -32768, 16384, 32767,
    ]);
  });
});
