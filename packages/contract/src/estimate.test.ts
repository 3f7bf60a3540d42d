import { describe, expect, it } from 'vitest';
import {
  estimateGenerationSeconds,
  estimateRange,
  estimateSecondsRange,
  estimateText,
  imageCostSeconds,
  type ServerEngines,
  storyEngines,
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

const builtinOnly: ServerEngines = {
  image_modes: ['auto', 'svg'],
  tts_providers: ['builtin'],
  writer: 'builtin',
  signer: 'builtin',
};
const cloud: ServerEngines = {
  image_modes: ['auto', 'stability_1024', 'dalle3_1024', 'svg'],
  tts_providers: ['openai', 'elevenlabs', 'builtin'],
  writer: 'cloud',
  signer: 'builtin',
};
const story = {
  scenes: 4,
  ttsProvider: 'openai',
  imageMode: 'auto',
  audioOnly: false,
  backgroundMusic: false,
} as const;

describe('storyEngines', () => {
  it('has the builtin engines read and draw what no vendor is configured for', () => {
    expect(storyEngines({ ...story, signLanguage: true }, builtinOnly)).toEqual({
      writer: 'builtin',
      voice: 'builtin',
      pictures: 'builtin',
      signs: 'builtin',
    });
    expect(storyEngines({ ...story, imageMode: 'freepik_square', signLanguage: false }, cloud)).toMatchObject(
      { voice: 'cloud', pictures: 'builtin', signs: null },
    );
  });

  it('draws auto with a vendor when one is configured, and svg always with the builtin illustrator', () => {
    expect(storyEngines({ ...story, signLanguage: false }, cloud).pictures).toBe('cloud');
    expect(storyEngines({ ...story, imageMode: 'svg', signLanguage: false }, cloud).pictures).toBe('builtin');
    expect(storyEngines({ ...story, audioOnly: true, signLanguage: false }, cloud).pictures).toBeNull();
  });
});

describe("estimateSecondsRange with the server's engines", () => {
  it('takes seconds, not a minute, when the builtin engines make the story', () => {
    expect(estimateSecondsRange(story, builtinOnly)).toEqual({ min: 2, max: 5 });
    expect(estimateSecondsRange({ ...story, scenes: 12 }, builtinOnly)).toEqual({ min: 5, max: 10 });
  });

  it('adds about 2 s a scene for builtin sign videos', () => {
    expect(estimateSecondsRange({ ...story, signLanguage: true }, builtinOnly)).toEqual({ min: 8, max: 15 });
  });

  it('keeps product §9 exactly where cloud voices and pictures make the story', () => {
    const input = { ...story, ttsProvider: 'elevenlabs', imageMode: 'dalle3_1024' } as const;
    expect(estimateSecondsRange(input, cloud)).toEqual(estimateRange(estimateGenerationSeconds(input)));
    expect(estimateText(input, cloud)).toBe(estimateText(input));
  });

  it('counts only the cloud part at §9 prices when the builtin engines make the rest', () => {
    // A cloud voice with builtin pictures: (2 × 4 + 5) × 0.8–1.2, plus 0.3–0.6 s a scene.
    const range = estimateSecondsRange({ ...story, imageMode: 'freepik_square' }, cloud);
    expect(range).toEqual({ min: Math.round(13 * 0.8 + 1.2), max: Math.round(13 * 1.2 + 2.4) });
  });

  it('uses §9 as it is when the server does not say which engines it has', () => {
    expect(estimateSecondsRange(story)).toEqual(estimateRange(estimateGenerationSeconds(story)));
  });
});

describe("estimateText with the server's engines", () => {
  it('shows a few seconds for a builtin story, without the cloud music note', () => {
    expect(estimateText({ ...story, backgroundMusic: true }, builtinOnly)).toBe(
      'Estimated time: 2–5 seconds',
    );
  });

  it('keeps the music note where a cloud voice reads the story', () => {
    expect(estimateText({ ...story, backgroundMusic: true }, cloud)).toMatch(
      /\(background music adds about 5–10 seconds\)$/,
    );
  });
});
