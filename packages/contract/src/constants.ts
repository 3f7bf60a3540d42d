/** Product constants from product §3 and §9. Shared by the web app and the server. */

export const LANGUAGES = [
  { code: 'en', label: 'English', flag: '🇺🇸', dir: 'ltr' },
  { code: 'es', label: 'Spanish', flag: '🇪🇸', dir: 'ltr' },
  { code: 'tr', label: 'Turkish', flag: null, dir: 'ltr' },
  { code: 'he', label: 'Hebrew', flag: null, dir: 'rtl' },
  { code: 'fa', label: 'Farsi', flag: null, dir: 'rtl' },
  { code: 'fr', label: 'French', flag: '🇫🇷', dir: 'ltr' },
  { code: 'hi', label: 'Hindi', flag: null, dir: 'ltr' },
  { code: 'pa', label: 'Punjabi', flag: null, dir: 'ltr' },
  { code: 'zh', label: 'Chinese', flag: '🇨🇳', dir: 'ltr' },
  { code: 'ja', label: 'Japanese', flag: '🇯🇵', dir: 'ltr' },
  { code: 'ko', label: 'Korean', flag: '🇰🇷', dir: 'ltr' },
  { code: 'de', label: 'German', flag: '🇩🇪', dir: 'ltr' },
  { code: 'it', label: 'Italian', flag: '🇮🇹', dir: 'ltr' },
  { code: 'pt', label: 'Portuguese', flag: '🇵🇹', dir: 'ltr' },
  { code: 'ru', label: 'Russian', flag: '🇷🇺', dir: 'ltr' },
  { code: 'ar', label: 'Arabic', flag: null, dir: 'rtl' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
/** Shown for languages that have no flag. */
export const GLOBE = '🌐';

export const THEMES = [
  { value: 'ocean', label: 'Ocean' },
  { value: 'jungle', label: 'Jungle' },
  { value: 'space', label: 'Space' },
  { value: 'castle', label: 'Castle' },
  { value: 'dinosaur', label: 'Dinosaur' },
  { value: 'halloween', label: 'Halloween' },
  { value: 'christmas', label: 'Christmas' },
  { value: 'beach', label: 'Beach' },
  { value: 'dragon', label: 'Dragon' },
  { value: 'superhero', label: 'Superhero' },
  { value: 'doctor', label: 'Doctor', description: 'Helps with medical anxiety' },
  { value: 'school', label: 'School' },
  { value: 'birthday', label: 'Birthday' },
  { value: 'bedtime', label: 'Bedtime' },
  { value: 'custom', label: 'Custom' },
] as const;
export type Theme = (typeof THEMES)[number]['value'];
export const THEME_VALUES = THEMES.map((t) => t.value) as [Theme, ...Theme[]];
export const CUSTOM_THEME_MAX_LENGTH = 200;
export const CHILD_NAME_MAX_LENGTH = 50;
/** A story weaves in up to this many of the child's favourite things (a favourite animal, colour, toy). */
export const FAVOURITE_THINGS_MAX = 3;
export const FAVOURITE_THING_MAX_LENGTH = 30;

export const AGE_GROUPS = [
  { value: 'babies', label: 'Babies', range: '0-2', age: 1 },
  { value: 'preschool', label: 'Preschool', range: '3-5', age: 4 },
  { value: 'early-readers', label: 'Early Readers', range: '5-7', age: 6 },
  { value: 'elementary', label: 'Elementary', range: '8-10', age: 9 },
  { value: 'tweens', label: 'Tweens', range: '11-13', age: 12 },
  { value: 'adaptive', label: 'Adaptive', range: 'all ages', age: 5 },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];

export const PACING = [
  { pauseMs: 400, label: 'Quick & Snappy', speechRate: 1.0 },
  { pauseMs: 800, label: 'Moderate Pace', speechRate: 0.85 },
  { pauseMs: 1500, label: 'Slow & Gentle', speechRate: 0.75 },
  { pauseMs: 2500, label: 'Extra Relaxing', speechRate: 0.7 },
] as const;
export type PauseMs = (typeof PACING)[number]['pauseMs'];
export const DEFAULT_PAUSE_MS = 800;

/**
 * The generator's optional story length: how many sentences of narration each scene has, sent as
 * `sentences_per_scene`. Short is the product's request of one sentence a scene, and the default.
 */
export const STORY_LENGTHS = [
  { value: 'short', label: 'Short', sentencesPerScene: 1 },
  { value: 'standard', label: 'Standard', sentencesPerScene: 2 },
  { value: 'long', label: 'Long', sentencesPerScene: 3 },
] as const;

/** Who draws an image mode: a vendor's model family, `auto` for the best available, `svg` for the builtin illustrator. */
export type ImageModeFamily = 'auto' | 'stability' | 'freepik' | 'dalle2' | 'dalle3' | 'image1' | 'svg';
export const IMAGE_MODES = [
  { value: 'auto', family: 'auto', width: 1024, height: 1024 },
  { value: 'stability_1024', family: 'stability', width: 1024, height: 1024 },
  { value: 'stability_1152x896', family: 'stability', width: 1152, height: 896 },
  { value: 'stability_896x1152', family: 'stability', width: 896, height: 1152 },
  { value: 'stability_1216x832', family: 'stability', width: 1216, height: 832 },
  { value: 'freepik_square', family: 'freepik', width: 1024, height: 1024 },
  { value: 'freepik_landscape', family: 'freepik', width: 1216, height: 832 },
  { value: 'freepik_portrait', family: 'freepik', width: 832, height: 1216 },
  { value: 'dalle2_256', family: 'dalle2', width: 256, height: 256 },
  { value: 'dalle2_512', family: 'dalle2', width: 512, height: 512 },
  { value: 'dalle2_1024', family: 'dalle2', width: 1024, height: 1024 },
  { value: 'dalle3_1024', family: 'dalle3', width: 1024, height: 1024 },
  { value: 'dalle3_1024x1792', family: 'dalle3', width: 1024, height: 1792 },
  { value: 'dalle3_1792x1024', family: 'dalle3', width: 1792, height: 1024 },
  { value: 'image1_1024', family: 'image1', width: 1024, height: 1024 },
  { value: 'image1_1024x1536', family: 'image1', width: 1024, height: 1536 },
  { value: 'image1_1536x1024', family: 'image1', width: 1536, height: 1024 },
  { value: 'svg', family: 'svg', width: 1024, height: 1024 },
] as const satisfies readonly { value: string; family: ImageModeFamily; width: number; height: number }[];
export type ImageMode = (typeof IMAGE_MODES)[number]['value'];
export const IMAGE_MODE_VALUES = IMAGE_MODES.map((m) => m.value) as [ImageMode, ...ImageMode[]];

/** The documented providers plus `builtin` for the offline voices. */
export const TTS_PROVIDERS = ['openai', 'elevenlabs', 'speechify', 'builtin'] as const;
export type TtsProvider = (typeof TTS_PROVIDERS)[number];
export const CLONE_VOICE_PREFIX = 'clone_';

/** Who does a part of the work: this server's own offline engines, or a cloud service. */
export const ENGINE_KINDS = ['builtin', 'cloud'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

/** OpenAI's text-to-speech voices; 'alloy' is the generator's default. */
export const OPENAI_VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
  'marin',
  'cedar',
] as const;

export const SIGN_LANGUAGE_TYPES = ['ASL', 'BSL', 'ISL'] as const;
export type SignLanguageType = (typeof SIGN_LANGUAGE_TYPES)[number];

export const PRIVACY_VALUES = ['public', 'private'] as const;
export type Privacy = (typeof PRIVACY_VALUES)[number];

export const CHILD_GENDERS = ['girl', 'boy'] as const;
export type ChildGender = (typeof CHILD_GENDERS)[number];

/**
 * How the child looks, as the parent may describe them on the generator: the pictures draw this
 * child in every scene. The colours are the illustrator's own, so a swatch shows what is drawn.
 */
export const SKIN_TONES = [
  { value: 'fair', label: 'Fair', color: '#fde3cf' },
  { value: 'light-golden', label: 'Light golden', color: '#ecbc90' },
  { value: 'tan', label: 'Tan', color: '#c48a5c' },
  { value: 'light-brown', label: 'Light brown', color: '#ad7048' },
  { value: 'brown', label: 'Brown', color: '#7a4729' },
  { value: 'dark-brown', label: 'Dark brown', color: '#4b2a18' },
] as const;
export type SkinTone = (typeof SKIN_TONES)[number]['value'];
export const SKIN_TONE_VALUES = SKIN_TONES.map((t) => t.value) as [SkinTone, ...SkinTone[]];

export const HAIR_STYLES = [
  { value: 'short', label: 'Short' },
  { value: 'buzz', label: 'Buzz cut' },
  { value: 'curly', label: 'Short curls' },
  { value: 'long', label: 'Long' },
  { value: 'braids', label: 'Braids' },
  { value: 'ponytail', label: 'Ponytail' },
  { value: 'afro-puffs', label: 'Afro puffs' },
  { value: 'afro', label: 'Afro' },
  { value: 'bob', label: 'Bob' },
  { value: 'pigtails', label: 'Pigtails' },
  { value: 'bun', label: 'Bun' },
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number]['value'];
export const HAIR_STYLE_VALUES = HAIR_STYLES.map((s) => s.value) as [HairStyle, ...HairStyle[]];

export const HAIR_COLORS = [
  { value: 'black', label: 'Black', color: '#2a1e1b' },
  { value: 'dark-brown', label: 'Dark brown', color: '#4a2f23' },
  { value: 'brown', label: 'Brown', color: '#7a4a2e' },
  { value: 'light-brown', label: 'Light brown', color: '#a0704a' },
  { value: 'auburn', label: 'Auburn', color: '#94401f' },
  { value: 'ginger', label: 'Ginger', color: '#cf6a2e' },
  { value: 'golden-blonde', label: 'Golden blonde', color: '#dca64a' },
  { value: 'light-blonde', label: 'Light blonde', color: '#efd28a' },
] as const;
export type HairColor = (typeof HAIR_COLORS)[number]['value'];
export const HAIR_COLOR_VALUES = HAIR_COLORS.map((c) => c.value) as [HairColor, ...HairColor[]];

export const GENERATOR_DEFAULTS = {
  scenes: 4,
  voice: 'alloy',
  language: 'en',
  theme: 'ocean',
  ageGroup: 'preschool',
  privacy: 'public',
  imageMode: 'auto',
  pauseMs: DEFAULT_PAUSE_MS,
  signLanguage: false,
  signLanguageType: 'ASL',
  sentencesPerScene: STORY_LENGTHS[0].sentencesPerScene,
} as const satisfies {
  scenes: number;
  voice: string;
  language: LanguageCode;
  theme: Theme;
  ageGroup: AgeGroup;
  privacy: Privacy;
  imageMode: ImageMode;
  pauseMs: PauseMs;
  signLanguage: boolean;
  signLanguageType: SignLanguageType;
  sentencesPerScene: number;
};

export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const PRINT = {
  product: 'Softcover Photo Book (8x8 in)',
  bookPriceCents: 1999,
  /**
   * Product §9 prices shipping to the US only; test mode charges that same flat rate to every
   * country offered, so the total the modal shows holds wherever the book goes.
   */
  shippingCents: { US: 499, CA: 499, GB: 499, AU: 499, DE: 499, FR: 499 },
  countries: ['US', 'CA', 'GB', 'AU', 'DE', 'FR'],
  defaultCountry: 'US',
  testMode: true,
  /** The print-ready interior: square trim, bleed on every side, words kept inside the safe margin. */
  book: { trimInches: 8, bleedInches: 0.125, safeMarginInches: 0.375, imageDpi: 300 },
} as const;

export const LIMITS = {
  referenceImageBytes: 10 * 1024 * 1024,
  /** A reference image's size as its header declares it, checked before any pixel is decoded. */
  referenceImagePixels: { maxSide: 12_000, maxMegapixels: 40 },
  voiceSampleBytes: 25 * 1024 * 1024,
  voiceSampleRecommendedSeconds: { min: 30, max: 60 },
  /** What the server accepts, measured from the decoded audio. */
  voiceSampleSeconds: { min: 5, max: 300 },
  voiceNameMaxLength: 100,
  scenes: { min: 1, max: 12 },
  brushSize: { min: 1, max: 20, default: 5 },
  canvas: { width: 800, height: 600 },
  paletteSize: 12,
  statusRotateMs: 3000,
  wordHighlightTickMs: 100,
  listLimit: 100,
  /** How many stories made signed out one browser remembers for claiming at sign-in (the newest). */
  claimableStories: 20,
  queryStaleTimeMs: 5 * 60 * 1000,
  queryRetries: 1,
  cloneLanguage: 'en',
} as const;

/** Timings of the identity flow (product §9). */
export const IDENTITY = {
  popup: { width: 500, height: 600 },
  popupClosedRejectMs: 8000,
  redirectEventExpiryMs: 10 * 60 * 1000,
  localStoragePollMs: 1000,
  indexedDbPollMs: 800,
  indexedDbRetries: 3,
  tokenSyncMaxAgeMs: 5 * 60 * 1000,
  scope: 'profile',
} as const;

/** A redirect sign-in returns to the app with this query parameter: `ok`, or an identity error code. */
export const AUTH_RESULT_PARAM = 'auth_result';

/** How the native app hands its Google ID token to the web app it embeds (product §4). */
export const NATIVE_AUTH = {
  /** The local-storage key reserved for the native app's token; read once, then removed. */
  storageKey: 'storyloom.nativeAuthToken',
  /** The window event the native app fires with the token as its `detail`. */
  readyEvent: 'nativeAuthReady',
} as const;

/** Error codes the identity library reports (product §8). */
export const IDENTITY_ERROR_CODES = [
  'argument-error',
  'internal-error',
  'user-mismatch',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'unauthorized-domain',
  'network-request-failed',
  'invalid-auth-event',
  'operation-not-supported-in-this-environment',
  'auth-domain-config-required',
  'invalid-api-key',
  'multi-factor-auth-required',
  // This server's own: no sign-in is set up here, or the Google account's email is not verified.
  'operation-not-allowed',
  'unverified-email',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

/** Status texts shown while a story is generated, rotated every LIMITS.statusRotateMs. */
export const GENERATION_STATUS_MESSAGES = [
  'Writing your story...',
  'Creating illustrations...',
  'Generating voice narration...',
  'Putting it all together...',
] as const;

// Reporting a public story: outside the schemas, so the report dialog does not bring zod with it.
export const REPORT_REASONS = ['unsafe', 'personal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX_LENGTH = 500;
