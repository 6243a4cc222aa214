import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';
import type { AdminBlogPostStatus } from '@sabad/contract/admin';

export interface BlogSearch {
  page?: number;
  q?: string;
  status?: AdminBlogPostStatus;
}

export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  const status =
    search.status === 'draft' || search.status === 'scheduled' || search.status === 'published'
      ? search.status
      : undefined;
  const parsed: BlogSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    status,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

const view = requirePermission('content.view');
const idParams = {
  parse: (params: { id: string }) => ({ id: Number(params.id) }),
  stringify: (params: { id: number }) => ({ id: String(params.id) }),
};

export const blogRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/content/blog',
  validateSearch: parseBlogSearch,
  beforeLoad: view,
  component: lazyRouteComponent(() => import('./blog-page'), 'BlogPage'),
});

export const newBlogPostRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/content/blog/new',
  beforeLoad: requirePermission('content.change'),
  component: lazyRouteComponent(() => import('./blog-editor-page'), 'NewBlogPostPage'),
});

export const blogPostRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/content/blog/$id',
  params: idParams,
  beforeLoad: view,
  component: lazyRouteComponent(() => import('./blog-editor-page'), 'BlogPostPage'),
});

export const topicsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/content/topics',
  beforeLoad: view,
  component: lazyRouteComponent(() => import('./topics-page'), 'TopicsPage'),
});

export const topicRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/content/topics/$id',
  params: idParams,
  beforeLoad: view,
  component: lazyRouteComponent(() => import('./topics-page'), 'TopicPage'),
});

export const contactRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/content/contact',
  beforeLoad: view,
  component: lazyRouteComponent(() => import('./contact-page'), 'ContactPage'),
});
