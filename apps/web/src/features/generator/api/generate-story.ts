import {
  type ChildAppearance,
  type ChildGender,
  type GenerateStoryAsyncResponse,
  type ImageMode,
  type LanguageCode,
  MESSAGES,
  type Privacy,
  type SignLanguageType,
  type TtsProvider,
} from '@storyloom/contract';
import { ApiError, apiRequest, waitMessageOf } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';

/** The story generation request of product §3, as the generator sends it. */
export interface GenerateStoryBody {
  child_name: string;
  theme: string;
  custom_theme?: string;
  language: LanguageCode;
  age: number;
  scenes: number;
  pause_ms: number;
  speech_rate: number;
  privacy: Privacy;
  audio_only: boolean;
  background_music: boolean;
  sign_language: boolean;
  sign_language_type?: SignLanguageType;
  image_mode: ImageMode;
  sentences_per_scene: number;
  child_gender?: ChildGender;
  appearance?: ChildAppearance;
  favourite_things?: string[];
  voice_clone_id?: string;
  tts_voice?: string;
  tts_provider?: TtsProvider;
}

/** How the server took the request: a job to follow, or (a server ignoring `Prefer`) a finished story. */
export type GenerationStart =
  | { kind: 'job'; bundleId: string; eventsUrl: string }
  | { kind: 'finished'; bundleId: string };

/**
 * Asks the server to make a story, answering at once with the job to follow (product §7). Errors
 * follow product §5: the response's error, otherwise 'Failed to generate story'.
 */
export async function startStoryGeneration(
  body: GenerateStoryBody | FormData,
  signal?: AbortSignal,
): Promise<GenerationStart> {
  // Fetched while the request is on its way, to read its answer (the generator page has them already).
  const schemas = contractSchemas.generation();
  let answer: unknown;
  try {
    answer = await apiRequest('/v1/stories/generate', {
      method: 'POST',
      body,
      signal,
      headers: { Prefer: 'respond-async' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // The server's words, or a wait: 'Too many stories at once. Please try again in 40 seconds.'
    if (error instanceof ApiError && (error.fromServer || waitMessageOf(error))) throw error;
    throw new ApiError(MESSAGES.generateFailed, error instanceof ApiError ? error.status : null, undefined, {
      cause: error,
    });
  }

  const { generateStoryAsyncResponse, generateStoryResponse } = await schemas;
  const job = generateStoryAsyncResponse.safeParse(answer);
  if (job.success) return jobStart(job.data);

  const finished = generateStoryResponse.safeParse(answer);
  if (finished.success && finished.data.ok && finished.data.bundle_id) {
    return { kind: 'finished', bundleId: finished.data.bundle_id };
  }
  throw new ApiError((finished.success && finished.data.error) || MESSAGES.generateFailed, null);
}

const jobStart = (data: GenerateStoryAsyncResponse): GenerationStart => ({
  kind: 'job',
  bundleId: data.bundle_id,
  eventsUrl: data.events_url,
});
