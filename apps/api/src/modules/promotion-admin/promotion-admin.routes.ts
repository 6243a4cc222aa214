import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { PromotionAdminService } from './promotion-admin.service.js';

export function registerPromotionAdminRoutes(app: FastifyInstance, deps: { promotions: PromotionAdminService }): void {
  const { promotions } = deps;
  addAdminRoute(app, 'adminListDiscounts', ({ query }) => promotions.listDiscounts(query));
  addAdminRoute(app, 'adminCreateDiscount', ({ body, actor }) => promotions.createDiscount(body, actor));
  addAdminRoute(app, 'adminGetDiscount', ({ params }) => promotions.discount(params.id));
  addAdminRoute(app, 'adminUpdateDiscount', ({ params, body, actor }) =>
    promotions.updateDiscount(params.id, body, actor),
  );
  addAdminRoute(app, 'adminChangeDiscountActive', ({ params, body, actor }) =>
    promotions.changeDiscountActive(params.id, body, actor),
  );
  addAdminRoute(app, 'adminListDiscountUsages', ({ params, query }) => promotions.discountUsages(params.id, query));
  addAdminRoute(app, 'adminListGiftCards', ({ query }) => promotions.listGiftCards(query));
  addAdminRoute(app, 'adminCreateGiftCard', ({ body, actor }) => promotions.createGiftCard(body, actor));
  addAdminRoute(app, 'adminGetGiftCard', ({ params }) => promotions.giftCard(params.id));
  addAdminRoute(app, 'adminUpdateGiftCard', ({ params, body, actor }) =>
    promotions.updateGiftCard(params.id, body, actor),
  );
  addAdminRoute(app, 'adminChangeGiftCardActive', ({ params, body, actor }) =>
    promotions.changeGiftCardActive(params.id, body, actor),
  );
}
