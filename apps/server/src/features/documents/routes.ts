import { bundleIdParams, errorResponse } from '@storyloom/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../engines/pdf/story-document.ts';
import { viewerId } from '../../platform/auth/viewer.ts';
import { rawResponse } from '../../platform/http/openapi.ts';
import type { DocumentService } from './service.ts';

export interface DocumentRoutesDeps {
  documents: DocumentService;
}

export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesDeps> = async (app, { documents }) => {
  app.get(
    '/v1/stories/:bundleId/pdf',
    {
      config: { limit: 'pdf' },
      schema: {
        tags: ['stories'],
        operationId: 'getStoryPdf',
        summary: 'The story as a picture-book PDF, saved as its title with underscores for spaces',
        params: bundleIdParams,
        response: {
          200: rawResponse('The PDF, as an attachment', 'application/pdf', z.file()),
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf, privacy } = await documents.storyPdf(request.params.bundleId, viewerId(request));
      // The file is bytes, not a JSON body the response schemas describe.
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', privacy === 'private' ? 'private, no-store' : 'no-cache')
        .send(pdf);
    },
  );
};
