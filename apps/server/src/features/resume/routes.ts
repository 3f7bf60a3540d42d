import { errorResponse, lastStory, rememberLastStoryRequest } from '@storyloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerId } from '../../platform/auth/viewer.ts';
import type { ResumeService } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export const resumeRoutes: FastifyPluginAsyncZod<{ service: ResumeService }> = async (app, { service }) => {
  app.get(
    '/v1/account/last-story',
    {
      schema: {
        tags: ['account'],
        operationId: 'getLastStory',
        summary: 'The story the Player link resumes: the one you played last, else the newest you made',
        description:
          'A story played last that you may no longer read (deleted, failed, or made private by someone else) is skipped. ' +
          '`bundle_id` is null when there is nothing to resume.',
        response: { 200: lastStory, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.lastStory(viewerId(request));
    },
  );

  app.put(
    '/v1/account/last-story',
    {
      config: { limit: 'resume' },
      schema: {
        tags: ['account'],
        operationId: 'rememberLastStory',
        summary:
          'Remember the story you started playing, so the Player link resumes it on your other devices',
        description: 'A story you may not read answers 404 and changes nothing.',
        body: rememberLastStoryRequest,
        response: { 200: lastStory, ...errors },
      },
    },
    async (request) => service.rememberPlayed(request.body.bundle_id, viewerId(request)),
  );
};
