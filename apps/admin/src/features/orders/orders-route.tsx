import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

/** The list's search lives in the address: a dashboard tile, a link or the back button opens the same list. */
export interface OrdersSearch {
  page?: number;
  q?: string;
  from?: string;
  to?: string;
  orderStatus?: number;
  paymentStatus?: number;
  shippingStatus?: number;
  paymentMethod?: string;
  /** Only cancelled orders whose money has not all gone back (the dashboard's tile). */
  refundOwed?: true;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUS = {
  orderStatus: [10, 20, 30, 40],
  paymentStatus: [10, 20, 30, 35, 40, 50],
  shippingStatus: [10, 20, 25, 30, 40],
} as const;
const METHODS = [
  'online',
  'Payments.SandboxBank',
  'Payments.ZarinPal',
  'Payments.CashOnDelivery',
  'Payments.CheckVertex',
];

function status(value: unknown, allowed: readonly number[]): number | undefined {
  const number = Number(value);
  return allowed.includes(number) ? number : undefined;
}

export function parseOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const page = Number(search.page);
  const q =
    typeof search.q === 'string' ? search.q.trim().slice(0, 100) : typeof search.q === 'number' ? String(search.q) : '';
  const parsed: OrdersSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    from: typeof search.from === 'string' && DAY.test(search.from) ? search.from : undefined,
    to: typeof search.to === 'string' && DAY.test(search.to) ? search.to : undefined,
    orderStatus: status(search.orderStatus, STATUS.orderStatus),
    paymentStatus: status(search.paymentStatus, STATUS.paymentStatus),
    shippingStatus: status(search.shippingStatus, STATUS.shippingStatus),
    paymentMethod:
      typeof search.paymentMethod === 'string' && METHODS.includes(search.paymentMethod)
        ? search.paymentMethod
        : undefined,
    refundOwed: search.refundOwed === true || search.refundOwed === 'true' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

export const ordersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/orders',
  validateSearch: parseOrdersSearch,
  beforeLoad: requirePermission('orders.view'),
  component: lazyRouteComponent(() => import('./orders-page'), 'OrdersPage'),
});

const orderParams = {
  parse: (params: { orderId: string }) => ({ orderId: Number(params.orderId) }),
  stringify: (params: { orderId: number }) => ({ orderId: String(params.orderId) }),
};

export const orderRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/orders/$orderId',
  params: orderParams,
  beforeLoad: requirePermission('orders.view'),
  component: lazyRouteComponent(() => import('./order-page'), 'OrderPage'),
});

export const orderPrintRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/orders/$orderId/print/$kind',
  params: {
    parse: (params: { orderId: string; kind: string }) => ({
      orderId: Number(params.orderId),
      kind: params.kind === 'packing-slip' ? ('packing-slip' as const) : ('invoice' as const),
    }),
    stringify: (params: { orderId: number; kind: 'invoice' | 'packing-slip' }) => ({
      orderId: String(params.orderId),
      kind: params.kind,
    }),
  },
  beforeLoad: requirePermission('orders.view'),
  component: lazyRouteComponent(() => import('./order-print-page'), 'OrderPrintPage'),
});
