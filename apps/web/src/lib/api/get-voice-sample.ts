import { voiceSamplePath } from '@storyloom/contract';
import { apiDownload } from '../api-client.ts';

/**
 * GET /v1/voices/{voice}/sample?language={code}: the voice reading one sentence in the story's
 * language, with the bearer token so a parent hears their own cloned voice.
 */
export const getVoiceSample = (voice: string, language: string, signal?: AbortSignal): Promise<Blob> =>
  apiDownload(voiceSamplePath(voice, language), 'audio/mpeg', signal);
