import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentRenderer } from './engines/pdf/renderer.ts';
import { builtinText } from './providers/builtin/text.ts';
import { warmUp } from './warm-up.ts';

// The engines themselves are not started: only when the warm-up asks for them is checked.
vi.mock('./engines/voice/speech-thread.ts', () => ({ warmSpeechThread: vi.fn(async () => {}) }));
vi.mock('./engines/illustrator/render.ts', () => ({ warmPictureThread: vi.fn(async () => {}) }));
vi.mock('./engines/signer/signer-thread.ts', () => ({ warmSignerThread: vi.fn(async () => {}) }));
vi.mock('./engines/illustrator/palette-thread.ts', () => ({ warmPaletteThread: vi.fn(async () => {}) }));
vi.mock('./providers/builtin/image.ts', () => ({ builtinImage: { illustrate: vi.fn(async () => ({})) } }));
vi.mock('./providers/builtin/speech.ts', () => ({ builtinSpeech: { speak: vi.fn(async () => ({})) } }));
vi.mock('./providers/builtin/text.ts', () => ({
  builtinText: {
    writeStory: vi.fn(async () => ({ scenes: [{ art: {}, image_prompt: '', narration: 'Mia swam.' }] })),
  },
}));

const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('warmUp', () => {
  it('rehearses nothing while a request is being answered, and goes on once it is answered', async () => {
    const renderer = { warm: vi.fn(async () => {}) } as unknown as DocumentRenderer;
    let inFlight = 1;
    const warming = warmUp({
      voiceAndPictures: Promise.resolve(),
      renderer,
      jobs: { idle: async () => {} },
      log,
      // The last request came long ago: only the one still being answered holds the warm-up back.
      lastRequestAt: () => 0,
      requestsInFlight: () => inFlight,
    });
    await sleep(700);
    expect(builtinText.writeStory).not.toHaveBeenCalled();

    inFlight = 0;
    await warming;
    expect(builtinText.writeStory).toHaveBeenCalledTimes(2);
    expect(renderer.warm).toHaveBeenCalledOnce();
    expect(log.info).toHaveBeenCalledWith(expect.anything(), 'engines warmed up');
  });
});
