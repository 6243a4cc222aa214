import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ModerationKind } from '@sabad/contract/admin';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';
import { MODERATION_KINDS } from './strings';

/** The inbox's filter lives in the address: the dashboard's tiles link to `/moderation?kind=review`. */
export interface ModerationSearch {
  page?: number;
  kind?: ModerationKind;
}

export function parseModerationSearch(search: Record<string, unknown>): ModerationSearch {
  const page = Number(search.page);
  const parsed: ModerationSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    kind: MODERATION_KINDS.find((kind) => kind === search.kind),
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

export const moderationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/moderation',
  validateSearch: parseModerationSearch,
  beforeLoad: requirePermission('moderation.view'),
  component: lazyRouteComponent(() => import('./moderation-page'), 'ModerationPage'),
});
