import { generateStoryRequest, type VoiceLists } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { type GeneratorFormValues, initialGeneratorFormState } from '../model/generator-form-values.ts';
import { buildGenerateBody, buildGenerateRequest, type RequestContext } from './build-generate-request.ts';

const lists: VoiceLists = {
  openai: [{ value: 'alloy', label: 'Alloy', provider: 'openai' }],
  elevenlabs: [{ value: 'rachel', label: 'Rachel', provider: 'elevenlabs' }],
  builtin: [{ value: 'builtin-luna', label: 'Luna', provider: 'builtin' }],
};

const form = (patch: Partial<GeneratorFormValues> = {}): GeneratorFormValues => ({
  ...initialGeneratorFormState,
  language: 'en',
  childName: 'Mia',
  ...patch,
});
const context = (patch: Partial<RequestContext> = {}): RequestContext => ({
  voice: 'alloy',
  voiceLists: lists,
  signedIn: false,
  ...patch,
});

describe('buildGenerateBody', () => {
  it('sends the favourite things typed, trimmed, and none when every input is blank', () => {
    const body = buildGenerateBody(form({ favouriteThings: [' giraffes ', '', 'Mr Snuggles'] }), context());
    expect(body.favourite_things).toEqual(['giraffes', 'Mr Snuggles']);
    expect(generateStoryRequest.parse(body).favourite_things).toEqual(['giraffes', 'Mr Snuggles']);
    expect(buildGenerateBody(form({ favouriteThings: [' ', '', ''] }), context())).not.toHaveProperty(
      'favourite_things',
    );
  });

  it('sends the documented defaults for a name and nothing else', () => {
    expect(buildGenerateBody(form(), context())).toEqual({
      child_name: 'Mia',
      theme: 'ocean',
      language: 'en',
      age: 4,
      scenes: 4,
      pause_ms: 800,
      speech_rate: 0.85,
      privacy: 'public',
      audio_only: false,
      background_music: false,
      sign_language: false,
      image_mode: 'auto',
      sentences_per_scene: 1,
      tts_voice: 'alloy',
      tts_provider: 'openai',
    });
  });

  it('sends every chosen value, with the age of the age group and the pause and rate of the pacing', () => {
    const body = buildGenerateBody(
      form({
        childName: '  Noor  ',
        language: 'ar',
        theme: 'space',
        ageGroup: 'tweens',
        scenes: 9,
        pauseMs: 2500,
        audioOnly: true,
        backgroundMusic: true,
        imageMode: 'dalle3_1024',
        childGender: 'girl',
        sentencesPerScene: 3,
      }),
      context(),
    );
    expect(body).toMatchObject({
      child_name: 'Noor',
      language: 'ar',
      theme: 'space',
      age: 12,
      scenes: 9,
      pause_ms: 2500,
      speech_rate: 0.7,
      audio_only: true,
      background_music: true,
      image_mode: 'dalle3_1024',
      child_gender: 'girl',
      sentences_per_scene: 3,
    });
    expect(generateStoryRequest.safeParse(body).success).toBe(true);
  });

  it.each([
    ['babies', 1],
    ['preschool', 4],
    ['early-readers', 6],
    ['elementary', 9],
    ['tweens', 12],
    ['adaptive', 5],
  ] as const)('sends age %s as %i', (ageGroup, age) => {
    expect(buildGenerateBody(form({ ageGroup }), context()).age).toBe(age);
  });

  it.each([
    [400, 1],
    [800, 0.85],
    [1500, 0.75],
    [2500, 0.7],
  ] as const)('sends pacing %i ms with speech rate %d', (pauseMs, rate) => {
    const body = buildGenerateBody(form({ pauseMs }), context());
    expect(body.pause_ms).toBe(pauseMs);
    expect(body.speech_rate).toBe(rate);
  });

  it('sends the custom theme text only for the custom theme', () => {
    expect(buildGenerateBody(form({ theme: 'custom', customTheme: ' robots ' }), context())).toMatchObject({
      theme: 'custom',
      custom_theme: 'robots',
    });
    expect(buildGenerateBody(form({ customTheme: 'robots' }), context())).not.toHaveProperty('custom_theme');
  });

  it('omits child_gender for "just use the name" and sends it for a boy', () => {
    expect(buildGenerateBody(form(), context())).not.toHaveProperty('child_gender');
    expect(buildGenerateBody(form({ childGender: 'boy' }), context()).child_gender).toBe('boy');
  });

  it('sends sign_language_type only when a signed-in user turns sign language on', () => {
    const on = form({ signLanguage: true, signLanguageType: 'BSL' });
    expect(buildGenerateBody(on, context({ signedIn: true }))).toMatchObject({
      sign_language: true,
      sign_language_type: 'BSL',
    });
    const off = buildGenerateBody(form({ signLanguageType: 'BSL' }), context({ signedIn: true }));
    expect(off.sign_language).toBe(false);
    expect(off).not.toHaveProperty('sign_language_type');
  });

  it('leaves sign language off for a user known not to be premium', () => {
    const body = buildGenerateBody(
      form({ signLanguage: true, signLanguageType: 'ISL' }),
      context({ signedIn: true, premium: false }),
    );
    expect(body.sign_language).toBe(false);
    expect(body).not.toHaveProperty('sign_language_type');
  });

  it('keeps privacy and sign language at their defaults for a signed-out visitor', () => {
    const body = buildGenerateBody(form({ privacy: 'private', signLanguage: true }), context());
    expect(body.privacy).toBe('public');
    expect(body.sign_language).toBe(false);
    expect(body).not.toHaveProperty('sign_language_type');
    expect(buildGenerateBody(form({ privacy: 'private' }), context({ signedIn: true })).privacy).toBe(
      'private',
    );
  });

  it('sends a cloned voice as voice_clone_id without tts_voice or tts_provider', () => {
    const body = buildGenerateBody(form(), context({ voice: 'clone_abc123', signedIn: true }));
    expect(body.voice_clone_id).toBe('abc123');
    expect(body).not.toHaveProperty('tts_voice');
    expect(body).not.toHaveProperty('tts_provider');
  });

  it.each([
    ['alloy', 'openai'],
    ['rachel', 'elevenlabs'],
    ['builtin-luna', 'builtin'],
  ] as const)('sends voice %s with provider %s', (voice, provider) => {
    const body = buildGenerateBody(form(), context({ voice }));
    expect(body).toMatchObject({ tts_voice: voice, tts_provider: provider });
    expect(body).not.toHaveProperty('voice_clone_id');
  });
});

describe('buildGenerateRequest', () => {
  it('is plain JSON when there is no reference image', () => {
    expect(buildGenerateRequest(form(), context())).not.toBeInstanceOf(FormData);
  });

  it('is multipart with reference_image and every other field as text when there is one', () => {
    const image = new File(['png'], 'drawing.png', { type: 'image/png' });
    const request = buildGenerateRequest(
      form({ referenceImage: image, theme: 'custom', customTheme: 'robots', signLanguage: true }),
      context({ signedIn: true }),
    );
    if (!(request instanceof FormData)) throw new Error('expected FormData');

    const file = request.get('reference_image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('drawing.png');
    const fields = Object.fromEntries([...request.entries()].filter(([name]) => name !== 'reference_image'));
    expect(fields).toEqual({
      child_name: 'Mia',
      theme: 'custom',
      custom_theme: 'robots',
      language: 'en',
      age: '4',
      scenes: '4',
      pause_ms: '800',
      speech_rate: '0.85',
      privacy: 'public',
      audio_only: 'false',
      background_music: 'false',
      sign_language: 'true',
      sign_language_type: 'ASL',
      image_mode: 'auto',
      sentences_per_scene: '1',
      tts_voice: 'alloy',
      tts_provider: 'openai',
    });
    // The server reads the text fields with the same contract schema.
    expect(generateStoryRequest.safeParse(fields).success).toBe(true);
  });

  it('sends the appearance in a multipart form as JSON text the server reads back', () => {
    const image = new File(['png'], 'drawing.png', { type: 'image/png' });
    const appearance = { skin_tone: 'brown', hair_style: 'ponytail', glasses: false } as const;
    const request = buildGenerateRequest(form({ referenceImage: image, appearance }), context());
    if (!(request instanceof FormData)) throw new Error('expected FormData');
    const fields = Object.fromEntries([...request.entries()].filter(([name]) => name !== 'reference_image'));
    expect(JSON.parse(String(fields.appearance))).toEqual(appearance);
    expect(generateStoryRequest.parse(fields).appearance).toEqual(appearance);
  });

  it('sends the favourite things in a multipart form as JSON text the server reads back', () => {
    const image = new File(['png'], 'drawing.png', { type: 'image/png' });
    const request = buildGenerateRequest(
      form({ referenceImage: image, favouriteThings: ['purple', '', 'Ёжик'] }),
      context(),
    );
    if (!(request instanceof FormData)) throw new Error('expected FormData');
    const fields = Object.fromEntries([...request.entries()].filter(([name]) => name !== 'reference_image'));
    expect(generateStoryRequest.parse(fields).favourite_things).toEqual(['purple', 'Ёжик']);
  });
});
