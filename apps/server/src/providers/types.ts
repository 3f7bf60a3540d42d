import type { TtsProvider, VoiceOption, WordTiming } from '@storyloom/contract';
import type { SceneArt, WriterInput, WrittenStory } from '../engines/writer/types.ts';

/** Writes the text of a story: `{title, scenes:[{narration, image_prompt, art}]}`. */
export interface TextProvider {
  readonly id: string;
  writeStory(input: WriterInput): Promise<WrittenStory>;
}

export interface ImageRequest {
  art: SceneArt;
  /** The scene prompt with the character brief, for providers that draw from text. */
  prompt: string;
  width: number;
  height: number;
  /** The story's seed: the same story always gets the same character. */
  seed: number;
  /** Colours taken from the parent's reference image or drawing. */
  palette?: string[];
}

/** Illustrates one scene as a PNG. */
export interface ImageProvider {
  readonly id: string;
  illustrate(request: ImageRequest): Promise<Buffer>;
}

export interface SpeechRequest {
  text: string;
  language: string;
  voice: string;
  /** The pacing's speech rate (1.0, 0.85, 0.75, 0.7). */
  speechRate: number;
  /** A lullaby bed for the theme, mixed under the narration. */
  music?: { theme: string; seed: number };
}

export interface SpeechResult {
  audio: Buffer;
  format: 'mp3';
  /** Every word of the narration, in order, in ms from the start of the audio file. */
  words: WordTiming[];
  durationMs: number;
  warnings: string[];
}

/** Narrates one scene with word timings. */
export interface SpeechProvider {
  readonly id: TtsProvider;
  voices(): VoiceOption[];
  speak(request: SpeechRequest): Promise<SpeechResult>;
}
