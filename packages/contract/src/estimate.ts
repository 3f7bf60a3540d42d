import { type EngineKind, IMAGE_MODES, type ImageMode, type TtsProvider } from './constants.ts';

/** Seconds a voice adds per scene (§9). */
export function voiceCostSeconds(provider: TtsProvider): number {
  if (provider === 'elevenlabs') return 3;
  if (provider === 'speechify') return 4; // cloned voices
  return 2;
}

/** Seconds an image adds per scene (§9). */
export function imageCostSeconds(imageMode: ImageMode, audioOnly: boolean): number {
  if (audioOnly) return 0;
  const family = IMAGE_MODES.find((m) => m.value === imageMode)?.family;
  switch (family) {
    case 'stability':
    case 'auto':
      return 11;
    case 'dalle2':
      return 20;
    case 'dalle3':
      return 30;
    case 'image1':
      return 25;
    default:
      return 15;
  }
}

export interface EstimateInput {
  scenes: number;
  ttsProvider: TtsProvider;
  imageMode: ImageMode;
  audioOnly: boolean;
  /** The story length's sentences per scene; 1 (the spec's request) when not given. */
  sentencesPerScene?: number;
}

/**
 * Estimated generation time (§9): (voice cost + image cost) × scenes + 5. A longer story is
 * narrated for longer but has no more pictures, so only the voice cost grows with each sentence.
 */
export function estimateGenerationSeconds(input: EstimateInput): number {
  const voice = voiceCostSeconds(input.ttsProvider) * (input.sentencesPerScene ?? 1);
  return (voice + imageCostSeconds(input.imageMode, input.audioOnly)) * input.scenes + 5;
}

/** The range shown to the parent: 0.8 to 1.2 times the estimate, in whole seconds. */
export function estimateRange(totalSeconds: number): { min: number; max: number } {
  return { min: Math.round(totalSeconds * 0.8), max: Math.round(totalSeconds * 1.2) };
}

const formatDuration = (seconds: number): string => {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
};

/** The engines a server really uses, as its voice options answer says (§7). */
export interface ServerEngines {
  image_modes: readonly ImageMode[];
  tts_providers: readonly TtsProvider[];
  writer: EngineKind;
  signer: EngineKind;
}

/** Who makes each part of one story: null for a part the story does not have. */
export interface StoryEngines {
  writer: EngineKind;
  voice: EngineKind;
  pictures: EngineKind | null;
  signs: EngineKind | null;
}

const familyOf = (mode: ImageMode) => IMAGE_MODES.find((m) => m.value === mode)?.family;

/**
 * Who would make a story on a server with these engines. A voice or picture whose vendor is not
 * configured is made by the builtin engines instead; auto draws with a vendor when there is one.
 */
export function storyEngines(
  input: Pick<EstimateInput, 'ttsProvider' | 'imageMode' | 'audioOnly'> & { signLanguage: boolean },
  engines: ServerEngines,
): StoryEngines {
  const voiceIsCloud = input.ttsProvider !== 'builtin' && engines.tts_providers.includes(input.ttsProvider);
  const family = familyOf(input.imageMode);
  const vendorDraws =
    family === 'auto'
      ? engines.image_modes.some((mode) => !['auto', 'svg'].includes(familyOf(mode) ?? 'svg'))
      : family !== 'svg' && engines.image_modes.includes(input.imageMode);
  return {
    writer: engines.writer,
    voice: voiceIsCloud ? 'cloud' : 'builtin',
    pictures: input.audioOnly ? null : vendorDraws ? 'cloud' : 'builtin',
    signs: input.signLanguage ? engines.signer : null,
  };
}

// What the builtin engines take on a 2-core machine: writing and storing the story, drawing and
// narrating a scene (the two side by side), and one scene's sign video.
const BUILTIN_STORY_SECONDS = { min: 1, max: 2.5 };
const BUILTIN_SCENE_SECONDS = { min: 0.3, max: 0.6 };
const BUILTIN_SIGN_SECONDS = { min: 1.5, max: 2.5 };

export interface EngineEstimateInput extends EstimateInput {
  signLanguage?: boolean;
}

/**
 * The time range for a story made by this server's engines. Cloud voices and pictures cost what
 * §9 says (with its 5 s and 0.8–1.2 range); the builtin engines take seconds, not minutes. Without
 * engines (a server that does not say), §9's figures are used as they are.
 */
export function estimateSecondsRange(
  input: EngineEstimateInput,
  engines?: ServerEngines,
): { min: number; max: number } {
  if (!engines) return estimateRange(estimateGenerationSeconds(input));
  const uses = storyEngines({ ...input, signLanguage: input.signLanguage ?? false }, engines);
  const cloudPerScene =
    (uses.voice === 'cloud' ? voiceCostSeconds(input.ttsProvider) * (input.sentencesPerScene ?? 1) : 0) +
    (uses.pictures === 'cloud' ? imageCostSeconds(input.imageMode, input.audioOnly) : 0);
  const usesCloud = cloudPerScene > 0 || uses.writer === 'cloud';
  const cloudTotal = cloudPerScene * input.scenes + 5;
  const base = usesCloud
    ? { min: cloudTotal * 0.8, max: cloudTotal * 1.2 }
    : { min: BUILTIN_STORY_SECONDS.min, max: BUILTIN_STORY_SECONDS.max };
  const builtinScenes = uses.voice === 'builtin' || uses.pictures === 'builtin' ? input.scenes : 0;
  const builtinSigns = uses.signs === 'builtin' ? input.scenes : 0;
  const min = base.min + builtinScenes * BUILTIN_SCENE_SECONDS.min + builtinSigns * BUILTIN_SIGN_SECONDS.min;
  const max = base.max + builtinScenes * BUILTIN_SCENE_SECONDS.max + builtinSigns * BUILTIN_SIGN_SECONDS.max;
  const shownMin = Math.max(1, Math.round(min));
  return { min: shownMin, max: Math.max(shownMin + 1, Math.round(max)) };
}

/**
 * The estimated-time text of the generator, e.g. 'Estimated time: 42–62 seconds'. Background
 * music adds §9's 5–10 seconds only where a cloud voice reads the story; the builtin voice mixes
 * it in as it speaks.
 */
export function estimateText(
  input: EngineEstimateInput & { backgroundMusic: boolean },
  engines?: ServerEngines,
): string {
  const { min, max } = estimateSecondsRange(input, engines);
  const range = max < 60 ? `${min}–${max} seconds` : `${formatDuration(min)} – ${formatDuration(max)}`;
  const music = backgroundMusicAddsTime(input, engines) ? ' (background music adds about 5–10 seconds)' : '';
  return `Estimated time: ${range}${music}`;
}

/** Whether background music adds §9's 5–10 seconds: only where a cloud voice reads the story. */
export function backgroundMusicAddsTime(
  input: EngineEstimateInput & { backgroundMusic: boolean },
  engines?: ServerEngines,
): boolean {
  if (!input.backgroundMusic) return false;
  return !engines || storyEngines({ ...input, signLanguage: false }, engines).voice === 'cloud';
}
