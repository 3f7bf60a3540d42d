import {
  errorResponse,
  MESSAGES,
  printOrder,
  printOrderRequest,
  printOrdersResponse,
} from '@storyloom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../platform/errors.ts';
import type { PrintService } from './service.ts';

export interface PrintRoutesDeps {
  service: PrintService;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

/** The signed-in caller's id; ordering prints is for signed-in users only (product §6). */
function signedIn(request: FastifyRequest): string {
  const uid = request.user?.uid;
  if (!uid) throw unauthorized(MESSAGES.signInToOrderPrint);
  return uid;
}

export const printRoutes: FastifyPluginAsyncZod<PrintRoutesDeps> = async (app, { service }) => {
  app.post(
    '/v1/print/orders',
    {
      config: { limit: 'print' },
      schema: {
        tags: ['print'],
        operationId: 'placePrintOrder',
        summary: 'Order a printed storybook (test mode: typeset and stored, never charged)',
        body: printOrderRequest,
        response: { 201: printOrder, ...errors },
      },
      // A signed-out caller learns to sign in before anything about the form.
      preValidation: async (request) => {
        signedIn(request);
      },
    },
    async (request, reply) => reply.status(201).send(await service.place(request.body, signedIn(request))),
  );

  app.get(
    '/v1/print/orders',
    {
      schema: {
        tags: ['print'],
        operationId: 'listPrintOrders',
        summary: 'Your print orders, newest first',
        response: { 200: printOrdersResponse, ...errors },
      },
    },
    async (request) => service.list(signedIn(request)),
  );
};
