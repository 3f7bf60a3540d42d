import type { WordTiming } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../lib/run-ffmpeg.ts';
import { captionAt } from './animate.ts';
import { keyWords, spellableLetters } from './key-words.ts';
import { signerNotice } from './notice.ts';
import { planSpelling } from './plan.ts';
import { makeSignVideo } from './signer.ts';
import { setText } from './text-path.ts';

/** Words spoken one after another at a steady pace, as a voice's timings come. */
function timed(text: string, startMs = 400, msPerWord = 380): WordTiming[] {
  return text.split(/\s+/).map((word, i) => ({
    text: word,
    start_ms: startMs + i * msPerWord,
    end_ms: startMs + (i + 1) * msPerWord - 40,
  }));
}

/** Frames of a WebM as ffmpeg decodes them: one line per frame with its time. */
async function decodedFrames(webm: Buffer): Promise<number> {
  const out = await runFfmpeg(['-i', 'pipe:0', '-f', 'framemd5', 'pipe:1'], webm);
  return out
    .toString()
    .split('\n')
    .filter((line) => /^\d/.test(line)).length;
}

describe('key words', () => {
  it('puts the child’s name first, then content words, longest first, and leaves out little words', () => {
    const words = keyWords(
      timed('Then the little dolphin and Maya swam to the sunken treasure.'),
      'en',
      'Maya',
    );
    expect(words.map((w) => w.text)).toEqual(['Maya', 'treasure', 'dolphin', 'sunken', 'swam']);
  });

  it('prefers the things the picture shows when the narration names them', () => {
    const words = keyWords(timed('Leo smiled at the tiny crab beside the rocks.'), 'en', 'Leo', [
      'crab',
      'coral',
    ]);
    expect(words.map((w) => w.text).slice(0, 3)).toEqual(['Leo', 'crab', 'smiled']);
  });

  it('spells letters without their accents and keeps the word as written', () => {
    expect(spellableLetters('Zoë')).toEqual(['Z', 'O', 'E']);
    expect(spellableLetters('Straße')).toEqual(['S', 'T', 'R', 'A', 'S', 'S', 'E']);
    expect(spellableLetters('Işık')).toEqual(['I', 'S', 'I', 'K']);
    expect(keyWords(timed('Zoë découvre une étoile.'), 'fr', 'Zoë').map((w) => w.text)).toEqual([
      'Zoë',
      'découvre',
      'étoile',
    ]);
  });

  it('spells only a Latin-lettered name in a story in another script', () => {
    expect(keyWords(timed('Maya ने समुद्र में एक चमकती सीप देखी।'), 'hi', 'Maya').map((w) => w.text)).toEqual([
      'Maya',
    ]);
    expect(keyWords(timed('Маша нашла ракушку.'), 'ru', 'Маша')).toEqual([]);
  });

  it('tells the parent why a story in another script is spelled so little', () => {
    expect(signerNotice('en', 'Maya')).toBeNull();
    expect(signerNotice('hi', 'Maya')).toBe(
      'Fingerspelling uses English letters, so the sign support video of this Hindi story spells only Maya.',
    );
    expect(signerNotice('ru', 'Маша')).toBe(
      'Fingerspelling uses English letters, so this Russian story has no sign support video.',
    );
  });
});

describe('planSpelling', () => {
  const words = timed('Maya found a shiny shell on the sandy beach and gave it to the little crab.');
  const durationMs = 400 + words.length * 380 + 400;
  const plan = planSpelling({ words, durationMs, language: 'en', childName: 'Maya', hints: ['shell'] });

  it('spells exactly the letters of the words it chose, in order', () => {
    // The name, the thing the picture shows, then the longest content word that still fits.
    expect(plan.words.map((w) => w.text)).toEqual(['Maya', 'shell', 'gave']);
    expect(plan.words.flatMap((w) => w.letters.map((l) => l.letter)).join('')).toBe('MAYASHELLGAVE');
  });

  it('starts each word when it is spoken, or soon after, and never overlaps two words', () => {
    for (const word of plan.words) {
      expect(word.startMs).toBeGreaterThanOrEqual(word.spokenAtMs);
      expect(word.startMs - word.spokenAtMs).toBeLessThanOrEqual(1200);
    }
    for (let i = 1; i < plan.words.length; i++) {
      expect(plan.words[i]?.startMs).toBeGreaterThan(plan.words[i - 1]?.endMs ?? 0);
    }
  });

  it('finishes before the narration does', () => {
    expect(plan.words.at(-1)?.endMs).toBeLessThanOrEqual(durationMs);
  });

  it('captions the word with the letter being signed', () => {
    const maya = plan.words[0];
    const y = maya?.letters[2];
    if (!maya || !y) throw new Error('no plan');
    expect(captionAt(plan, y.endMs - 10)).toEqual({ word: 'Maya', current: 2 });
    expect(captionAt(plan, maya.endMs + 10)).toEqual({ word: 'Maya', current: 4 });
  });

  it('plans nothing for a scene without a word it can spell', () => {
    expect(
      planSpelling({
        words: timed('Маша нашла ракушку.'),
        durationMs: 3000,
        language: 'ru',
        childName: 'Маша',
      }).words,
    ).toEqual([]);
  });
});

describe('makeSignVideo', () => {
  it('makes a WebM and an MP4 that decode and last as long as the narration', async () => {
    const words = timed('Maya waves at the dolphin.');
    const durationMs = 2900;
    const video = await makeSignVideo(
      { words, durationMs, language: 'en', childName: 'Maya', type: 'ASL', seed: 11 },
      { pixels: 128, fps: 12 },
    );
    if (!video) throw new Error('no video');
    expect(video.webm.readUInt32BE(0)).toBe(0x1a45dfa3);
    const frames = await decodedFrames(video.webm);
    expect(frames).toBe(video.frames);
    expect(Math.abs((frames * 1000) / 12 - durationMs)).toBeLessThanOrEqual(1000 / 12);
    expect(video.mp4.subarray(4, 8).toString()).toBe('ftyp');
    expect(await decodedFrames(video.mp4)).toBe(video.frames);
    // Held letters are copied, not drawn again.
    expect(video.drawnFrames).toBeLessThan(video.frames);
  }, 30_000);

  it('makes no video when nothing can be spelled', async () => {
    const video = await makeSignVideo({
      words: timed('Маша нашла ракушку.'),
      durationMs: 2000,
      language: 'ru',
      childName: 'Маша',
      type: 'BSL',
      seed: 1,
    });
    expect(video).toBeNull();
  });
});

describe('captions', () => {
  it('sets every letter as its own glyph, so the letter being signed can be lit', () => {
    for (const word of ['fish', 'waffle', 'Zoë', 'Straße']) {
      expect(setText(word, 40).glyphs.map((g) => g.char)).toEqual(Array.from(word));
    }
  });
});
