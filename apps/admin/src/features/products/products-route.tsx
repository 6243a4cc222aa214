import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

export const newProductRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/catalogue/products/new',
  beforeLoad: requirePermission('catalogue.change'),
  component: lazyRouteComponent(() => import('./product-page'), 'NewProductPage'),
});

export const productRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/catalogue/products/$productId',
  params: {
    parse: (params: { productId: string }) => ({ productId: Number(params.productId) }),
    stringify: (params: { productId: number }) => ({ productId: String(params.productId) }),
  },
  beforeLoad: requirePermission('catalogue.view'),
  component: lazyRouteComponent(() => import('./product-page'), 'ProductPage'),
});

/** The product editor's pages; the product list (/catalogue/products) is the price grid's. */
export const productEditorRoutes = [newProductRoute, productRoute] as const;
