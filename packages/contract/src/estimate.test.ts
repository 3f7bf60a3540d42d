import { describe, expect, it } from 'vitest';
import {
  estimateGenerationSeconds,
  estimateRange,
  estimateText,
  imageCostSeconds,
  voiceCostSeconds,
} from './estimate.ts';

describe('estimateGenerationSeconds', () => {
  it('adds voice and image cost per scene plus five seconds', () => {
    expect(
      estimateGenerationSeconds({ scenes: 4, ttsProvider: 'openai', imageMode: 'auto', audioOnly: false }),
    ).toBe((2 + 11) * 4 + 5);
  });

  it('charges the voice once for each sentence of a scene, and the picture once', () => {
    const input = { scenes: 4, ttsProvider: 'openai', imageMode: 'auto', audioOnly: false } as const;
    expect(estimateGenerationSeconds({ ...input, sentencesPerScene: 1 })).toBe(
      estimateGenerationSeconds(input),
    );
    expect(estimateGenerationSeconds({ ...input, sentencesPerScene: 3 })).toBe((2 * 3 + 11) * 4 + 5);
  });

  it('charges ElevenLabs 3 s and a cloned voice 4 s per scene', () => {
    expect(voiceCostSeconds('elevenlabs')).toBe(3);
    expect(voiceCostSeconds('speechify')).toBe(4);
    expect(voiceCostSeconds('builtin')).toBe(2);
  });

  it('prices each image family as product §9 lists', () => {
    expect(imageCostSeconds('stability_1216x832', false)).toBe(11);
    expect(imageCostSeconds('dalle2_512', false)).toBe(20);
    expect(imageCostSeconds('dalle3_1792x1024', false)).toBe(30);
    expect(imageCostSeconds('image1_1024x1536', false)).toBe(25);
    expect(imageCostSeconds('freepik_portrait', false)).toBe(15);
    expect(imageCostSeconds('svg', false)).toBe(15);
  });

  it('costs nothing for images in audio-only mode', () => {
    expect(imageCostSeconds('dalle3_1024', true)).toBe(0);
    expect(
      estimateGenerationSeconds({
        scenes: 12,
        ttsProvider: 'elevenlabs',
        imageMode: 'dalle3_1024',
        audioOnly: true,
      }),
    ).toBe(3 * 12 + 5);
  });
});

describe('estimateRange', () => {
  it('spans 0.8 to 1.2 times the total', () => {
    expect(estimateRange(57)).toEqual({ min: 46, max: 68 });
  });
});

describe('estimateText', () => {
  it('shows seconds for short stories and mentions background music', () => {
    const text = estimateText({
      scenes: 1,
      ttsProvider: 'openai',
      imageMode: 'auto',
      audioOnly: false,
      backgroundMusic: true,
    });
    expect(text).toBe('Estimated time: 14–22 seconds (background music adds about 5–10 seconds)');
  });

  it('switches to minutes for long stories', () => {
    const text = estimateText({
      scenes: 12,
      ttsProvider: 'openai',
      imageMode: 'dalle3_1024',
      audioOnly: false,
      backgroundMusic: false,
    });
    expect(text).toBe('Estimated time: 5 min 11 s – 7 min 47 s');
  });
});
