export { registerBlogRoutes } from './blog.routes.js';
export {
  createBlogPosts,
  createBlogService,
  type BlogCommentForReview,
  type BlogPosts,
  type LinkedBlogPost,
  type NewBlogPost,
  type BlogService,
} from './blog.service.js';
