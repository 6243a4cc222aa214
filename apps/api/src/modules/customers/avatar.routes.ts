/**
 * `POST /customer/avatar` (multipart) and `DELETE /customer/avatar`. @fastify/multipart is
 * registered inside this plugin only, so no other route accepts multipart bodies. Its file limit
 * replaces the app's 1 MB body limit here (multipart bodies bypass `bodyLimit`), and every way an
 * upload can be wrong answers 400 with a Persian message.
 */
import fastifyMultipart from '@fastify/multipart';
import { AVATAR_FIELD } from '@sabad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, SessionRequiredError } from '../../lib/app-error.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { addRoute } from '../../plugins/contract-routes.js';
import type { SettingsService } from '../settings/index.js';
import type { AvatarService } from './avatar.service.js';
import { avatarMessages } from './customers.messages.js';

/** The most the route ever reads, whatever the setting says (DESIGN: avatars up to 2 MB). */
export const AVATAR_HARD_LIMIT_BYTES = 2 * 1024 * 1024;

function errorCode(error: unknown): string | undefined {
  return (error as { code?: unknown })?.code as string | undefined;
}

async function readAvatarFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(avatarMessages.noFile);
  let bytes: Buffer | undefined;
  try {
    // Only the first file counts; other parts are drained by the plugin.
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } })) {
      if (part.type === 'file' && part.fieldname === AVATAR_FIELD && bytes === undefined) bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(avatarMessages.tooBig(maxBytes));
    // Broken multipart framing, too many parts, a client that hung up: the request is not an upload.
    request.log.info({ code: errorCode(error) }, 'avatar upload unreadable');
    throw badRequest(avatarMessages.noFile);
  }
  if (!bytes || bytes.length === 0) throw badRequest(avatarMessages.noFile);
  return bytes;
}

export async function registerAvatarRoutes(
  app: FastifyInstance,
  deps: { avatars: AvatarService; settings: SettingsService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: AVATAR_HARD_LIMIT_BYTES, files: 1 } });
    // A child scope keeps the error handler of the moment it loads, and the app installs its own
    // (the Persian envelope) after every route; so errors are handed to the app's handler at request time.
    scope.setErrorHandler((error, request, reply) => app.errorHandler.call(app, error, request, reply));

    addRoute(scope, 'uploadAvatar', async ({ request }) => {
      const customer = request.identity.customer;
      if (!customer) throw new SessionRequiredError(messagesFa.loginRequired); // `auth: true` already checked
      const settings = await deps.settings.get();
      if (!settings.AllowCustomersToUploadAvatars) throw forbidden(avatarMessages.uploadsDisabled);
      const maxBytes = Math.min(settings.AvatarMaximumSizeBytes, AVATAR_HARD_LIMIT_BYTES);
      const bytes = await readAvatarFile(request, maxBytes);
      return { Success: true as const, AvatarUrl: await deps.avatars.replace(customer.id, bytes) };
    });

    addRoute(scope, 'deleteAvatar', async ({ request }) => {
      const customer = request.identity.customer;
      if (!customer) throw new SessionRequiredError(messagesFa.loginRequired);
      await deps.avatars.remove(customer.id);
      return { Success: true as const, AvatarUrl: null };
    });
  });
}
