/** Request and response schemas of every call of product §3 (§3, §7) and the design's additions. */
import { z } from 'zod';
import { ADDRESS_FORMATS, isShippingCountry, normalizePostalCode } from './address-formats.ts';
import {
  CHILD_GENDERS,
  CHILD_NAME_MAX_LENGTH,
  CUSTOM_THEME_MAX_LENGTH,
  ENGINE_KINDS,
  FAVOURITE_THING_MAX_LENGTH,
  FAVOURITE_THINGS_MAX,
  GENERATOR_DEFAULTS,
  HAIR_COLOR_VALUES,
  HAIR_STYLE_VALUES,
  IMAGE_MODE_VALUES,
  LANGUAGE_CODES,
  LIMITS,
  PRINT,
  PRIVACY_VALUES,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  SIGN_LANGUAGE_TYPES,
  SKIN_TONE_VALUES,
  TTS_PROVIDERS,
} from './constants.ts';
import { fieldRequiredMessage, MESSAGES, postalCodeFormatMessage } from './messages.ts';
import { cleanText, hasLetter } from './text.ts';

/** A boolean that also accepts the text forms a multipart body carries. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/**
 * A number, or the plain decimal text ('3', '-1', '0.85') that a multipart field or a query
 * string carries for one. Nothing else is turned into a number: not a boolean, an array, blank
 * text, hex, an exponent or Infinity.
 */
export const formNumber = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  {
    error: 'Expected a number',
  },
);

/** Typed text, cleaned (see cleanText) before it is checked, so what is kept is what was checked. */
const typedText = () => z.string().transform(cleanText);

/** A name someone typed: cleaned, required, at most `max` characters, and with at least one letter. */
const typedName = (max: number, messages: { required: string; tooLong: string; needsLetter: string }) =>
  typedText().pipe(
    z.string().min(1, messages.required).max(max, messages.tooLong).refine(hasLetter, messages.needsLetter),
  );

export const errorResponse = z.object({
  ok: z.literal(false),
  error: z.string(),
  detail: z.string().optional(),
  /**
   * The message's stable name, so the app can say it in any language: the key of `error` in the
   * contract's MESSAGES (e.g. `childNameRequired`), or a built text's name (`voiceCloneLimit`); an
   * identity error's code (product §8), e.g. `auth/unauthorized-domain`; `rate_limited` /
   * `queue_full` for a refusal that asks to wait; else a general kind such as `bad_request`.
   */
  code: z.string().optional(),
  /** With `rate_limited` and `queue_full`: the name of why, e.g. `tooManyStories`. */
  reason: z.string().optional(),
  /** The name of `detail` when it is one of the contract's messages, e.g. `voiceSampleTooShort`. */
  detail_code: z.string().optional(),
  /** The values of whichever named text is built with them, e.g. `{ max: 3 }` for `voiceCloneLimit`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** With `rate_limited` and `queue_full`: how long to wait, as in the Retry-After header. */
  retry_after_seconds: z.number().int().nonnegative().optional(),
});
// The OpenAPI document describes it once, as the component every refusal refers to.
z.globalRegistry.add(errorResponse, {
  id: 'ErrorResponse',
  description: 'Refused: the message to show, and at times a detail, a code and how long to wait',
});

export const user = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const healthResponse = z.object({
  ok: z.literal(true),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});

/** Readiness: each named check (database, queue, storage) and whether it passed. */
export const readyResponse = z.object({
  ok: z.boolean(),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])),
});
export type ReadyResponse = z.infer<typeof readyResponse>;

// ---- Identity (product §3, §4) ----

/** A signed-in session: a short-lived bearer token for the API and who it belongs to. */
export const authSession = z.object({
  ok: z.literal(true),
  access_token: z.string(),
  /** Seconds until the bearer token expires; refresh before then. */
  expires_in: z.number().int().positive(),
  user,
});
export type AuthSession = z.infer<typeof authSession>;

export const meResponse = z.object({ ok: z.literal(true), user });

export const nativeSignInRequest = z.object({ id_token: z.string().trim().min(1).max(8192) });

export const AUTH_MODES = ['popup', 'redirect'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const loginQuery = z.object({
  mode: z.enum(AUTH_MODES).default('popup'),
  /** The origin of the page that signs in; it must be one of the server's allowed origins. */
  origin: z.string().max(300).optional(),
  /** Where a redirect sign-in returns to: a path of this app. */
  return_to: z.string().max(2000).optional(),
});
export type LoginQuery = z.infer<typeof loginQuery>;

export const authConfigResponse = z.object({
  ok: z.literal(true),
  /**
   * `google`; `local` when the server's own stand-in provider at /dev-idp signs people in; `none`
   * when sign-in is not set up on this server.
   */
  provider: z.enum(['google', 'local', 'none']),
  /** product §7's optional token-sync address, or null. */
  token_sync_url: z.string().nullable(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

/** What the sign-in popup posts to the page that opened it. */
export const AUTH_MESSAGE_SOURCE = 'storyloom-auth';
export const authPopupMessage = z.object({
  source: z.literal(AUTH_MESSAGE_SOURCE),
  ok: z.boolean(),
  code: z.string().optional(),
});
export type AuthPopupMessage = z.infer<typeof authPopupMessage>;

// ---- Story generation (§3) ----

const voiceChoice = {
  voice_clone_id: z.string().min(1).optional(),
  tts_voice: z.string().min(1).optional(),
  tts_provider: z.enum(TTS_PROVIDERS).optional(),
};

/** How the child looks (see SKIN_TONES): each part is optional, and what is left out the story's seed picks. */
export const childAppearance = z
  .object(
    {
      skin_tone: z.enum(SKIN_TONE_VALUES, { error: MESSAGES.appearanceSkinTone }).optional(),
      hair_style: z.enum(HAIR_STYLE_VALUES, { error: MESSAGES.appearanceHairStyle }).optional(),
      hair_color: z.enum(HAIR_COLOR_VALUES, { error: MESSAGES.appearanceHairColor }).optional(),
      glasses: z.boolean({ error: MESSAGES.appearanceGlasses }).optional(),
    },
    { error: MESSAGES.appearanceInvalid },
  )
  .describe("How the child looks: every picture draws this child; the story's seed picks what is left out");
export type ChildAppearance = z.infer<typeof childAppearance>;

/** A multipart form carries the appearance as JSON text. */
const appearanceText = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MESSAGES.appearanceInvalid });
      return z.NEVER;
    }
  })
  .pipe(childAppearance)
  .describe('The appearance as JSON text, as a multipart form sends it');

/**
 * The appearance as an object (JSON body) or JSON text (multipart). A union would answer zod's
 * bare 'Invalid input': the refusal names what is wrong with the branch the value was meant for.
 */
const appearanceField = z.union([childAppearance, appearanceText], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const meant = typeof issue.input === 'string' ? issue.errors[1] : issue.errors[0];
    return (
      meant?.find((problem) => problem.path.length > 0 || problem.code === 'custom')?.message ??
      MESSAGES.appearanceInvalid
    );
  },
});

/**
 * Only letters, marks, numbers, spaces, hyphens and apostrophes (and the joiners some scripts spell
 * with): a favourite thing ends a sentence of the story, so it may not bring its own full stop,
 * quote or bracket.
 */
const FAVOURITE_THING_CHARACTERS = /^[\p{L}\p{M}\p{N} '’\-\u200c\u200d]+$/u;

/** One favourite thing: cleaned, at most 30 characters, with a letter; blank ones are dropped before. */
const favouriteThing = z
  .string()
  .max(FAVOURITE_THING_MAX_LENGTH, MESSAGES.favouriteThingTooLong)
  .refine(hasLetter, MESSAGES.favouriteThingNeedsLetter)
  .refine((thing) => FAVOURITE_THING_CHARACTERS.test(thing), MESSAGES.favouriteThingCharacters);

/**
 * Cleaned, and without the full stops that end a word ('Mr. Bear', 'pink.'): the story gives the
 * sentence its own, and a stop inside it would split the sentence in two.
 */
const withoutFullStops = (thing: string) =>
  cleanText(thing)
    .replace(/\.+(?=\s|$)/gu, '')
    .trim();

/** The same thing typed twice ('Blue', 'blue ') is woven in once. */
const withoutRepeats = (things: string[]) =>
  things.filter(
    (thing, at) =>
      things.findIndex((other) => other.toLocaleLowerCase() === thing.toLocaleLowerCase()) === at,
  );

/** The child's favourite things: blank entries dropped, repeats told once, then at most three. */
export const favouriteThings = z
  .array(z.string({ error: MESSAGES.favouriteThingsInvalid }), { error: MESSAGES.favouriteThingsInvalid })
  .transform((things) => things.map(withoutFullStops).filter(Boolean))
  .pipe(z.array(favouriteThing))
  .transform(withoutRepeats)
  .pipe(z.array(z.string()).max(FAVOURITE_THINGS_MAX, MESSAGES.favouriteThingsTooMany))
  .describe(
    "Up to 3 of the child's favourite things (a favourite animal, colour or toy), each 1–30 characters with a letter; the story weaves them in",
  );

/** A multipart form carries the favourite things as JSON text (a JSON array of strings). */
const favouriteThingsText = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MESSAGES.favouriteThingsInvalid });
      return z.NEVER;
    }
  })
  .pipe(favouriteThings)
  .describe('The favourite things as JSON text, as a multipart form sends them');

/** The favourite things as an array (JSON body) or JSON text (multipart), refused in the words of the branch meant. */
const favouriteThingsField = z.union([favouriteThings, favouriteThingsText], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const meant = typeof issue.input === 'string' ? issue.errors[1] : issue.errors[0];
    return meant?.[0]?.message ?? MESSAGES.favouriteThingsInvalid;
  },
});

export const generateStoryRequest = z
  .object({
    child_name: typedName(CHILD_NAME_MAX_LENGTH, {
      required: MESSAGES.childNameRequired,
      tooLong: MESSAGES.childNameTooLong,
      needsLetter: MESSAGES.childNameNeedsLetter,
    }),
    // A theme's value, or (from older clients) a custom theme's own text.
    theme: typedName(CUSTOM_THEME_MAX_LENGTH, {
      required: MESSAGES.customThemeRequired,
      tooLong: MESSAGES.customThemeTooLong,
      needsLetter: MESSAGES.customThemeNeedsLetter,
    }),
    custom_theme: typedText()
      .pipe(
        z
          .string()
          .max(CUSTOM_THEME_MAX_LENGTH, MESSAGES.customThemeTooLong)
          .refine((text) => text === '' || hasLetter(text), MESSAGES.customThemeNeedsLetter),
      )
      .optional(),
    language: z.enum(LANGUAGE_CODES).default(GENERATOR_DEFAULTS.language),
    age: formNumber.pipe(z.number().int().min(0).max(18)).default(4),
    scenes: formNumber
      .pipe(z.number().int().min(LIMITS.scenes.min).max(LIMITS.scenes.max))
      .default(GENERATOR_DEFAULTS.scenes),
    pause_ms: formNumber.pipe(z.number().int().min(0).max(10_000)).default(GENERATOR_DEFAULTS.pauseMs),
    speech_rate: formNumber.pipe(z.number().min(0.25).max(4)).default(0.85),
    privacy: z.enum(PRIVACY_VALUES).default(GENERATOR_DEFAULTS.privacy),
    audio_only: formBoolean.default(false),
    background_music: formBoolean.default(false),
    sign_language: formBoolean.default(false),
    sign_language_type: z.enum(SIGN_LANGUAGE_TYPES).optional(),
    image_mode: z.enum(IMAGE_MODE_VALUES).default(GENERATOR_DEFAULTS.imageMode),
    sentences_per_scene: formNumber.pipe(z.number().int().min(1).max(5)).default(1),
    child_gender: z.enum(CHILD_GENDERS).optional(),
    appearance: appearanceField.optional(),
    favourite_things: favouriteThingsField.optional(),
    ...voiceChoice,
  })
  .superRefine((req, ctx) => {
    if (req.theme === 'custom' && !req.custom_theme) {
      ctx.addIssue({ code: 'custom', path: ['custom_theme'], message: MESSAGES.customThemeRequired });
    }
  });
export type GenerateStoryRequest = z.infer<typeof generateStoryRequest>;
export type GenerateStoryInput = z.input<typeof generateStoryRequest>;

export const generateStoryResponse = z.object({
  ok: z.boolean(),
  bundle_id: z.string().optional(),
  play_url: z.string().optional(),
  error: z.string().optional(),
  /** With `error`: its name, as in ErrorResponse. */
  code: z.string().optional(),
});
export type GenerateStoryResponse = z.infer<typeof generateStoryResponse>;

/** 202 answer with `Prefer: respond-async` (product §7). */
export const generateStoryAsyncResponse = z.object({
  ok: z.literal(true),
  bundle_id: z.string(),
  job_id: z.string(),
  events_url: z.string(),
});
export type GenerateStoryAsyncResponse = z.infer<typeof generateStoryAsyncResponse>;

export const GENERATION_STAGES = [
  'queued',
  'writing',
  'illustrating',
  'narrating',
  'signing',
  'finishing',
] as const;

/** Server-sent events of a generation job, keyed by event name. */
export const jobEvents = {
  progress: z.object({
    stage: z.enum(GENERATION_STAGES),
    scene: z.number().int().nullable(),
    of: z.number().int(),
    message: z.string(),
  }),
  /** A scene's picture and narration are stored: it can be played. */
  scene: z.object({ index: z.number().int() }),
  /** A playable scene's sign video is stored; it comes after the scene's `scene` event. */
  sign: z.object({ index: z.number().int() }),
  done: z.object({ bundle_id: z.string(), play_url: z.string() }),
  /** Why the story was not made, and the name of that message (as in ErrorResponse). */
  error: z.object({ error: z.string(), code: z.string().optional() }),
} as const;
export type JobEventName = keyof typeof jobEvents;
export type JobEvent = {
  [K in JobEventName]: { event: K; data: z.infer<(typeof jobEvents)[K]> };
}[JobEventName];

// ---- Stories ----

export const STORY_STATUSES = ['generating', 'ready', 'failed'] as const;

/** A point of a picture, in percent of its width (x, from the left) and height (y, from the top). */
export const focusPoint = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });
export type FocusPoint = z.infer<typeof focusPoint>;

/**
 * A smaller WebP copy of a picture, for browsers to choose from by width (an `<img>`'s srcset),
 * addressed like the picture itself: a private story's through a signed link that expires.
 */
export const pictureVariant = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});
export type PictureVariant = z.infer<typeof pictureVariant>;

export const storyListItem = z.object({
  bundle_id: z.string(),
  user_id: z.string().nullable(),
  title: z.string(),
  child: z.string(),
  theme: z.string(),
  /** The parent's own theme text, for a story whose theme is `custom`. */
  custom_theme: z.string().optional(),
  language: z.string(),
  age: z.number(),
  scenes: z.number().int(),
  privacy: z.enum(PRIVACY_VALUES),
  created_at: z.string(),
  /**
   * Where the child's face is in the cover (scene 1's picture), so a card cropping the cover keeps
   * it in view. Only known for pictures the builtin illustrator drew; absent for a provider's.
   */
  cover_focus: focusPoint.optional(),
  /** A story told without pictures: its card shows a drawn cover instead. */
  audio_only: z.boolean(),
  /**
   * Scene 1's picture: a public address, or for a private story a signed link that expires. Null
   * for an audio-only story.
   */
  cover_url: z.string().nullable(),
  /** The cover's WebP copies, smallest first. Absent for stories made before they were, and audio-only ones. */
  cover_variants: z.array(pictureVariant).optional(),
});
export type StoryListItem = z.infer<typeof storyListItem>;

/** The stories made in this browser while signed out that the signed-in parent may add to their account. */
export const claimableStoriesResponse = z.object({
  ok: z.literal(true),
  stories: z.array(storyListItem),
});
export type ClaimableStoriesResponse = z.infer<typeof claimableStoriesResponse>;

export const claimStoriesRequest = z.object({
  bundle_ids: z.array(z.string().min(1).max(100)).min(1).max(LIMITS.claimableStories),
});
export type ClaimStoriesRequest = z.infer<typeof claimStoriesRequest>;

export const claimStoriesResponse = z.object({ ok: z.literal(true), claimed: z.array(z.string()) });
export type ClaimStoriesResponse = z.infer<typeof claimStoriesResponse>;

export const storyListQuery = z.object({
  limit: formNumber.pipe(z.number().int().min(1).max(LIMITS.listLimit)).default(LIMITS.listLimit),
  q: typedText().pipe(z.string().max(200)).optional(),
  language: z.string().max(10).optional(),
  theme: z.string().max(CUSTOM_THEME_MAX_LENGTH).optional(),
  cursor: z.string().max(200).optional(),
  mine: formBoolean.optional(),
});
export type StoryListQuery = z.infer<typeof storyListQuery>;

export const storyListResponse = z.object({
  ok: z.literal(true),
  stories: z.array(storyListItem),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type StoryListResponse = z.infer<typeof storyListResponse>;

export const wordTiming = z.object({
  text: z.string(),
  start_ms: z.number(),
  end_ms: z.number(),
});
export type WordTiming = z.infer<typeof wordTiming>;

export const bundleScene = z.object({
  /**
   * Whether the scene can be played: its picture and narration are stored. While a story is being
   * made its later scenes are listed not ready, without media; a ready scene of a story told in sign
   * language may still be waiting for its sign video (sign_video_url null) until the story is ready.
   */
  ready: z.boolean(),
  image_url: z.string().nullable(),
  /**
   * The picture's WebP copies, smallest first, while image_url stays its PNG. Absent for pictures
   * made before they were, for scenes not ready and for audio-only stories.
   */
  image_variants: z.array(pictureVariant).optional(),
  narration: z.string(),
  audio_url: z.string().nullable(),
  sign_video_url: z.string().nullable(),
  /** The same sign video as MP4 when sign_video_url is WebM, for browsers that cannot play WebM. */
  sign_video_mp4_url: z.string().nullable().optional(),
  words: z.array(wordTiming).optional(),
});
export type BundleScene = z.infer<typeof bundleScene>;

export const storyBundle = z.object({
  bundle_id: z.string(),
  title: z.string(),
  child: z.string(),
  user_id: z.string().nullable(),
  theme: z.string(),
  language: z.string(),
  age: z.number(),
  privacy: z.enum(PRIVACY_VALUES),
  created_at: z.string(),
  status: z.enum(STORY_STATUSES),
  audio_only: z.boolean(),
  sign_language: z.boolean(),
  sign_language_type: z.enum(SIGN_LANGUAGE_TYPES).nullable(),
  tts_voice: z.string().nullable(),
  voice_used: z.string().nullable(),
  pause_ms: z.number().default(GENERATOR_DEFAULTS.pauseMs),
  warnings: z.array(z.string()),
  scenes: z.array(bundleScene),
});
export type StoryBundle = z.infer<typeof storyBundle>;

export const bundleIdParams = z.object({ bundleId: z.string().min(1).max(100) });
export const idParams = z.object({ id: z.string().min(1).max(100) });
export const latestQuery = z.object({
  child: typedText().pipe(z.string().min(1).max(CHILD_NAME_MAX_LENGTH)).default('Friend'),
});

export const okResponse = z.object({ ok: z.literal(true) });

export const regenerateAudioRequest = z.object(voiceChoice);
export type RegenerateAudioRequest = z.infer<typeof regenerateAudioRequest>;
export const regenerateAudioResponse = z.object({ ok: z.literal(true), tts_voice: z.string() });

// ---- Social (§7) ----

export const bookmarkStatus = z.object({ bookmarked: z.boolean() });
export type BookmarkStatus = z.infer<typeof bookmarkStatus>;

export const bookmark = storyListItem.extend({ bookmarked_at: z.string() });
export type Bookmark = z.infer<typeof bookmark>;

export const bookmarksResponse = z.object({ ok: z.literal(true), bookmarks: z.array(bookmark) });
export type BookmarksResponse = z.infer<typeof bookmarksResponse>;

export const likeState = z.object({ liked: z.boolean(), like_count: z.number().int().min(0) });
export type LikeState = z.infer<typeof likeState>;

/** The story the header's Player link goes back to: the one the account played last, else its newest. */
export const lastStory = z.object({ bundle_id: z.string().nullable() });
export type LastStory = z.infer<typeof lastStory>;
export const rememberLastStoryRequest = z.object({ bundle_id: bundleIdParams.shape.bundleId });
export type RememberLastStoryRequest = z.infer<typeof rememberLastStoryRequest>;

// ---- Voices (§3, §7) ----

export const voiceOption = z.object({
  value: z.string(),
  label: z.string(),
  provider: z.enum(TTS_PROVIDERS),
});
export type VoiceOption = z.infer<typeof voiceOption>;

export const voiceOptionsResponse = z.object({
  ok: z.boolean(),
  voices: z.object({
    openai: z.array(voiceOption),
    elevenlabs: z.array(voiceOption),
    builtin: z.array(voiceOption).optional(),
  }),
  engines: z
    .object({
      image_modes: z.array(z.enum(IMAGE_MODE_VALUES)),
      tts_providers: z.array(z.enum(TTS_PROVIDERS)),
      /** Who writes the stories, and who makes the sign videos. */
      writer: z.enum(ENGINE_KINDS),
      signer: z.enum(ENGINE_KINDS),
    })
    .optional(),
});
export type VoiceOptionsResponse = z.infer<typeof voiceOptionsResponse>;

/** GET /v1/voices/{voice_id}/sample: a voice's value as the voice select offers it (`clone_{id}` for a clone). */
export const voiceSampleParams = z.object({ voice_id: z.string().min(1).max(100) });
/** The language the sample sentence is read in: the story's. */
export const voiceSampleQuery = z.object({
  language: z.enum(LANGUAGE_CODES, { error: MESSAGES.voiceSampleLanguage }),
});
export type VoiceSampleQuery = z.infer<typeof voiceSampleQuery>;

/** The older plain-array form of the voice options: every entry is an OpenAI voice. */
export const legacyVoiceOptionsResponse = z.array(
  z.union([z.string(), z.object({ value: z.string(), label: z.string().optional() })]),
);

export type VoiceLists = VoiceOptionsResponse['voices'];

/** Reads either form of the voice options answer into the current lists. */
export function normalizeVoiceOptions(body: unknown): VoiceLists {
  const legacy = legacyVoiceOptionsResponse.safeParse(body);
  if (legacy.success) {
    const openai = legacy.data.map((entry) => {
      const value = typeof entry === 'string' ? entry : entry.value;
      const label = typeof entry === 'string' ? entry : (entry.label ?? entry.value);
      return { value, label, provider: 'openai' as const };
    });
    return { openai, elevenlabs: [] };
  }
  return voiceOptionsResponse.parse(body).voices;
}

/** Who makes a cloned voice speak: a cloning service, or the builtin voice match. */
export const CLONE_ENGINES = ['elevenlabs', 'speechify', 'builtin'] as const;
export type CloneEngine = (typeof CLONE_ENGINES)[number];

/** What a builtin voice match measured in the sample, and how close the matched voice came. */
export const voiceMatchSummary = z.object({
  pitch_hz: z.number(),
  matched_pitch_hz: z.number(),
  syllables_per_second: z.number(),
  matched_syllables_per_second: z.number(),
  /** The builtin voice it starts from, e.g. Luna. */
  base_voice: z.string(),
});

export const voiceClone = z.object({
  id: z.string(),
  voice_name: z.string(),
  created_at: z.string(),
  engine: z.enum(CLONE_ENGINES).optional(),
  /** Only for the builtin voice match. */
  match: voiceMatchSummary.nullable().optional(),
});
export type VoiceClone = z.infer<typeof voiceClone>;

export const voiceClonesResponse = z.object({
  clones: z.array(voiceClone),
  /** The caller's plan and this server's cloning engine, so the screen can say what to expect. */
  cloning: z.object({ premium: z.boolean(), engine: z.enum(CLONE_ENGINES) }).optional(),
});
export type VoiceClonesResponse = z.infer<typeof voiceClonesResponse>;

export const createVoiceCloneResponse = z.object({ ok: z.literal(true), clone: voiceClone });

/** Text fields of the multipart clone upload (§7); the file travels as audio_file. */
export const createVoiceCloneFields = z.object({
  voice_name: typedName(LIMITS.voiceNameMaxLength, {
    required: MESSAGES.voiceNameRequired,
    tooLong: MESSAGES.voiceNameTooLong,
    needsLetter: MESSAGES.voiceNameNeedsLetter,
  }),
  language: z.literal(LIMITS.cloneLanguage).default(LIMITS.cloneLanguage),
});

// ---- Print (§2, §9) ----

const required = (label: string) =>
  z
    .string({ error: fieldRequiredMessage(label) })
    .trim()
    .min(1, fieldRequiredMessage(label))
    .max(200);

/** A shipping address as it is kept and shown. */
export const shippingAddress = z.object({
  full_name: required('Full name'),
  address_line1: required('Address line 1'),
  address_line2: z.string().trim().max(200).optional(),
  city: required('City'),
  /** The state, province or county; absent where the country's addresses have none. */
  state: z.string().trim().max(200).optional(),
  postal_code: required('Postal code').pipe(z.string().max(20)),
  country: z.enum(PRINT.countries).default(PRINT.defaultCountry),
  phone: z.string().trim().max(40).optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/** Typed address text: cleaned like a name, then checked as above; a line of control characters is no line. */
const typedLine = (label: string) =>
  z
    .string({ error: fieldRequiredMessage(label) })
    .transform(cleanText)
    .pipe(required(label));
const typedOptional = (max: number) => z.string().transform(cleanText).pipe(z.string().max(max)).optional();

/**
 * The region and postcode as the country writes them (see ADDRESS_FORMATS), in its own words.
 * It runs even when other fields failed, so the form can name every problem at once; a country
 * not shipped to is reported by the country field alone.
 */
function checkRegionAndPostalCode(input: unknown, ctx: z.RefinementCtx): void {
  // Running after other failures, it may see anything, even no address at all.
  if (typeof input !== 'object' || input === null) return;
  const address: { country?: unknown; state?: unknown; postal_code?: unknown } = input;
  if (!isShippingCountry(address.country)) return;
  const { region, postalCode } = ADDRESS_FORMATS[address.country];
  const typed = (value: unknown) => (typeof value === 'string' ? value : '');
  if (region?.required && !typed(address.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: fieldRequiredMessage(region.label) });
  }
  const code = typed(address.postal_code);
  if (!code) {
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: fieldRequiredMessage(postalCode.label) });
  } else if (!postalCode.pattern.test(normalizePostalCode(code, address.country))) {
    ctx.addIssue({
      code: 'custom',
      path: ['postal_code'],
      message: postalCodeFormatMessage(postalCode.label, postalCode.example),
    });
  }
}

/**
 * A shipping address as a parent types it (the print order form and its request), kept as the
 * country writes it: its postcode in the post office's form, no region line where it has none.
 */
export const shippingAddressInput = z
  .object({
    full_name: typedLine('Full name').refine(hasLetter, fieldRequiredMessage('Full name')),
    address_line1: typedLine('Address line 1'),
    address_line2: typedOptional(200),
    city: typedLine('City'),
    state: typedOptional(200),
    postal_code: typedOptional(200),
    country: z.enum(PRINT.countries).default(PRINT.defaultCountry),
    phone: typedOptional(40),
  })
  .superRefine(checkRegionAndPostalCode, { when: () => true })
  .transform(({ state, postal_code = '', ...address }): ShippingAddress => {
    const { region } = ADDRESS_FORMATS[address.country];
    return {
      ...address,
      ...(region && state ? { state } : {}),
      postal_code: normalizePostalCode(postal_code, address.country),
    };
  });

export const printOrderRequest = z.object({
  bundle_id: z.string().min(1).max(100),
  shipping: shippingAddressInput,
});
export type PrintOrderRequest = z.infer<typeof printOrderRequest>;

export const printOrder = z.object({
  id: z.string(),
  order_number: z
    .string()
    .describe('The short number a parent reads and quotes, e.g. SL-7K3F-92QD: no 0, O, 1 or I to mix up'),
  bundle_id: z.string(),
  title: z.string(),
  status: z.enum(['test']),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  total_cents: z.number().int(),
  shipping: shippingAddress,
  created_at: z.string(),
});
export type PrintOrder = z.infer<typeof printOrder>;

/** GET /v1/print/orders: the caller's own orders, newest first. */
export const printOrdersResponse = z.object({ ok: z.literal(true), orders: z.array(printOrder) });
export type PrintOrdersResponse = z.infer<typeof printOrdersResponse>;

// ---- My account: what is kept, downloading it, deleting it ----

/** GET /v1/account: who is signed in and how much is kept for them. */
export const accountSummary = z.object({
  ok: z.literal(true),
  email: z.string(),
  display_name: z.string().nullable(),
  created_at: z.string(),
  counts: z.object({
    stories: z.number().int().min(0),
    voice_clones: z.number().int().min(0),
    print_orders: z.number().int().min(0),
    bookmarks: z.number().int().min(0),
    likes: z.number().int().min(0),
  }),
});
export type AccountSummary = z.infer<typeof accountSummary>;

/** POST /v1/account/export: 202, the download is made on the server's worker. */
export const accountExportStarted = z.object({ ok: z.literal(true), export_id: z.string() });

export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

/** GET /v1/account/export/{id}: when ready, a signed link valid for one hour. */
export const accountExportState = z.object({
  status: z.enum(EXPORT_STATUSES),
  download_url: z.string().optional(),
  expires_at: z.string().optional(),
});
export type AccountExportState = z.infer<typeof accountExportState>;

/** DELETE /v1/account: the account's email, typed by the parent (any letter case). */
export const deleteAccountRequest = z.object({
  confirm: z
    .string({ error: MESSAGES.deleteAccountConfirmRequired })
    .trim()
    .min(1, MESSAGES.deleteAccountConfirmRequired)
    .max(320, MESSAGES.deleteAccountConfirmMismatch),
});

// ---- Reporting a public story ----

/** POST /v1/stories/{id}/report */
export const reportStoryRequest = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonRequired }),
  note: typedText().pipe(z.string().max(REPORT_NOTE_MAX_LENGTH, MESSAGES.reportNoteTooLong)).optional(),
});
export type ReportStoryRequest = z.infer<typeof reportStoryRequest>;
