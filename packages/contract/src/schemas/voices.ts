/** Voices (§3, §7): the voices on offer, samples and cloned voices. */
import { z } from 'zod';
import { ENGINE_KINDS, IMAGE_MODE_VALUES, LANGUAGE_CODES, LIMITS, TTS_PROVIDERS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { typedName } from './fields.ts';

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
