export { registerReviewRoutes } from './reviews.routes.js';
export {
  createReviewerNames,
  createReviewsService,
  type ReviewerNames,
  type ReviewsService,
} from './reviews.service.js';
