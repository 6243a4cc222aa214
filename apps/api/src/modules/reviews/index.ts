/** The reviews module's public entry: product reviews and their helpfulness votes. */
export { registerReviewRoutes } from './reviews.routes.js';
export { createReviewsService, reviewerName, type ReviewsService } from './reviews.service.js';
/** The one step that moves a product's approved rating sums; the demo seed counts its reviews with it. */
export { adjustApprovedRating } from './reviews.repository.js';
