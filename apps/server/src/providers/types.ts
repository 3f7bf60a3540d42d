import type { FocusPoint, SignLanguageType, TtsProvider, VoiceOption, WordTiming } from '@storyloom/contract';
import type { ChildLook } from '../domain/child-look.ts';
import type { SceneArt, WriterInput, WrittenStory } from '../domain/story-model.ts';
import type { SampleFormat } from '../engines/voice/match/decode-sample.ts';

/** A written story, and what the parent should be told about how it was written. */
export interface TextResult extends WrittenStory {
  warnings: string[];
}

/** Writes the text of a story: `{title, scenes:[{narration, image_prompt, art}]}`. */
export interface TextProvider {
  readonly id: string;
  writeStory(input: WriterInput): Promise<TextResult>;
}

/** The parent's reference photo or drawing, held only while its story is made. */
export interface ReferenceImage {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

export interface ImageRequest {
  art: SceneArt;
  /** What the scene shows, in English, without the child's name. */
  prompt: string;
  /** How the child looks in every scene (looks, outfit), so each picture shows the same child. */
  characterBrief?: string;
  width: number;
  height: number;
  /** The story's seed: the same story always gets the same character. */
  seed: number;
  /** Colours taken from the parent's reference image or drawing. */
  palette?: string[];
  /** What the parent said about the child (looks, girl or boy): the builtin illustrator draws it; the brief says it in words. */
  look?: ChildLook;
  /** The reference image itself, for providers that take an image as input. */
  reference?: ReferenceImage;
}

export interface ImageResult {
  png: Buffer;
  warnings: string[];
  /** Where the child's face is, in percent of the picture; only a picture drawn here knows it. */
  face?: FocusPoint;
}

/** Illustrates one scene as a PNG. */
export interface ImageProvider {
  readonly id: string;
  /** Whether it draws from a reference image (`ImageRequest.reference`) as well as from text. */
  readonly acceptsReference?: boolean;
  illustrate(request: ImageRequest): Promise<ImageResult>;
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
  /** The voices this provider really offers now; empty when they cannot be listed. */
  voices(): Promise<VoiceOption[]>;
  speak(request: SpeechRequest): Promise<SpeechResult>;
}

export interface ModerationResult {
  flagged: boolean;
  categories: string[];
}

/** Checks what a parent typed (a child's name, a custom theme) before a story is made from it. */
export interface ModerationProvider {
  readonly id: string;
  moderate(texts: string[]): Promise<ModerationResult>;
}

/** A recording of a parent reading aloud, already checked: WAV, MP3 or M4A. */
export interface VoiceSample {
  bytes: Buffer;
  fileName: string;
  format: SampleFormat;
}

export interface CloneRequest {
  name: string;
  sample: VoiceSample;
  language: string;
  gender: 'female' | 'male';
  /** The person whose voice it is agrees to its cloning (Speechify asks for their name and email). */
  consent: { fullName: string; email: string };
}

/** Makes a voice from a sample on a cloning service, and deletes it again. */
export interface CloneProvider {
  readonly id: 'elevenlabs' | 'speechify';
  create(request: CloneRequest): Promise<{ voiceId: string }>;
  remove(voiceId: string): Promise<void>;
}

export interface SignVideoRequest {
  /** The scene's narration. */
  text: string;
  language: string;
  type: SignLanguageType;
  /** The narration's words timed against its audio, so the signing can follow the voice. */
  words: WordTiming[];
  /** Length of the narration audio; the video should last as long. */
  durationMs: number;
  childName: string;
  /** English words of what the scene shows (its props, companion, setting), for choosing what to sign. */
  hints?: string[];
  /** The story's seed: the same signer in every scene. */
  seed: number;
}

export interface SignVideoResult {
  /** Null when the scene has nothing the provider can sign. */
  video: {
    bytes: Buffer;
    format: 'webm' | 'mp4';
    /** The same video as MP4, when `bytes` is WebM and the provider made both. */
    mp4?: Buffer;
  } | null;
  warnings: string[];
}

/** Makes a scene's sign-language video. */
export interface SignVideoProvider {
  readonly id: string;
  makeVideo(request: SignVideoRequest): Promise<SignVideoResult>;
}
