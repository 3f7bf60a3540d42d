import {
  AGE_GROUPS,
  cloneIdFromVoice,
  GENERATOR_DEFAULTS,
  PACING,
  providerForVoice,
  type VoiceLists,
} from '@storyloom/contract';
import { appearanceToSend } from '../model/appearance-memory.ts';
import { favouriteThingsToSend } from '../model/favourite-things-memory.ts';
import type { GeneratorFormValues } from '../model/generator-form-values.ts';
import type { GenerateStoryBody } from './generate-story.ts';

export interface RequestContext {
  /** The voice that speaks the story: the parent's choice or the default. */
  voice: string;
  voiceLists: VoiceLists | undefined;
  /** Privacy and sign language are offered only to signed-in users (product §5). */
  signedIn: boolean;
  /** False when the user is known not to be premium: sign language then stays off. */
  premium?: boolean;
}

/** Whether the story is told in sign language too: only for a signed-in user who may have it. */
export const sendsSignLanguage = (
  form: GeneratorFormValues,
  context: Omit<RequestContext, 'voice' | 'voiceLists'>,
) => context.signedIn && form.signLanguage && context.premium !== false;

/** The generation request of product §3, built from the form. */
export function buildGenerateBody(form: GeneratorFormValues, context: RequestContext): GenerateStoryBody {
  const ageGroup = AGE_GROUPS.find((group) => group.value === form.ageGroup) ?? AGE_GROUPS[1];
  const pacing = PACING.find((pace) => pace.pauseMs === form.pauseMs) ?? PACING[1];
  const signLanguage = sendsSignLanguage(form, context);

  const body: GenerateStoryBody = {
    child_name: form.childName.trim(),
    theme: form.theme,
    language: form.language,
    age: ageGroup.age,
    scenes: form.scenes,
    pause_ms: pacing.pauseMs,
    speech_rate: pacing.speechRate,
    privacy: context.signedIn ? form.privacy : GENERATOR_DEFAULTS.privacy,
    audio_only: form.audioOnly,
    background_music: form.backgroundMusic,
    sign_language: signLanguage,
    image_mode: form.imageMode,
    sentences_per_scene: form.sentencesPerScene,
  };
  if (form.theme === 'custom') body.custom_theme = form.customTheme.trim();
  if (signLanguage) body.sign_language_type = form.signLanguageType;
  if (form.childGender !== 'unspecified') body.child_gender = form.childGender;
  const appearance = appearanceToSend(form.appearance);
  if (appearance) body.appearance = appearance;
  const favouriteThings = favouriteThingsToSend(form.favouriteThings);
  if (favouriteThings.length > 0) body.favourite_things = favouriteThings;

  const cloneId = cloneIdFromVoice(context.voice);
  if (cloneId !== null) {
    body.voice_clone_id = cloneId;
  } else {
    body.tts_voice = context.voice;
    body.tts_provider = providerForVoice(context.voice, {
      elevenlabs: context.voiceLists?.elevenlabs ?? [],
      builtin: context.voiceLists?.builtin,
    });
  }
  return body;
}

/**
 * JSON when there is no picture; multipart with reference_image when there is, every other field
 * as text (the appearance and the favourite things as JSON text).
 */
export function buildGenerateRequest(
  form: GeneratorFormValues,
  context: RequestContext,
): GenerateStoryBody | FormData {
  const body = buildGenerateBody(form, context);
  if (!form.referenceImage) return body;

  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined)
      data.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  data.append('reference_image', form.referenceImage, form.referenceImage.name);
  return data;
}
