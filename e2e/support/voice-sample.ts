/**
 * A voice-like recording as a 16-bit mono WAV: a buzz at `pitchHz` with its harmonics, in
 * syllable-sized humps and phrase pauses, so the server hears a voice to match. Made in memory,
 * so no binary file lives in the repository.
 */
export function voiceLikeWav(options: { seconds?: number; pitchHz?: number } = {}): Buffer {
  const { seconds = 10, pitchHz = 190 } = options;
  const rate = 16_000;
  const count = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + count * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + count * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++) {
    const t = i / rate;
    const inPhrase = t % 2.5 < 2 ? 1 : 0;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 2.2 * t)) ** 2;
    // A little vibrato, as a voice has.
    const phase = 2 * Math.PI * pitchHz * (t + 0.002 * Math.sin(2 * Math.PI * 5 * t));
    let buzz = 0;
    for (let h = 1; h <= 8; h++) buzz += Math.sin(h * phase) / h;
    wav.writeInt16LE(Math.round(0.25 * inPhrase * syllable * buzz * 32767 * 0.8), 44 + i * 2);
  }
  return wav;
}
