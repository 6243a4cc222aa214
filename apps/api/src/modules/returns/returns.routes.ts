import fastifyMultipart from '@fastify/multipart';
import { RETURN_REQUEST_PICTURE_FIELD } from '@sabad/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import { readUploadedFile } from '../../plugins/uploaded-file.js';
import { returnMessages } from './returns.messages.js';
import { RETURN_PICTURE_HARD_LIMIT_BYTES, type ReturnsService } from './returns.service.js';

function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

export function registerReturnRoutes(app: FastifyInstance, deps: { returns: ReturnsService }): void {
  const { returns } = deps;
  addRoute(app, 'getReturnRequestForm', ({ request, params, reply }) => {
    noStore(reply);
    return returns.form(signedInCustomer(request), params.orderId);
  });
  addRoute(app, 'submitReturnRequest', ({ request, params, body }) =>
    returns.submit(signedInCustomer(request), params.orderId, body),
  );
  addRoute(app, 'getCustomerReturnRequests', ({ request, reply }) => {
    noStore(reply);
    return returns.list(signedInCustomer(request));
  });
}

// Awaited in app.ts before the other routes (ADR 0010): awaiting a plugin settles the routes added so far with the
// error handler of that moment.
export async function registerReturnUploadRoute(
  app: FastifyInstance,
  deps: { returns: ReturnsService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: RETURN_PICTURE_HARD_LIMIT_BYTES, files: 1 } });
    scope.setErrorHandler((error, request, reply) => app.errorHandler.call(app, error, request, reply));

    addRoute(scope, 'uploadReturnRequestPicture', async ({ request }) => {
      const customer = signedInCustomer(request);
      const maxBytes = await deps.returns.pictureLimitBytes();
      const bytes = await readUploadedFile(request, {
        field: RETURN_REQUEST_PICTURE_FIELD,
        maxBytes,
        messages: returnMessages,
      });
      return deps.returns.uploadPicture(customer, bytes);
    });
  });
}
