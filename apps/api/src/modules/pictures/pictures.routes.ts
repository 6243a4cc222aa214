// Links never change for a picture, so they may be cached for a year.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { pictureSizes, type PictureSize } from './picture-urls.js';
import { pictureMessages } from './pictures.messages.js';
import type { PicturesService } from './pictures.service.js';

const PictureParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  size: z.enum(Object.keys(pictureSizes) as [PictureSize, ...PictureSize[]]),
  name: z.string().max(300),
});

export function registerPictureRoutes(app: FastifyInstance, deps: { pictures: PicturesService }): void {
  app.route({
    method: 'GET',
    url: '/images/:id/:size/:name',
    schema: { hide: true, params: PictureParams },
    handler: async (request, reply) => {
      const { id, size } = request.params as z.output<typeof PictureParams>;
      const picture = await deps.pictures.getPicture(id, size);
      if (!picture) throw notFound(pictureMessages.pictureNotFound, []);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('etag', picture.etag);
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.type(picture.contentType).send(picture.body);
    },
  });
}
