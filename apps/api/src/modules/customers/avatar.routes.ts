// @fastify/multipart is registered inside this plugin only, so no other route accepts multipart bodies; its file
// limit replaces the app's body limit here, since multipart bodies bypass `bodyLimit`.
import fastifyMultipart from '@fastify/multipart';
import { AVATAR_FIELD } from '@sabad/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, SessionRequiredError } from '../../lib/app-error.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { addRoute } from '../../plugins/contract-routes.js';
import { readUploadedFile } from '../../plugins/uploaded-file.js';
import type { SettingsService } from '../settings/index.js';
import type { AvatarService } from './avatar.service.js';
import { avatarMessages } from './customers.messages.js';

/** The most the route ever reads, whatever the setting says (DESIGN: avatars up to 2 MB). */
export const AVATAR_HARD_LIMIT_BYTES = 2 * 1024 * 1024;

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
      const bytes = await readUploadedFile(request, { field: AVATAR_FIELD, maxBytes, messages: avatarMessages });
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
