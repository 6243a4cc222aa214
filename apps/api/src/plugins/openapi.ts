import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/v2/openapi.json';
export const DOCS_PATH = '/api/docs';

export async function registerOpenApi(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sabad store API',
        description:
          'The store API of Sabad (سبد). Paths are matched case-insensitively, with or without a trailing slash. ' +
          'Identity: `Guest-Customer-Id: <uuid v4>` on every request, `Authorization: Basic <AccessToken>` (or Bearer) when logged in. ' +
          'Errors: `{ Success: false, Message, Errors }` with Persian messages.',
        version: options.version,
      },
      components: {
        securitySchemes: {
          accessToken: {
            type: 'http',
            scheme: 'basic',
            description: 'Authorization: Basic <AccessToken> (Bearer is accepted too)',
          },
          // The back office's routes (/api/admin/v1, tags "Admin: …"; ADR 0064) are listed here too.
          adminSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sabad_admin',
            description:
              'The staff session cookie set by POST /api/admin/v1/auth/sign-in; every write also sends X-CSRF-Token (from sign-in or GET /api/admin/v1/staff/me).',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
