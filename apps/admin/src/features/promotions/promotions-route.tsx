import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

/** A list's search lives in the address: a link or the back button opens the same list. */
export interface PromotionsSearch {
  page?: number;
  q?: string;
  status?: string;
}

function parseSearch(statuses: readonly string[]) {
  return (search: Record<string, unknown>): PromotionsSearch => {
    const page = Number(search.page);
    const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, 100) : '';
    const parsed: PromotionsSearch = {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      q: q || undefined,
      status: typeof search.status === 'string' && statuses.includes(search.status) ? search.status : undefined,
    };
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
  };
}

const idParams = <K extends string>(key: K) => ({
  parse: (params: Record<K, string>) => ({ [key]: Number(params[key]) }) as Record<K, number>,
  stringify: (params: Record<K, number>) => ({ [key]: String(params[key]) }) as Record<K, string>,
});

export const discountsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promotions/discounts',
  validateSearch: parseSearch(['active', 'scheduled', 'expired', 'inactive']),
  beforeLoad: requirePermission('promotions.view'),
  component: lazyRouteComponent(() => import('./discounts-page'), 'DiscountsPage'),
});

export const newDiscountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promotions/discounts/new',
  beforeLoad: requirePermission('promotions.change'),
  component: lazyRouteComponent(() => import('./discount-page'), 'NewDiscountPage'),
});

export const discountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promotions/discounts/$discountId',
  params: idParams('discountId'),
  beforeLoad: requirePermission('promotions.view'),
  component: lazyRouteComponent(() => import('./discount-page'), 'DiscountPage'),
});

export const giftCardsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promotions/gift-cards',
  validateSearch: parseSearch(['active', 'inactive', 'spent']),
  beforeLoad: requirePermission('promotions.view'),
  component: lazyRouteComponent(() => import('./gift-cards-page'), 'GiftCardsPage'),
});

export const newGiftCardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promotions/gift-cards/new',
  beforeLoad: requirePermission('promotions.change'),
  component: lazyRouteComponent(() => import('./gift-card-page'), 'NewGiftCardPage'),
});

export const giftCardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promotions/gift-cards/$giftCardId',
  params: idParams('giftCardId'),
  beforeLoad: requirePermission('promotions.view'),
  component: lazyRouteComponent(() => import('./gift-card-page'), 'GiftCardPage'),
});

export const promotionRoutes = [
  discountsRoute,
  newDiscountRoute,
  discountRoute,
  giftCardsRoute,
  newGiftCardRoute,
  giftCardRoute,
] as const;
