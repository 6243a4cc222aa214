import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { ReviewsService } from './reviews.service.js';

export function registerReviewRoutes(app: FastifyInstance, deps: { reviews: ReviewsService }): void {
  const { reviews } = deps;
  addRoute(app, 'getProductReviews', ({ params, query, request }) =>
    reviews.list(params.id, { limit: query.Limit, offset: query.Offset }, request.identity.customer),
  );
  addRoute(app, 'addProductReview', ({ params, body, request }) =>
    reviews.add(signedInCustomer(request), params.id, {
      title: body.Title,
      text: body.ReviewText,
      rating: body.Rating,
    }),
  );
  addRoute(app, 'setReviewHelpfulness', ({ params, body, request }) =>
    reviews.vote(signedInCustomer(request), params.id, body.WasHelpful),
  );
}
