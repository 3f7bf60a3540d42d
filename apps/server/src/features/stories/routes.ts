import {
  bundleIdParams,
  errorResponse,
  generateStoryAsyncResponse,
  generateStoryRequest,
  generateStoryResponse,
  idParams,
  type JobEvent,
  LIMITS,
  latestQuery,
  MESSAGES,
  okResponse,
  regenerateAudioRequest,
  regenerateAudioResponse,
  storyBundle,
  storyListQuery,
  storyListResponse,
} from '@storyloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerId } from '../../platform/auth/viewer.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Callers } from '../../platform/http/callers.ts';
import { sendJson } from '../../platform/http/json-answers.ts';
import { type FormLimits, readForm } from '../../platform/http/multipart.ts';
import { rawResponse } from '../../platform/http/openapi.ts';
import type { UrlSigner } from '../../platform/signed-urls.ts';
import type { ClaimCookie } from './claim-cookie.ts';
import { bundleIdOfJob, type StoryProgress } from './progress.ts';
import type { StoryRepository } from './repository.ts';
import type { StoryAnswers } from './story-answers.ts';
import type { StoryDeletion } from './story-deletion.ts';
import type { StoryGeneration } from './story-generation.ts';
import type { StoryReader } from './story-reader.ts';
import type { StoryRevoicing } from './story-revoicing.ts';

export interface StoryRoutesDeps {
  generation: StoryGeneration;
  reader: StoryReader;
  /** The list and the bundle, as answers kept briefly and with their cache policy. */
  answers: StoryAnswers;
  revoicing: StoryRevoicing;
  deletion: StoryDeletion;
  stories: StoryRepository;
  progress: StoryProgress;
  /** Signs a private story's progress link, which an EventSource follows without a bearer token. */
  signer: UrlSigner;
  /** Who asks, for the job queue's caps. */
  callers: Callers;
  /** Remembers the stories a browser makes signed out, for claiming at sign-in. */
  claimCookie: ClaimCookie;
  /** How long a generate call without `Prefer: respond-async` waits for its story. */
  syncTimeoutSeconds: number;
}

const EVENTS_LINK_TTL_SECONDS = 60 * 60;
const eventsPath = (jobId: string) => `/v1/stories/jobs/${encodeURIComponent(jobId)}/events`;

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
};

/** The generate form: its text fields (about twenty, each short) and the optional reference_image. */
const GENERATE_FORM: FormLimits = {
  file: {
    field: 'reference_image',
    maxBytes: LIMITS.referenceImageBytes - 1,
    tooLarge: MESSAGES.imageTooLarge,
    oneOnly: MESSAGES.formOneImage,
  },
  fields: 32,
  fieldBytes: 4096,
};

/** Reads a JSON body or a multipart form (text fields plus the optional reference_image file). */
async function readGenerateBody(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ fields: unknown; image: Buffer | null }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, image: null };
  const { fields, file } = await readForm(request, reply, GENERATE_FORM);
  return { fields, image: file && file.bytes.length > 0 ? file.bytes : null };
}

const signedLinkQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

export const storyRoutes: FastifyPluginAsyncZod<StoryRoutesDeps> = async (
  app,
  {
    generation,
    reader,
    answers,
    revoicing,
    deletion,
    stories,
    progress,
    signer,
    callers,
    claimCookie,
    syncTimeoutSeconds,
  },
) => {
  // Only the generate form takes multipart: its parser's hooks stay off every other route.
  await app.register(async (forms) => {
    await forms.register(import('@fastify/multipart'));

    forms.post(
      '/v1/stories/generate',
      {
        config: { limit: 'generate' },
        schema: {
          tags: ['stories'],
          operationId: 'generateStory',
          summary: 'Make a story (JSON, or multipart with reference_image)',
          description:
            'Answers 200 when the story is ready. With `Prefer: respond-async` it answers 202 at once; follow events_url for progress. ' +
            "Without it, a story not ready within the server's time limit (GENERATE_SYNC_TIMEOUT_SECONDS, 120 s by default) is answered " +
            'the same 202, with bundle_id and events_url to follow; the story goes on being made. ' +
            '429 (too many stories from this address or account) and 503 (too many stories being made) carry Retry-After; nothing is stored.',
          consumes: ['application/json', 'multipart/form-data'],
          body: generateStoryRequest,
          response: {
            200: generateStoryResponse,
            202: generateStoryAsyncResponse,
            500: generateStoryResponse,
            503: errorResponse,
            ...errors,
          },
        },
        // The body is validated in the handler, after a multipart form has been read.
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request, reply) => {
        const { fields, image } = await readGenerateBody(request, reply);
        const parsed = generateStoryRequest.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(
            issue?.message ?? MESSAGES.invalidRequest,
            issue ? `${issue.path.join('.')}: ${issue.message}` : undefined,
          );
        }
        const viewer = viewerId(request);
        const { bundleId, jobId } = await generation.create(parsed.data, image, viewer, callers.of(request));
        if (!viewer) claimCookie.remember(request, reply, bundleId);
        const accepted = () => {
          const path = eventsPath(jobId);
          return reply.status(202).send({
            ok: true as const,
            bundle_id: bundleId,
            job_id: jobId,
            events_url: parsed.data.privacy === 'private' ? signer.sign(path, EVENTS_LINK_TTL_SECONDS) : path,
          });
        };
        if (/respond-async/i.test(String(request.headers.prefer ?? ''))) return accepted();
        try {
          const made = await generation.waitUntilMade(bundleId, syncTimeoutSeconds * 1000);
          // Past the time limit the caller follows the job like an asynchronous one; the story goes on.
          if (made === 'still-making') return accepted();
          return { ok: true, bundle_id: bundleId, play_url: `/play/${bundleId}` };
        } catch {
          return reply
            .status(500)
            .send({ ok: false, bundle_id: bundleId, error: MESSAGES.generateFailed, code: 'generateFailed' });
        }
      },
    );
  });

  app.get(
    '/v1/stories/jobs/:id/events',
    {
      schema: {
        tags: ['stories'],
        operationId: 'followStoryProgress',
        summary: 'Progress of a story being made, as server-sent events (progress, scene, sign, done, error)',
        description:
          '`scene` {index} says a scene is playable: its picture and narration are stored (scene 1 comes first). ' +
          '`sign` {index} follows, for a story told in sign language, once that scene’s sign video is stored. ' +
          '`done` comes when everything is made, sign videos included.',
        params: idParams,
        querystring: signedLinkQuery,
        response: {
          200: rawResponse('Server-sent events: progress, scene, sign, done and error', 'text/event-stream'),
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const bundleId = bundleIdOfJob(request.params.id);
      const story = bundleId ? await stories.find(bundleId) : undefined;
      // A private story's progress is for its owner: a bearer token, or the signed link they were given.
      const allowed =
        story?.privacy !== 'private' ||
        story.user_id === viewerId(request) ||
        signer.verify(eventsPath(request.params.id), request.query.exp, request.query.sig);
      if (!bundleId || !story || !allowed) throw notFound('Job not found');

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let ended = false;
      const send = (event: JobEvent) => {
        if (ended) return;
        ended = event.event === 'done' || event.event === 'error';
        res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      };
      let closed = false;
      let unsubscribe = () => {};
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        unsubscribe();
        res.end();
      };
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
      request.raw.on('close', close);
      try {
        unsubscribe = await progress.subscribe(bundleId, (event) => {
          send(event);
          if (ended) queueMicrotask(close);
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not follow the progress of a story');
        close();
        return;
      }
      if (closed) {
        unsubscribe();
        return;
      }
      // A story that ended before its history was forgotten has had it replayed; otherwise say how it ended.
      if (ended) return;
      if (story.status === 'ready') {
        send({ event: 'done', data: { bundle_id: bundleId, play_url: `/play/${bundleId}` } });
        close();
      } else if (story.status === 'failed') {
        send({ event: 'error', data: { error: MESSAGES.generateFailed, code: 'generateFailed' } });
        close();
      }
    },
  );

  app.get(
    '/v1/stories/bundle/:bundleId',
    {
      schema: {
        tags: ['stories'],
        operationId: 'getStoryBundle',
        summary: 'A whole story for the player',
        description:
          'While the story is being made, every written scene is listed in order: the playable ones (`ready`) with ' +
          'their media and words, the others with `ready: false` and no media. A playable scene’s sign video may ' +
          'come later (sign_video_url null until then).',
        params: bundleIdParams,
        response: { 200: storyBundle, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, cacheControl } = await answers.bundle(request.params.bundleId, viewerId(request));
      return sendJson(request, reply, answer, cacheControl);
    },
  );

  app.delete(
    '/v1/stories/bundle/:bundleId',
    {
      schema: {
        tags: ['stories'],
        operationId: 'deleteStory',
        summary: 'Delete your own story',
        params: bundleIdParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await deletion.remove(request.params.bundleId, viewerId(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/stories/:bundleId/regenerate-audio',
    {
      config: { limit: 'regenerateAudio' },
      schema: {
        tags: ['stories'],
        operationId: 'regenerateStoryAudio',
        summary: 'Narrate your own story again with another voice',
        params: bundleIdParams,
        body: regenerateAudioRequest,
        response: { 200: regenerateAudioResponse, 409: errorResponse, 502: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { tts_voice } = await revoicing.regenerateAudio(
        request.params.bundleId,
        viewerId(request),
        request.body,
      );
      return { ok: true as const, tts_voice };
    },
  );

  app.get(
    '/v1/stories/latest',
    {
      schema: {
        tags: ['stories'],
        operationId: 'getLatestStory',
        summary: 'The newest story for a child',
        querystring: latestQuery,
        response: { 200: storyBundle, ...errors },
      },
    },
    async (request) => reader.latest(request.query.child, viewerId(request)),
  );

  app.get(
    '/v1/stories/list',
    {
      schema: {
        tags: ['stories'],
        operationId: 'listStories',
        summary: 'Ready stories, newest first: public ones, plus your own private ones when signed in',
        querystring: storyListQuery,
        response: { 200: storyListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, cacheControl } = await answers.list(request.query, viewerId(request));
      return sendJson(request, reply, answer, cacheControl);
    },
  );
};
