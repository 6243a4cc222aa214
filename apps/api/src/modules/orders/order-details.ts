import {
  ORDER_STATUS,
  PAYMENT_STATUS,
  toPersianDigits,
  type AttributeChoice,
  type OrderAddress,
  type OrderDetails,
} from '@sabad/contract';
import type { MoneyFormatter } from '../../lib/money.js';
import type { GiftCardUsageOfOrder } from '../cart/index.js';
import { orderMessages } from './orders.messages.js';
import type * as repo from './orders.repository.js';
import { ONLINE_PAYMENT_METHODS, paymentMethodName } from './payment-methods.js';

export interface OrderRecords {
  order: repo.OrderRow;
  items: repo.OrderItemRow[];
  addresses: repo.OrderAddressRow[];
  notes: Awaited<ReturnType<typeof repo.listOrderNotes>>;
  shipments: Awaited<ReturnType<typeof repo.listShipments>>;
  giftCards: GiftCardUsageOfOrder[];
  pictures: Array<string | null>;
}

export interface OrderFacts {
  money: MoneyFormatter;
  now: Date;
  returnAllowed: boolean;
  canCancel: boolean;
  reorderAllowed: boolean;
}

export const orderStatusNames = (order: repo.OrderRow) => ({
  OrderStatus: orderMessages.orderStatus[order.order_status] ?? String(order.order_status),
  OrderStatusValue: order.order_status,
  PaymentStatus: orderMessages.paymentStatus[order.payment_status] ?? String(order.payment_status),
  PaymentStatusValue: order.payment_status,
  ShippingStatus: orderMessages.shippingStatus[order.shipping_status] ?? String(order.shipping_status),
  ShippingStatusValue: order.shipping_status,
});

export function toOrderDetails(records: OrderRecords, facts: OrderFacts): OrderDetails {
  const { order, items, addresses, notes, shipments, giftCards, pictures } = records;
  const { money } = facts;
  const address = (kind: 'billing' | 'shipping') => {
    const row = addresses.find((candidate) => candidate.kind === kind);
    return row ? toOrderAddress(row) : null;
  };
  const billing = address('billing');
  if (!billing) throw new Error(`order ${order.id} has no billing address`);
  const taxRates = JSON.parse(order.tax_rates) as Array<{ Rate: number; Value: number }>;
  const payable =
    ONLINE_PAYMENT_METHODS.includes(order.payment_method) &&
    order.payment_status === PAYMENT_STATUS.Pending &&
    order.order_status !== ORDER_STATUS.Cancelled &&
    (order.hold_expires_at === null || order.hold_expires_at > facts.now.toISOString());
  return {
    Id: order.id,
    CustomOrderNumber: toPersianDigits(order.custom_order_number),
    CreatedOn: order.created_at,
    ...orderStatusNames(order),
    PaymentMethod: paymentMethodName(order.payment_method),
    PaymentMethodSystemName: order.payment_method,
    ShippingMethod: order.shipping_method_name,
    DeliveryDate: order.delivery_date,
    DeliveryTime: order.delivery_time_range,
    BillingAddress: billing,
    ShippingAddress: address('shipping'),
    PickupAddress: null,
    Items: items.map((item, index) => ({
      Id: item.id,
      OrderItemGuid: item.order_item_guid,
      ProductId: item.product_id,
      ProductName: item.product_name,
      Sku: item.sku,
      PictureUrl: pictures[index] ?? null,
      AttributeInfo: item.attribute_description,
      Attributes: JSON.parse(item.attributes_json) as AttributeChoice[],
      UnitPrice: money.format(Number(item.unit_price)),
      UnitPriceValue: Number(item.unit_price),
      Quantity: item.quantity,
      SubTotal: money.format(Number(item.line_total)),
      SubTotalValue: Number(item.line_total),
    })),
    OrderNotes: notes.map((row) => ({ Id: row.id, Note: row.note, CreatedOn: row.created_at })),
    Shipments: shipments.map((row) => ({
      Id: row.id,
      TrackingNumber: row.tracking_number,
      ShippedDate: row.shipped_at,
      DeliveryDate: row.delivered_at,
    })),
    TaxRates: taxRates.map((rate) => ({
      Rate: orderMessages.taxRate(rate.Rate),
      Value: money.format(rate.Value),
      ValueValue: rate.Value,
    })),
    GiftCards: giftCards.map((card) => ({
      CouponCode: card.code,
      Amount: money.format(Number(card.used_value)),
      AmountValue: Number(card.used_value),
    })),
    OrderSubtotal: money.format(Number(order.subtotal)),
    OrderSubtotalValue: Number(order.subtotal),
    OrderSubTotalDiscount: money.format(Number(order.subtotal_discount)),
    OrderSubTotalDiscountValue: Number(order.subtotal_discount),
    OrderShipping: money.format(Number(order.shipping_fee)),
    OrderShippingValue: Number(order.shipping_fee),
    PaymentMethodAdditionalFee: money.format(Number(order.payment_fee)),
    PaymentMethodAdditionalFeeValue: Number(order.payment_fee),
    Tax: money.format(Number(order.tax)),
    TaxValue: Number(order.tax),
    OrderTotalDiscount: money.format(Number(order.order_discount)),
    OrderTotalDiscountValue: Number(order.order_discount),
    RedeemedRewardPoints: order.redeemed_reward_points,
    RedeemedRewardPointsAmount: money.format(Number(order.redeemed_reward_points_amount)),
    OrderTotal: money.format(Number(order.order_total)),
    OrderTotalValue: Number(order.order_total),
    CanRePostProcessPayment: payable,
    IsReturnRequestAllowed: facts.returnAllowed,
    CanCancel: facts.canCancel,
    IsReOrderAllowed: facts.reorderAllowed,
    CustomProperties: {},
  };
}

function toOrderAddress(row: repo.OrderAddressRow): OrderAddress {
  return {
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    PhoneNumber: row.phone_number,
    StateProvinceName: row.state_province_name,
    City: row.city_name,
    Address1: row.address1,
    Address2: row.address2,
    ZipPostalCode: row.zip_postal_code,
    Latitude: row.latitude,
    Longitude: row.longitude,
  };
}
