import { ProviderError } from '../http/provider-error.ts';
import { createProviderHttp, type VendorSettings } from '../http/provider-http.ts';
import type { CloneProvider, VoiceSample } from '../types.ts';
import { ELEVENLABS_BASE_URL, readElevenLabsError } from './elevenlabs.ts';

const SAMPLE_TYPES: Record<VoiceSample['format'], string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

/** ElevenLabs instant voice cloning: `POST /v1/voices/add` with the sample, `DELETE /v1/voices/{id}`. */
export function createElevenLabsCloning(settings: VendorSettings): CloneProvider {
  const http = createProviderHttp({
    provider: 'elevenlabs',
    baseURL: settings.baseURL ?? ELEVENLABS_BASE_URL,
    headers: { 'xi-api-key': settings.apiKey },
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? 2,
    // Uploading and cloning a minute of audio takes longer than speaking a scene.
    policy: { timeoutMs: 120_000, ...settings.policy },
    readError: readElevenLabsError,
  });
  return {
    id: 'elevenlabs',
    async create({ name, sample, language, gender }) {
      const form = new FormData();
      form.append('name', name);
      form.append('files', new Blob([sample.bytes], { type: SAMPLE_TYPES[sample.format] }), sample.fileName);
      form.append('description', 'A parent’s voice, cloned to read their children’s stories');
      form.append('labels', JSON.stringify({ language, gender }));
      const answer = await http.json<{ voice_id?: unknown }>({ path: '/v1/voices/add', form });
      if (typeof answer?.voice_id !== 'string' || answer.voice_id === '') {
        throw new ProviderError('elevenlabs', 'elevenlabs: the answer has no voice_id', {
          kind: 'malformed',
        });
      }
      return { voiceId: answer.voice_id };
    },
    async remove(voiceId) {
      await http.request({ method: 'DELETE', path: `/v1/voices/${encodeURIComponent(voiceId)}` });
    },
  };
}
