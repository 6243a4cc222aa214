/** The reviews module's public entry: product reviews and their helpfulness votes. */
export { registerReviewRoutes } from './reviews.routes.js';
export { createReviewsService, reviewerName, type ReviewsService } from './reviews.service.js';
