import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { BlogService } from './blog.service.js';

export function registerBlogRoutes(app: FastifyInstance, deps: { blog: BlogService }): void {
  const { blog } = deps;
  addRoute(app, 'getBlogPosts', ({ query }) =>
    blog.list({ limit: query.Limit, offset: query.Offset, tag: query.Tag ?? null }),
  );
  addRoute(app, 'getBlogTags', () => blog.tags());
  addRoute(app, 'getBlogPost', ({ params, request }) => blog.post(params.id, request.identity.customer));
  addRoute(app, 'addBlogComment', ({ params, body, request }) =>
    blog.addComment(signedInCustomer(request), params.id, body.CommentText),
  );
}
