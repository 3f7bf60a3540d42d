import {
  createVoiceCloneFields,
  createVoiceCloneResponse,
  errorResponse,
  idParams,
  LIMITS,
  MESSAGES,
  okResponse,
  voiceClonesResponse,
  voiceSampleParams,
  voiceSampleQuery,
} from '@storyloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { type FormLimits, type FormUpload, readForm } from '../../platform/http/multipart.ts';
import { rawResponse } from '../../platform/http/openapi.ts';
import { sendStoredMedia } from '../../platform/http/stored-media.ts';
import type { MediaStore } from '../../platform/media.ts';
import { refuse, type VoiceService, type VoiceUpload } from './service.ts';
import type { VoicePreviews } from './voice-previews.ts';

export interface VoiceRoutesDeps {
  service: VoiceService;
  previews: VoicePreviews;
  media: MediaStore;
}

/** The clone form: voice_name, language and one audio_file of at most 25 MB. */
const CLONE_FORM: FormLimits = {
  file: {
    field: 'audio_file',
    maxBytes: LIMITS.voiceSampleBytes,
    tooLarge: MESSAGES.voiceFileTooLarge,
    oneOnly: MESSAGES.formOneAudioFile,
  },
  fields: 8,
  fieldBytes: 4096,
};

/** Reads the clone form; a bigger file is refused while it streams in, before it is held in memory. */
async function readCloneForm(request: FastifyRequest, reply: FastifyReply): Promise<VoiceUpload> {
  if (!request.isMultipart()) throw refuse(400, 'bad_request', MESSAGES.voiceFileRequired);
  let form: FormUpload;
  try {
    form = await readForm(request, reply, CLONE_FORM);
  } catch (error) {
    // Every refusal of an upload says 'Failed to create voice clone', with the reason as its detail.
    if (error instanceof AppError) throw refuse(error.status, error.code, error.message);
    throw error;
  }
  const { fields, file } = form;
  return { voiceName: fields.voice_name ?? '', file, language: fields.language };
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  502: errorResponse,
};

export const voiceRoutes: FastifyPluginAsyncZod<VoiceRoutesDeps> = async (
  app,
  { service, previews, media },
) => {
  await app.register(import('@fastify/multipart'));

  app.get(
    '/v1/voices/:voice_id/sample',
    {
      config: { limit: 'voiceSample' },
      schema: {
        tags: ['voices'],
        operationId: 'getVoiceSample',
        summary: 'Hear a voice before choosing it: one short story sentence, as MP3, in the story’s language',
        description:
          'voice_id is a value from /v1/meta/openai-options, or `clone_{id}` for one of your own cloned voices (bearer). Each voice and language is spoken once and kept, with an ETag; a cloned voice is only ever heard by its owner, anyone else gets a 404.',
        params: voiceSampleParams,
        querystring: voiceSampleQuery,
        response: {
          200: rawResponse('The sample', 'audio/mpeg', z.file()),
          206: rawResponse('The part of the sample a Range header asked for', 'audio/mpeg', z.file()),
          304: rawResponse('The copy the browser has is current'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          416: rawResponse('The Range lies past the end of the sample'),
          502: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const sample = await previews.sample(request.params.voice_id, request.query.language, request.user);
      // The sample is bytes, not a JSON body the response schemas describe.
      const raw = reply as FastifyReply;
      if ('file' in sample) return sendStoredMedia(request, raw, media, sample.file);
      return raw.header('content-type', 'audio/mpeg').header('cache-control', 'no-store').send(sample.audio);
    },
  );

  app.get(
    '/v1/voice/clones',
    {
      schema: {
        tags: ['voices'],
        operationId: 'listVoiceClones',
        summary: 'Your cloned voices, newest first, with your plan and this server’s cloning engine',
        response: { 200: voiceClonesResponse, 401: errorResponse },
      },
    },
    async (request) => service.list(request.user),
  );

  app.post(
    '/v1/voice/clone',
    {
      config: { limit: 'upload' },
      schema: {
        tags: ['voices'],
        operationId: 'cloneVoice',
        summary: 'Clone your voice from a sample (premium): multipart voice_name, audio_file, language',
        description:
          'The sample must be WAV, MP3 or M4A, at most 25 MB, and 5 seconds to 5 minutes of speech. Refusals say `Failed to create voice clone` with the reason in `detail`.',
        consumes: ['multipart/form-data'],
        body: createVoiceCloneFields.extend({
          audio_file: z.string().describe('The sample: a WAV, MP3 or M4A file'),
        }),
        response: { 200: createVoiceCloneResponse, ...errors },
      },
      // The form is read and checked in the service, in the documented order, after sign-in and plan.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const user = await service.mayClone(request.user);
      const clone = await service.create(user, await readCloneForm(request, reply));
      return { ok: true as const, clone };
    },
  );

  app.delete(
    '/v1/voice/clone/:id',
    {
      schema: {
        tags: ['voices'],
        operationId: 'deleteVoiceClone',
        summary: 'Delete one of your cloned voices with its sample',
        params: idParams,
        response: { 200: okResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await service.remove(request.user, request.params.id);
      return { ok: true as const };
    },
  );
};
