import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { ContentAdminService } from './content-admin.service.js';

export function registerContentAdminRoutes(app: FastifyInstance, deps: { contentAdmin: ContentAdminService }): void {
  const { contentAdmin } = deps;
  addAdminRoute(app, 'adminListBlogPosts', ({ query }) => contentAdmin.posts(query));
  addAdminRoute(app, 'adminGetBlogPost', ({ params }) => contentAdmin.post(params.id));
  addAdminRoute(app, 'adminCreateBlogPost', ({ body, actor }) => contentAdmin.createPost(body, actor));
  addAdminRoute(app, 'adminChangeBlogPost', ({ params, body, actor }) =>
    contentAdmin.changePost(params.id, body, actor),
  );
  addAdminRoute(app, 'adminSetBlogPostCover', ({ params, body, actor }) =>
    contentAdmin.setCover(params.id, body, actor),
  );
  addAdminRoute(app, 'adminDeleteBlogPost', async ({ params, query, actor }) => {
    await contentAdmin.deletePost(params.id, query.expectedVersion, actor);
    return { done: true as const };
  });
  addAdminRoute(app, 'adminListTopics', () => contentAdmin.topics());
  addAdminRoute(app, 'adminGetTopic', ({ params }) => contentAdmin.topic(params.id));
  addAdminRoute(app, 'adminChangeTopic', ({ params, body, actor }) => contentAdmin.changeTopic(params.id, body, actor));
}
