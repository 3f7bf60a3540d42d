import { IMAGE_MODES, type ImageMode, type TtsProvider } from './constants.ts';

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

/** The estimated-time text of the generator, e.g. 'Estimated time: 42–62 seconds'. */
export function estimateText(input: EstimateInput & { backgroundMusic: boolean }): string {
  const { min, max } = estimateRange(estimateGenerationSeconds(input));
  const range = max < 60 ? `${min}–${max} seconds` : `${formatDuration(min)} – ${formatDuration(max)}`;
  const music = input.backgroundMusic ? ' (background music adds about 5–10 seconds)' : '';
  return `Estimated time: ${range}${music}`;
}
