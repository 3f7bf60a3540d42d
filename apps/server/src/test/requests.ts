import type { GenerateStoryInput, GenerateStoryResponse, RegenerateAudioRequest } from '@storyloom/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A generate request as the web app sends it, with overrides. */
export const buildGenerateRequest = (overrides: Partial<GenerateStoryInput> = {}): GenerateStoryInput => ({
  child_name: 'Mia',
  theme: 'ocean',
  language: 'en',
  age: 4,
  scenes: 2,
  pause_ms: 800,
  speech_rate: 0.85,
  privacy: 'public',
  audio_only: false,
  background_music: false,
  sign_language: false,
  image_mode: 'auto',
  sentences_per_scene: 1,
  tts_voice: 'alloy',
  tts_provider: 'openai',
  ...overrides,
});

/** A multipart body built by hand, so tests control every byte and header. */
export function multipart(
  fields: Record<string, unknown>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----storyloom${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Makes a story through the real endpoint and expects it to succeed. */
export async function generateStory(
  app: FastifyInstance,
  overrides: Partial<GenerateStoryInput> = {},
  headers: Record<string, string> = {},
): Promise<GenerateStoryResponse & { bundle_id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/stories/generate',
    payload: buildGenerateRequest(overrides),
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Asks for a story's narration again in another voice; the answer is the caller's to check. */
export const regenerateAudio = (
  app: FastifyInstance,
  bundleId: string,
  payload: RegenerateAudioRequest,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: `/v1/stories/${bundleId}/regenerate-audio`, payload, headers });
