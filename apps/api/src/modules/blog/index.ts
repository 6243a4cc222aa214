export { registerBlogRoutes } from './blog.routes.js';
export {
  createBlogPost,
  createBlogService,
  DEFAULT_BLOG_COMMENT_RATE_LIMIT,
  findBlogPostForLink,
  listBlogPostsForSitemap,
  normalizeTags,
  type BlogCommentForReview,
  type BlogService,
} from './blog.service.js';
export { blogMessages } from './blog.messages.js';
