/** Story generation (§3): the request, its answers and the events of a job. */
import { z } from 'zod';
import {
  CHILD_GENDERS,
  CHILD_NAME_MAX_LENGTH,
  CUSTOM_THEME_MAX_LENGTH,
  GENERATOR_DEFAULTS,
  IMAGE_MODE_VALUES,
  LANGUAGE_CODES,
  LIMITS,
  PRIVACY_VALUES,
  SIGN_LANGUAGE_TYPES,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { hasLetter } from '../text.ts';
import { childAppearance, favouriteThings } from './child.ts';
import { formBoolean, formNumber, typedName, typedText, voiceChoice } from './fields.ts';

/** A field a multipart form carries as JSON text: read, then checked as `schema`; unreadable text is `invalid`. */
const jsonText = <T extends z.ZodType>(schema: T, invalid: string) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** A multipart form carries the appearance as JSON text. */
const appearanceText = jsonText(childAppearance, MESSAGES.appearanceInvalid).describe(
  'The appearance as JSON text, as a multipart form sends it',
);

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

/** A multipart form carries the favourite things as JSON text (a JSON array of strings). */
const favouriteThingsText = jsonText(favouriteThings, MESSAGES.favouriteThingsInvalid).describe(
  'The favourite things as JSON text, as a multipart form sends them',
);

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
