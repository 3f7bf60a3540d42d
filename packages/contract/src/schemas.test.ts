import { describe, expect, it } from 'vitest';
import {
  AGE_GROUPS,
  GENERATOR_DEFAULTS,
  LANGUAGES,
  PACING,
  PRINT,
  STORY_LENGTHS,
  THEMES,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  bundleScene,
  createVoiceCloneFields,
  deleteAccountRequest,
  generateStoryRequest,
  normalizeVoiceOptions,
  printOrderRequest,
  reportStoryRequest,
  storyListItem,
  storyListQuery,
} from './schemas.ts';

describe('generateStoryRequest', () => {
  it('reads the text fields of a multipart body', () => {
    const parsed = generateStoryRequest.parse({
      child_name: ' Mia ',
      theme: 'space',
      language: 'fr',
      age: '6',
      scenes: '3',
      pause_ms: '1500',
      speech_rate: '0.75',
      audio_only: 'true',
      background_music: 'false',
      sign_language: 'false',
      image_mode: 'svg',
      sentences_per_scene: '1',
      tts_voice: 'alloy',
      tts_provider: 'openai',
    });
    expect(parsed).toMatchObject({
      child_name: 'Mia',
      age: 6,
      scenes: 3,
      audio_only: true,
      background_music: false,
    });
  });

  it('fills the generator defaults', () => {
    const parsed = generateStoryRequest.parse({ child_name: 'Leo', theme: 'ocean' });
    expect(parsed.scenes).toBe(GENERATOR_DEFAULTS.scenes);
    expect(parsed.privacy).toBe('public');
    expect(parsed.image_mode).toBe('auto');
    expect(parsed.pause_ms).toBe(800);
  });

  it('asks for one sentence a scene unless a story length says otherwise', () => {
    expect(generateStoryRequest.parse({ child_name: 'Leo', theme: 'ocean' }).sentences_per_scene).toBe(1);
    expect(STORY_LENGTHS.map((length) => length.sentencesPerScene)).toEqual([1, 2, 3]);
    for (const sentences of [1, 2, 3, 4]) {
      const parsed = generateStoryRequest.parse({
        child_name: 'Leo',
        theme: 'ocean',
        sentences_per_scene: String(sentences),
      });
      expect(parsed.sentences_per_scene).toBe(sentences);
    }
    for (const sentences of [0, 6, 1.5]) {
      const result = generateStoryRequest.safeParse({
        child_name: 'Leo',
        theme: 'ocean',
        sentences_per_scene: sentences,
      });
      expect(result.error?.issues[0]?.path).toEqual(['sentences_per_scene']);
    }
  });

  it('rejects 13 scenes and an unknown language', () => {
    expect(generateStoryRequest.safeParse({ child_name: 'Leo', theme: 'ocean', scenes: 13 }).success).toBe(
      false,
    );
    expect(
      generateStoryRequest.safeParse({ child_name: 'Leo', theme: 'ocean', language: 'xx' }).success,
    ).toBe(false);
  });

  it.each([
    ['true', true],
    ['a hex string', '0x3'],
    ['an array', [2]],
    ['blank text', ''],
    ['spaces', '  '],
    ['an exponent', '3e0'],
    ['a plus sign', '+3'],
    ['Infinity', 'Infinity'],
    ['null', null],
    ['an object', { valueOf: 3 }],
  ])('refuses %s as a number of scenes', (_, scenes) => {
    const result = generateStoryRequest.safeParse({ child_name: 'Leo', theme: 'ocean', scenes });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['scenes']);
  });

  it('takes numbers, and plain decimal text as a form sends them', () => {
    const parsed = generateStoryRequest.parse({
      child_name: 'Leo',
      theme: 'ocean',
      scenes: '3',
      age: 7,
      speech_rate: '0.85',
    });
    expect(parsed).toMatchObject({ scenes: 3, age: 7, speech_rate: 0.85 });
    for (const field of ['age', 'pause_ms', 'speech_rate', 'sentences_per_scene']) {
      expect(
        generateStoryRequest.safeParse({ child_name: 'Leo', theme: 'ocean', [field]: true }).success,
      ).toBe(false);
    }
  });

  it('takes the child’s appearance as an object, or as JSON text from a multipart form', () => {
    const appearance = { skin_tone: 'tan', hair_style: 'braids', hair_color: 'black', glasses: true };
    const base = { child_name: 'Mia', theme: 'ocean' };
    expect(generateStoryRequest.parse({ ...base, appearance }).appearance).toEqual(appearance);
    expect(
      generateStoryRequest.parse({ ...base, appearance: JSON.stringify(appearance) }).appearance,
    ).toEqual(appearance);
    expect(generateStoryRequest.parse({ ...base, appearance: { hair_style: 'bun' } }).appearance).toEqual({
      hair_style: 'bun',
    });
    expect(generateStoryRequest.parse(base).appearance).toBeUndefined();
  });

  it.each([
    [{ skin_tone: 'green' }, MESSAGES.appearanceSkinTone],
    [{ hair_style: 'mohawk' }, MESSAGES.appearanceHairStyle],
    ['{"hair_color":"blue"}', MESSAGES.appearanceHairColor],
    [{ glasses: 'yes' }, MESSAGES.appearanceGlasses],
    ['{"glasses":"yes"}', MESSAGES.appearanceGlasses],
    ['tan and curly', MESSAGES.appearanceInvalid],
    [['tan'], MESSAGES.appearanceInvalid],
    [7, MESSAGES.appearanceInvalid],
  ])('refuses the appearance %j, saying what is wrong', (appearance, message) => {
    const result = generateStoryRequest.safeParse({ child_name: 'Mia', theme: 'ocean', appearance });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    expect(result.error?.issues[0]?.path).toEqual(['appearance']);
  });

  it('lists the values each part of the appearance takes', () => {
    expect(MESSAGES.appearanceSkinTone).toBe(
      'Skin tone must be one of: fair, light-golden, tan, light-brown, brown, dark-brown',
    );
    expect(MESSAGES.appearanceHairStyle).toContain('afro, bob, pigtails, bun');
  });

  it('keeps names and themes cleaned: NFC, no format or control characters, one space between words', () => {
    const parsed = generateStoryRequest.parse({
      child_name: '\u202eZoe\u0308\u200b  \u0007Mia\t',
      theme: 'custom',
      custom_theme: ' a\u2066 story\n about   robots ',
    });
    expect(parsed.child_name).toBe('Zoë Mia');
    expect(parsed.custom_theme).toBe('a story about robots');
  });

  it.each([
    ['Mia 🦄', 'Mia 🦄'],
    ['ليلى', 'ليلى'],
    ['मीरा', 'मीरा'],
    ['小美', '小美'],
    ['지우', '지우'],
    ['a😀', 'a😀'],
  ])('takes the name %j', (child_name, kept) => {
    expect(generateStoryRequest.parse({ child_name, theme: 'ocean' }).child_name).toBe(kept);
  });

  it.each([
    ['🦄', MESSAGES.childNameNeedsLetter],
    ['🦄 🌈 123', MESSAGES.childNameNeedsLetter],
    ['\u200b\u200b', MESSAGES.childNameRequired],
    ['\u202e\u0000', MESSAGES.childNameRequired],
  ])('refuses the name %j in the words of the form', (child_name, message) => {
    const result = generateStoryRequest.safeParse({ child_name, theme: 'ocean' });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a custom theme of emoji alone', () => {
    const result = generateStoryRequest.safeParse({
      child_name: 'Mia',
      theme: 'custom',
      custom_theme: '🦖🦖',
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.customThemeNeedsLetter);
  });

  it('asks for custom theme text with the custom theme', () => {
    const result = generateStoryRequest.safeParse({ child_name: 'Leo', theme: 'custom' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please describe your custom theme');
  });

  describe('favourite_things', () => {
    const base = { child_name: 'Mia', theme: 'ocean' };
    const refusal = (favourite_things: unknown) =>
      generateStoryRequest.safeParse({ ...base, favourite_things }).error?.issues[0]?.message;

    it('keeps up to three, cleaned, with blank entries dropped and repeats told once', () => {
      const parsed = generateStoryRequest.parse({
        ...base,
        favourite_things: [' Blue ', 'blue', '', 'baby\u200b giraffes', 'Teddy'],
      });
      expect(parsed.favourite_things).toEqual(['Blue', 'baby giraffes', 'Teddy']);
    });

    it('takes letters of any script, numbers, hyphens and apostrophes', () => {
      const things = ['熊猫', 'ماه‌رو', 'चिड़िया', "Grandma's T-rex 2"];
      expect(
        generateStoryRequest.parse({ ...base, favourite_things: things.slice(0, 3) }).favourite_things,
      ).toEqual(things.slice(0, 3));
      expect(
        generateStoryRequest.parse({ ...base, favourite_things: things.slice(3) }).favourite_things,
      ).toEqual(things.slice(3));
    });

    it('reads the JSON text of a multipart form', () => {
      const parsed = generateStoryRequest.parse({ ...base, favourite_things: '["cats","Ёжик"]' });
      expect(parsed.favourite_things).toEqual(['cats', 'Ёжик']);
    });

    it('is optional', () => {
      expect(generateStoryRequest.parse(base).favourite_things).toBeUndefined();
    });

    it('drops the full stops that end a word, which the story adds itself', () => {
      const parsed = generateStoryRequest.parse({
        ...base,
        favourite_things: ['Mr. Bear', 'pink...', 'Dr. B. Hoot'],
      });
      expect(parsed.favourite_things).toEqual(['Mr Bear', 'pink', 'Dr B Hoot']);
    });

    it.each([
      [['cats', 'blue', 'Teddy', 'trains'], MESSAGES.favouriteThingsTooMany],
      [['x'.repeat(31)], MESSAGES.favouriteThingTooLong],
      [['🦒🦒'], MESSAGES.favouriteThingNeedsLetter],
      [['St.Bernard'], MESSAGES.favouriteThingCharacters],
      [['blue!'], MESSAGES.favouriteThingCharacters],
      [['"quoted"'], MESSAGES.favouriteThingCharacters],
      ['cats', MESSAGES.favouriteThingsInvalid],
      ['["cats", 3]', MESSAGES.favouriteThingsInvalid],
      [[1], MESSAGES.favouriteThingsInvalid],
      [{ animal: 'cat' }, MESSAGES.favouriteThingsInvalid],
    ])('refuses %j in plain words', (things, message) => {
      expect(refusal(things)).toBe(message);
    });
  });

  it('names a missing child in the documented words', () => {
    const result = generateStoryRequest.safeParse({ child_name: '  ', theme: 'ocean' });
    expect(result.error?.issues[0]?.message).toBe("Please enter the child's name");
  });
});

describe('normalizeVoiceOptions', () => {
  it('treats the older plain array as OpenAI voices', () => {
    expect(normalizeVoiceOptions(['alloy', { value: 'nova', label: 'Nova' }])).toEqual({
      openai: [
        { value: 'alloy', label: 'alloy', provider: 'openai' },
        { value: 'nova', label: 'Nova', provider: 'openai' },
      ],
      elevenlabs: [],
    });
  });

  it('reads the current shape', () => {
    const voices = { openai: [], elevenlabs: [{ value: 'x', label: 'Rachel', provider: 'elevenlabs' }] };
    expect(normalizeVoiceOptions({ ok: true, voices })).toEqual(voices);
  });
});

describe('printOrderRequest', () => {
  it('requires the documented fields and defaults the country to US', () => {
    const parsed = printOrderRequest.parse({
      bundle_id: 'b1',
      shipping: { full_name: 'A', address_line1: '1 Road', city: 'Town', state: 'CA', postal_code: '90210' },
    });
    expect(parsed.shipping.country).toBe('US');
    const missing = printOrderRequest.safeParse({ bundle_id: 'b1', shipping: { full_name: 'A' } });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining([
        'shipping.address_line1',
        'shipping.city',
        'shipping.state',
        'shipping.postal_code',
      ]),
    );
  });
  it('cleans the address as typed and refuses a line of control or format characters', () => {
    const address = {
      full_name: 'A',
      address_line1: '1 Road',
      city: 'Town',
      state: 'CA',
      postal_code: '90210',
    };
    const cleaned = printOrderRequest.parse({
      bundle_id: 'b1',
      shipping: { ...address, full_name: ' Ana\u202E  Parent\u0007 ', phone: '\u200B' },
    });
    expect(cleaned.shipping.full_name).toBe('Ana Parent');
    expect(cleaned.shipping.phone).toBe('');
    for (const full_name of ['\u0000\u0001', '\u202E\u200B', '12345']) {
      const refused = printOrderRequest.safeParse({ bundle_id: 'b1', shipping: { ...address, full_name } });
      expect(refused.error?.issues[0]?.message, JSON.stringify(full_name)).toBe('Full name is required');
    }
    expect(
      printOrderRequest.safeParse({ bundle_id: 'b1', shipping: { ...address, city: '\u0007' } }).success,
    ).toBe(false);
  });
  it('offers only the listed countries', () => {
    expect(PRINT.countries).toEqual(['US', 'CA', 'GB', 'AU', 'DE', 'FR']);
    expect(PRINT.bookPriceCents + PRINT.shippingCents.US).toBe(2498);
  });
});

describe('createVoiceCloneFields', () => {
  it('cleans a voice name and needs a letter in it', () => {
    expect(createVoiceCloneFields.parse({ voice_name: ' Mum\u200b ' }).voice_name).toBe('Mum');
    expect(createVoiceCloneFields.safeParse({ voice_name: '🎤' }).error?.issues[0]?.message).toBe(
      MESSAGES.voiceNameNeedsLetter,
    );
  });
});

describe('storyListQuery', () => {
  it('caps the limit at 100', () => {
    expect(storyListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(storyListQuery.parse({}).limit).toBe(100);
  });

  it('reads a limit from its plain decimal text only', () => {
    expect(storyListQuery.parse({ limit: '20' }).limit).toBe(20);
    for (const limit of ['0x14', '2e1', '', ' 20', ['20']]) {
      expect(storyListQuery.safeParse({ limit }).success).toBe(false);
    }
  });
});

describe('constants', () => {
  it('lists 16 languages, 10 with flags', () => {
    expect(LANGUAGES).toHaveLength(16);
    expect(
      LANGUAGES.filter((l) => l.flag)
        .map((l) => l.code)
        .sort(),
    ).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'].sort());
  });
  it('lists 15 themes, 6 age groups and 4 pacing choices', () => {
    expect(THEMES).toHaveLength(15);
    expect(AGE_GROUPS.map((a) => a.age)).toEqual([1, 4, 6, 9, 12, 5]);
    expect(PACING.map((p) => [p.pauseMs, p.speechRate])).toEqual([
      [400, 1],
      [800, 0.85],
      [1500, 0.75],
      [2500, 0.7],
    ]);
  });
});

describe('reportStoryRequest', () => {
  it('takes one of the three reasons and a cleaned note', () => {
    expect(reportStoryRequest.parse({ reason: 'personal', note: '  Her   full\u200b name ' })).toEqual({
      reason: 'personal',
      note: 'Her full name',
    });
    expect(reportStoryRequest.parse({ reason: 'unsafe' })).toEqual({ reason: 'unsafe' });
  });

  it('asks for a reason, and keeps notes short', () => {
    for (const body of [{}, { reason: 'boring' }]) {
      expect(reportStoryRequest.safeParse(body).error?.issues[0]?.message).toBe(
        MESSAGES.reportReasonRequired,
      );
    }
    expect(
      reportStoryRequest.safeParse({ reason: 'other', note: 'x'.repeat(501) }).error?.issues[0]?.message,
    ).toBe(MESSAGES.reportNoteTooLong);
  });
});

describe('deleteAccountRequest', () => {
  it('needs the typed email', () => {
    expect(deleteAccountRequest.parse({ confirm: ' ana@example.com ' })).toEqual({
      confirm: 'ana@example.com',
    });
    for (const body of [{}, { confirm: '   ' }]) {
      expect(deleteAccountRequest.safeParse(body).error?.issues[0]?.message).toBe(
        MESSAGES.deleteAccountConfirmRequired,
      );
    }
  });
});

describe('storyListItem', () => {
  const item = {
    bundle_id: 'b1',
    user_id: null,
    title: 'Robots',
    child: 'Ola',
    theme: 'custom',
    language: 'en',
    age: 4,
    scenes: 4,
    privacy: 'public',
    created_at: '2026-03-05T10:00:00.000Z',
    audio_only: false,
    cover_url: '/data/b1/scene_1.png',
  } as const;

  it('reads an item without a custom theme or a cover focus, as older servers send it', () => {
    expect(storyListItem.parse(item)).toEqual(item);
  });

  it('carries the custom theme text and where the face is in the cover', () => {
    const full = { ...item, custom_theme: 'Robots in the garden', cover_focus: { x: 31.5, y: 52 } };
    expect(storyListItem.parse(full)).toEqual(full);
  });

  it('refuses a cover focus outside the picture', () => {
    expect(storyListItem.safeParse({ ...item, cover_focus: { x: 101, y: 50 } }).success).toBe(false);
    expect(storyListItem.safeParse({ ...item, cover_focus: { x: 50, y: -1 } }).success).toBe(false);
  });
});

describe('picture variants', () => {
  const variants = [
    { width: 384, height: 384, url: '/data/b1/scene_1-384.webp' },
    { width: 640, height: 640, url: '/data/b1/scene_1-640.webp' },
  ];
  const scene = {
    ready: true,
    image_url: '/data/b1/scene_1.png',
    narration: 'Once upon a time.',
    audio_url: '/data/b1/scene_1.mp3',
    sign_video_url: null,
  };
  const listItem = {
    bundle_id: 'b1',
    user_id: null,
    title: 'Robots',
    child: 'Ola',
    theme: 'ocean',
    language: 'en',
    age: 4,
    scenes: 4,
    privacy: 'public',
    created_at: '2026-03-05T10:00:00.000Z',
    audio_only: false,
    cover_url: '/data/b1/scene_1.png',
  } as const;

  it('reads a scene without WebP copies, as stories made before them are sent', () => {
    expect(bundleScene.parse(scene)).toEqual(scene);
  });

  it('carries a scene’s WebP copies beside its PNG, and a card’s cover copies', () => {
    expect(bundleScene.parse({ ...scene, image_variants: variants })).toEqual({
      ...scene,
      image_variants: variants,
    });
    expect(storyListItem.parse({ ...listItem, cover_variants: variants }).cover_variants).toEqual(variants);
  });

  it('refuses a copy without a width or with a width that is no pixel count', () => {
    const refused = (variant: object) =>
      bundleScene.safeParse({ ...scene, image_variants: [variant] }).success === false;
    expect(refused({ height: 384, url: '/a.webp' })).toBe(true);
    expect(refused({ width: 0, height: 384, url: '/a.webp' })).toBe(true);
    expect(refused({ width: 38.4, height: 384, url: '/a.webp' })).toBe(true);
  });
});
