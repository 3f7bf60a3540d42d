import { randomUUID } from 'node:crypto';
import { ProviderError } from '../http/provider-error.ts';
import { createProviderHttp, type VendorSettings } from '../http/provider-http.ts';
import type { CloneProvider, VoiceSample } from '../types.ts';
import { readSpeechifyError, SPEECHIFY_BASE_URL } from './speechify.ts';

const SAMPLE_TYPES: Record<VoiceSample['format'], string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

/**
 * Speechify voice cloning: `POST /v1/voices` with the sample and the speaker's consent (their
 * name and email, as a JSON string), `DELETE /v1/voices/{id}`. An idempotency key makes a retried
 * upload return the first voice rather than clone the parent twice.
 */
export function createSpeechifyCloning(settings: VendorSettings): CloneProvider {
  const http = createProviderHttp({
    provider: 'speechify',
    baseURL: settings.baseURL ?? SPEECHIFY_BASE_URL,
    headers: { authorization: `Bearer ${settings.apiKey}` },
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? 2,
    policy: { timeoutMs: 120_000, ...settings.policy },
    readError: readSpeechifyError,
  });
  return {
    id: 'speechify',
    async create({ name, sample, language, gender, consent }) {
      const form = new FormData();
      form.append('name', name);
      form.append('gender', gender);
      form.append('locale', language === 'en' ? 'en-US' : language);
      form.append('sample', new Blob([sample.bytes], { type: SAMPLE_TYPES[sample.format] }), sample.fileName);
      form.append('consent', JSON.stringify({ fullName: consent.fullName, email: consent.email }));
      const answer = await http.json<{ id?: unknown }>({
        path: '/v1/voices',
        form,
        headers: { 'idempotency-key': randomUUID() },
      });
      if (typeof answer?.id !== 'string' || answer.id === '') {
        throw new ProviderError('speechify', 'speechify: the answer has no voice id', { kind: 'malformed' });
      }
      return { voiceId: answer.id };
    },
    async remove(voiceId) {
      await http.request({ method: 'DELETE', path: `/v1/voices/${encodeURIComponent(voiceId)}` });
    },
  };
}
