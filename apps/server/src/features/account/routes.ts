import {
  accountExportStarted,
  accountExportState,
  accountSummary,
  deleteAccountRequest,
  errorResponse,
  idParams,
  MESSAGES,
  okResponse,
} from '@storyloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerId } from '../../platform/auth/viewer.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { rawResponse } from '../../platform/http/openapi.ts';
import { EXPORT_FILE_NAME, type MediaStore } from '../../platform/media.ts';
import type { UrlSigner } from '../../platform/signed-urls.ts';
import { type AccountService, exportDownloadPath } from './service.ts';

export interface AccountRoutesDeps {
  service: AccountService;
  media: MediaStore;
  /** Checks a download's signed link, which a browser follows without a bearer token. */
  signer: UrlSigner;
}

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const signedLinkQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesDeps> = async (
  app,
  { service, media, signer },
) => {
  app.get(
    '/v1/account',
    {
      schema: {
        tags: ['account'],
        operationId: 'getAccount',
        summary:
          'What is kept for your account: your email and name from sign-in, and how many of each thing',
        response: { 200: accountSummary, ...errors },
      },
    },
    async (request) => service.summary(viewerId(request)),
  );

  app.post(
    '/v1/account/export',
    {
      config: { limit: 'accountExport' },
      schema: {
        tags: ['account'],
        operationId: 'startAccountExport',
        summary: 'Start a download of everything kept for your account',
        description:
          'Answers 202 with export_id at once; the zip (account.json, story media, voice samples, print files) is made on the worker. ' +
          'Follow GET /v1/account/export/{id} for its status.',
        response: { 202: accountExportStarted, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ ok: true as const, export_id: await service.startExport(viewerId(request)) }),
  );

  app.get(
    '/v1/account/export/:id',
    {
      schema: {
        tags: ['account'],
        operationId: 'getAccountExport',
        summary: 'How your download is getting on; when ready, a link that works for one hour',
        params: idParams,
        response: { 200: accountExportState, 410: errorResponse, ...errors },
      },
    },
    async (request) => service.exportState(viewerId(request), request.params.id),
  );

  app.get(
    '/v1/account/export/:id/download',
    {
      schema: {
        tags: ['account'],
        operationId: 'downloadAccountExport',
        summary: 'The download itself, by the signed link GET /v1/account/export/{id} gives',
        params: idParams,
        querystring: signedLinkQuery,
        response: {
          200: rawResponse('The zip, as an attachment', 'application/zip', z.file()),
          404: errorResponse,
          410: errorResponse,
        },
      },
    },
    // The zip is streamed from storage, which Fastify sends as it is: its schema above only describes it.
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      if (!signer.verify(exportDownloadPath(id), exp, sig)) {
        // A link of ours past its hour says so; anything else is simply not there.
        if (exp && sig) throw new AppError(410, 'gone', MESSAGES.exportExpired);
        throw notFound(MESSAGES.exportNotFound);
      }
      const download = await media.openExport(id);
      if (!download) throw new AppError(410, 'gone', MESSAGES.exportExpired);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(download.info.size))
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(download.body as never);
    },
  );

  app.delete(
    '/v1/account',
    {
      schema: {
        tags: ['account'],
        operationId: 'deleteAccount',
        summary: 'Delete your account and everything kept for it; every device is signed out',
        description:
          'confirm must be the account’s email (any letter case); otherwise 400 and nothing changes. ' +
          'Removes every story (public ones too) with its files, voice clones (and the cloning service’s voice), samples, ' +
          'bookmarks, likes, reports, sessions and downloads; print orders lose their files and stay only as anonymised rows.',
        body: deleteAccountRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await service.deleteAccount(viewerId(request), request.body.confirm);
      return { ok: true as const };
    },
  );
};
