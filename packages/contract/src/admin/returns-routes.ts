import type { AdminRouteTable } from './route-def.js';
import {
  AdminReturnChange,
  AdminReturnDetail,
  AdminReturnParams,
  AdminReturnQueue,
  AdminReturnQueueQuery,
} from './returns.js';

const tags = ['Admin: returns'];

/** The admin API's returns routes. */
export const adminReturnRoutes = {
  adminListReturns: {
    method: 'GET',
    path: '/returns',
    summary: 'The return requests queue, oldest first, filtered by status',
    tags,
    access: 'returns.view',
    query: AdminReturnQueueQuery,
    response: AdminReturnQueue,
  },
  adminGetReturn: {
    method: 'GET',
    path: '/returns/:id',
    summary: "A return request with the customer's comment and photo and the staff notes",
    tags,
    access: 'returns.view',
    params: AdminReturnParams,
    response: AdminReturnDetail,
  },
  adminChangeReturn: {
    method: 'POST',
    path: '/returns/:id/status',
    summary: 'Move a return request to a status with a staff note; the customer is told by SMS or email',
    tags,
    access: 'returns.change',
    params: AdminReturnParams,
    body: AdminReturnChange,
    response: AdminReturnDetail,
  },
} as const satisfies AdminRouteTable;
