import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../../db/schema.js';
import { addRoute } from '../../plugins/contract-routes.js';
import type { ReviewsService } from './reviews.service.js';

/** Routes marked `auth` in the contract only run with a customer (the identity plugin's preHandler). */
const signedIn = (request: FastifyRequest): CustomerRow => request.identity.customer!;

export function registerReviewRoutes(app: FastifyInstance, deps: { reviews: ReviewsService }): void {
  const { reviews } = deps;
  addRoute(app, 'getProductReviews', ({ params, query, request }) =>
    reviews.list(params.id, { limit: query.Limit, offset: query.Offset }, request.identity.customer),
  );
  addRoute(app, 'addProductReview', ({ params, body, request }) =>
    reviews.add(signedIn(request), params.id, { title: body.Title, text: body.ReviewText, rating: body.Rating }),
  );
  addRoute(app, 'setReviewHelpfulness', ({ params, body, request }) =>
    reviews.vote(signedIn(request), params.id, body.WasHelpful),
  );
}
