/**
 * Checkout, payment and orders (docs/product.md §7 "Checkout" and "Orders"; DESIGN §2b). Paths and
 * field names are those of the app the storefront's specification describes (nopCommerce's), so
 * that app's own calls work; bodies keep this API's conventions (PascalCase, `Success`/`Message`,
 * money as `…Value` Rial beside a Persian display string).
 */
import { PAYMENT_STATUS } from './constants.js';
import { z } from 'zod';
import { AttributeChoice } from './catalog.js';
import { CustomProperties, MoneyValue } from './common.js';
import { Address } from './customer.js';
import { RecurringOrder } from './recurring.js';

/** nopCommerce's status values (docs/product.md §3). */
export const ORDER_STATUS = { Pending: 10, Processing: 20, Complete: 30, Cancelled: 40 } as const;
export { PAYMENT_STATUS };
export const SHIPPING_STATUS = {
  ShippingNotRequired: 10,
  NotYetShipped: 20,
  PartiallyShipped: 25,
  Shipped: 30,
  Delivered: 40,
} as const;

/** The payment methods the store offers (system names as nopCommerce's plugins name them). */
export const PAYMENT_METHOD = {
  /** The built-in sandbox bank (a redirect gateway served by this server). */
  SandboxBank: 'Payments.SandboxBank',
  ZarinPal: 'Payments.ZarinPal',
  /** Cash or card on delivery (پرداخت در محل). */
  CashOnDelivery: 'Payments.CashOnDelivery',
  /** Sayadi bank cheques (پرداخت با چک); the source app opens check-payment for a name holding "CheckVertex". */
  CheckVertex: 'Payments.CheckVertex',
} as const;

/** `GET /address/get`: the shopper's addresses and the ones chosen for this checkout. */
export const CheckoutAddresses = z
  .object({
    Addresses: z.array(Address),
    BillingAddressId: z.number().int().nullable(),
    ShippingAddressId: z.number().int().nullable(),
    PickupAddressId: z.number().int().nullable(),
    ShipToSameAddress: z.boolean(),
    /** Whether anything in the cart ships (a shipping address and method are then needed). */
    IsShippable: z.boolean(),
    CustomProperties,
  })
  .meta({ id: 'CheckoutAddresses' });
export type CheckoutAddresses = z.infer<typeof CheckoutAddresses>;

/** `PUT /address/applybillingaddress/{id}?shipToSameAddress=`. */
export const ApplyBillingAddressQuery = z.object({
  shipToSameAddress: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
});

/** A plain answer of a checkout step. */
export const CheckoutStepResponse = z
  .object({
    Success: z.boolean(),
    Message: z.string().optional(),
    Errors: z.array(z.string()).default([]),
  })
  .meta({ id: 'CheckoutStepResponse' });
export type CheckoutStepResponse = z.output<typeof CheckoutStepResponse>;

export const ShippingMethodOption = z.object({
  SystemName: z.string(),
  Name: z.string(),
  Description: z.string(),
  Fee: z.string(),
  FeeValue: MoneyValue,
  /** Why this method ships free (the store's threshold reached), null when it does not. */
  FreeShippingReason: z.string().nullable(),
  /** The fee is paid to the carrier on delivery (پس‌کرایه). */
  PayOnDelivery: z.boolean(),
  /** The courier: a delivery day and time are chosen next. */
  HasDeliverySlots: z.boolean(),
  Selected: z.boolean(),
});
export type ShippingMethodOption = z.infer<typeof ShippingMethodOption>;

/** `GET cart/shipping`. */
export const ShippingMethodList = z
  .object({
    ShippingMethods: z.array(ShippingMethodOption),
    /** Why no or fewer methods are offered (no shipping address, a province not served…). */
    Warnings: z.array(z.string()),
    CustomProperties,
  })
  .meta({ id: 'ShippingMethodList' });
export type ShippingMethodList = z.infer<typeof ShippingMethodList>;

/** `POST cart/applyshippingmethod`. */
export const ApplyShippingMethodRequest = z
  .object({ ShippingMethodSystemName: z.string().trim().min(1).max(100) })
  .meta({ id: 'ApplyShippingMethodRequest' });
export type ApplyShippingMethodRequest = z.input<typeof ApplyShippingMethodRequest>;

/** `GET /DeliveryScheduling/LoadAvailableDeliveryDateTimes?selectedName=`. */
export const DeliveryDateTimesQuery = z.object({ selectedName: z.string().max(100).optional() });

export const DeliveryTime = z.object({
  /** "۹ تا ۱۲". */
  Time: z.string(),
  AvailableDeliveryTimeRangeId: z.number().int(),
  AvailableCapacities: z.number().int(),
  Selected: z.boolean(),
});

export const DeliveryDay = z.object({
  /** ISO date at Tehran's midnight, UTC: "2026-11-25T00:00:00.000Z" stands for the day 2026-11-25. */
  DeliveryDateOnUtc: z.string(),
  /** Jalali, in Persian: "سه‌شنبه ۴ آذر". */
  DeliveryDateString: z.string(),
  Times: z.array(DeliveryTime),
});

export const DeliveryDateTimesResponse = z
  .object({
    Success: z.boolean(),
    Message: z.string().optional(),
    Result: z.object({
      /** True when the chosen method has no slots (nothing to choose). */
      IsDisabled: z.boolean(),
      AvailableDeliveryDateTimesTable: z.array(DeliveryDay),
    }),
  })
  .meta({ id: 'DeliveryDateTimesResponse' });
export type DeliveryDateTimesResponse = z.infer<typeof DeliveryDateTimesResponse>;

/** `POST /DeliveryScheduling/CheckAvailabilityForSelectedDateTime`: holds the slot while the shopper checks out. */
export const SelectDeliveryTimeRequest = z
  .object({
    DeliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'تاریخ تحویل معتبر نیست'),
    AvailableDeliveryTimeRangeId: z.number().int().positive(),
  })
  .meta({ id: 'SelectDeliveryTimeRequest' });
export type SelectDeliveryTimeRequest = z.input<typeof SelectDeliveryTimeRequest>;

export const PaymentMethodOption = z.object({
  PaymentMethodSystemName: z.string(),
  Name: z.string(),
  Description: z.string(),
  Fee: z.string(),
  FeeValue: MoneyValue,
  LogoUrl: z.string().nullable(),
  Selected: z.boolean(),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>;

/** `GET cart/paymentmethods`. */
export const PaymentMethodList = z
  .object({
    PaymentMethods: z.array(PaymentMethodOption),
    DisplayRewardPoints: z.boolean(),
    RewardPointsBalance: z.number().int(),
    RewardPointsAmount: z.string(),
    RewardPointsAmountValue: MoneyValue,
    RewardPointsEnoughToPayForOrder: z.boolean(),
    UseRewardPoints: z.boolean(),
    /** The amount to pay for the order as chosen so far, without reward points. */
    OrderTotal: z.string(),
    OrderTotalValue: MoneyValue,
    /** What is left to pay when the reward points are used (equal to OrderTotal when there are none to use). */
    OrderTotalWithRewardPoints: z.string(),
    OrderTotalWithRewardPointsValue: MoneyValue,
    /** Why a method is not offered for this order (an amount over the cash-on-delivery limit, a city). */
    Warnings: z.array(z.string()),
    CustomProperties,
  })
  .meta({ id: 'PaymentMethodList' });
export type PaymentMethodList = z.infer<typeof PaymentMethodList>;

/** `PUT cart/applypaymentmethod?args={SystemName}&useRewardPoints={bool}`. */
export const ApplyPaymentMethodQuery = z.object({
  args: z.string().trim().min(1).max(100),
  useRewardPoints: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
});

export const AppliedDiscount = z.object({
  Id: z.number().int(),
  CouponCode: z.string(),
  Name: z.string(),
  Amount: z.string(),
  AmountValue: MoneyValue,
});

/** `GET cart/applieddiscounts`. */
export const AppliedDiscountList = z
  .object({ Discounts: z.array(AppliedDiscount), CustomProperties })
  .meta({ id: 'AppliedDiscountList' });
export type AppliedDiscountList = z.infer<typeof AppliedDiscountList>;

/** `POST cart/applydiscountcoupon/{code}`. */
export const DiscountCodeParams = z.object({ code: z.string().trim().min(1).max(100) });

/** `POST cart/placeordernew`. */
export const PlaceOrderRequest = z
  .object({
    /** The payment method's system name; the one chosen at checkout when left out. */
    PaymentMethod: z.string().trim().max(100).optional(),
    /** The shopper accepted the terms of service (required when TermsOfServiceOnOrderConfirmPage). */
    AcceptTermsOfService: z.boolean().optional(),
  })
  .meta({ id: 'PlaceOrderRequest' });
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;

export const PlaceOrderResponse = z
  .object({
    Success: z.boolean(),
    Message: z.string().optional(),
    Errors: z.array(z.string()).default([]),
    Result: z.object({
      OrderId: z.number().int(),
      CustomOrderNumber: z.string(),
      PaymentStatus: z.number().int(),
      /** An online payment is still to be made: open `orders/getpaymentmethodurl/{OrderId}`. */
      IsPaymentWorkflowRequired: z.boolean(),
      /** The payment method chosen, so the app knows to open check-payment for cheques. */
      PaymentMethodSystemName: z.string(),
    }),
  })
  .meta({ id: 'PlaceOrderResponse' });
export type PlaceOrderResponse = z.output<typeof PlaceOrderResponse>;

/** `GET orders/getpaymentmethodurl/{orderId}?source=MobileApp`. */
export const OrderIdParams = z.object({ orderId: z.coerce.number().int().positive() });
export const PaymentUrlQuery = z.object({ source: z.string().max(30).optional() });
export const PaymentUrlResponse = z
  .object({ Success: z.boolean(), Message: z.string().optional(), Result: z.string() })
  .meta({ id: 'PaymentUrlResponse' });
export type PaymentUrlResponse = z.infer<typeof PaymentUrlResponse>;

/**
 * `GET orders/paymentresult/{orderId}`: what the server knows of an order's payment, for the payment-result page.
 * The page's own query (`success`, `message`) is never shown: anyone can write such a link.
 */
export const PaymentResultResponse = z
  .object({
    Success: z.boolean(),
    Result: z.object({
      OrderId: z.number().int(),
      CustomOrderNumber: z.string(),
      PaymentMethodSystemName: z.string(),
      PaymentStatusValue: z.number().int(),
      /** Paid and not cancelled. */
      Paid: z.boolean(),
      /** The outcome of the latest attempt at the gateway (paid with its reference, cancelled, refused…); null before any. */
      Message: z.string().nullable(),
      /** Until when the unpaid order and its stock are held (ISO); the payments sweep cancels it after. Null when not held. */
      HoldExpiresOn: z.string().nullable(),
      CanRePostProcessPayment: z.boolean(),
    }),
  })
  .meta({ id: 'PaymentResultResponse' });
export type PaymentResultResponse = z.infer<typeof PaymentResultResponse>;

/** A Sayadi cheque as the shopper enters it (`POST /CheckVertex/AddNewCheck`). */
export const AddChequeRequest = z
  .object({
    Holder: z.string().trim().min(2, 'نام صاحب چک را وارد کنید').max(200),
    /** The 16-digit Sayadi id; Persian or Arabic digits are accepted. */
    Serial: z.string().trim().min(1).max(40),
    /** Rial. */
    Amount: z.number().int().positive().max(1_000_000_000_000),
    /** Jalali due date, "1405/09/15" (Persian digits accepted). */
    Date: z.string().trim().min(1).max(20),
    /** The order the cheque pays for; the current checkout when left out. */
    OrderId: z.number().int().positive().optional(),
  })
  .meta({ id: 'AddChequeRequest' });
export type AddChequeRequest = z.input<typeof AddChequeRequest>;

export const Cheque = z.object({
  Id: z.number().int(),
  Holder: z.string(),
  Serial: z.string(),
  Amount: z.string(),
  AmountValue: MoneyValue,
  /** Jalali "1405/09/15". */
  Date: z.string(),
  /** 'pending' | 'accepted' | 'rejected', with its Persian name. */
  Status: z.string(),
  StatusText: z.string(),
});
export type Cheque = z.infer<typeof Cheque>;

/** `GET /CheckVertex/GetChecks?orderId=`. */
export const ChequesQuery = z.object({ orderId: z.coerce.number().int().positive().optional() });
export const ChequeList = z
  .object({
    Success: z.boolean(),
    Message: z.string().optional(),
    Result: z.object({
      /** The store's instructions (where to send the cheques, to whom they are made out). */
      DescriptionText: z.string(),
      ChecksTotal: z.string(),
      ChecksTotalValue: MoneyValue,
      /** What the cheques must cover. */
      OrderTotal: z.string(),
      OrderTotalValue: MoneyValue,
      Checks: z.array(Cheque),
      /** The source app's spelling: the cheques cover the order. */
      Accpted: z.boolean(),
    }),
  })
  .meta({ id: 'ChequeList' });
export type ChequeList = z.infer<typeof ChequeList>;

/** `POST /CheckVertex/RemoveCheck?id=`. */
export const RemoveChequeQuery = z.object({ id: z.coerce.number().int().positive() });

export const OrderSummary = z.object({
  Id: z.number().int(),
  CustomOrderNumber: z.string(),
  CreatedOn: z.string(),
  OrderStatus: z.string(),
  OrderStatusValue: z.number().int(),
  PaymentStatus: z.string(),
  PaymentStatusValue: z.number().int(),
  ShippingStatus: z.string(),
  ShippingStatusValue: z.number().int(),
  OrderTotal: z.string(),
  OrderTotalValue: MoneyValue,
  IsReturnRequestAllowed: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** `GET orders/get?pageNumber=&pageSize=`: a page of the customer's orders, newest first (default size: DefaultPageSize). */
export const OrderListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** `GET orders/get` (docs/product.md §3: Orders, RecurringOrders, RecurringPaymentErrors). */
export const CustomerOrderList = z
  .object({
    Orders: z.array(OrderSummary),
    RecurringOrders: z.array(RecurringOrder),
    RecurringPaymentErrors: z.array(z.string()),
    // The page of `Orders` this is (the recurring lists are never paged).
    PageNumber: z.number().int(),
    PageSize: z.number().int(),
    TotalPages: z.number().int(),
    TotalRecords: z.number().int(),
    CustomProperties,
  })
  .meta({ id: 'CustomerOrderList' });
export type CustomerOrderList = z.infer<typeof CustomerOrderList>;

export const OrderAddress = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  PhoneNumber: z.string(),
  StateProvinceName: z.string(),
  City: z.string(),
  Address1: z.string(),
  Address2: z.string(),
  ZipPostalCode: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderItem = z.object({
  Id: z.number().int(),
  OrderItemGuid: z.string(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  Sku: z.string(),
  PictureUrl: z.string().nullable(),
  AttributeInfo: z.string(),
  Attributes: z.array(AttributeChoice),
  UnitPrice: z.string(),
  UnitPriceValue: MoneyValue,
  Quantity: z.number().int(),
  SubTotal: z.string(),
  SubTotalValue: MoneyValue,
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderNote = z.object({ Id: z.number().int(), Note: z.string(), CreatedOn: z.string() });
export const Shipment = z.object({
  Id: z.number().int(),
  TrackingNumber: z.string(),
  ShippedDate: z.string().nullable(),
  DeliveryDate: z.string().nullable(),
});

/** `GET orders/getbyid/{id}`. */
export const OrderDetails = z
  .object({
    Id: z.number().int(),
    CustomOrderNumber: z.string(),
    CreatedOn: z.string(),
    OrderStatus: z.string(),
    OrderStatusValue: z.number().int(),
    PaymentStatus: z.string(),
    PaymentStatusValue: z.number().int(),
    PaymentMethod: z.string(),
    PaymentMethodSystemName: z.string(),
    ShippingStatus: z.string(),
    ShippingStatusValue: z.number().int(),
    ShippingMethod: z.string().nullable(),
    DeliveryDate: z.string().nullable(),
    DeliveryTime: z.string().nullable(),
    BillingAddress: OrderAddress,
    ShippingAddress: OrderAddress.nullable(),
    PickupAddress: OrderAddress.nullable(),
    Items: z.array(OrderItem),
    OrderNotes: z.array(OrderNote),
    Shipments: z.array(Shipment),
    TaxRates: z.array(z.object({ Rate: z.string(), Value: z.string(), ValueValue: MoneyValue })),
    GiftCards: z.array(z.object({ CouponCode: z.string(), Amount: z.string(), AmountValue: MoneyValue })),
    OrderSubtotal: z.string(),
    OrderSubtotalValue: MoneyValue,
    OrderSubTotalDiscount: z.string(),
    OrderSubTotalDiscountValue: MoneyValue,
    OrderShipping: z.string(),
    OrderShippingValue: MoneyValue,
    PaymentMethodAdditionalFee: z.string(),
    PaymentMethodAdditionalFeeValue: MoneyValue,
    Tax: z.string(),
    TaxValue: MoneyValue,
    OrderTotalDiscount: z.string(),
    OrderTotalDiscountValue: MoneyValue,
    RedeemedRewardPoints: z.number().int(),
    RedeemedRewardPointsAmount: z.string(),
    OrderTotal: z.string(),
    OrderTotalValue: MoneyValue,
    /** An online payment can be (re)tried: the order is unpaid and not cancelled. */
    CanRePostProcessPayment: z.boolean(),
    IsReturnRequestAllowed: z.boolean(),
    /** The shopper may still cancel it (not paid online, not shipped). */
    CanCancel: z.boolean(),
    /** The store lets shoppers put an order's lines back in the cart (`POST orders/reorder/{id}`). */
    IsReOrderAllowed: z.boolean(),
    CustomProperties,
  })
  .meta({ id: 'OrderDetails' });
export type OrderDetails = z.infer<typeof OrderDetails>;

/** `POST orders/reorder/{id}`: the lines still buyable went back in the cart; each one that did not is named in `Warnings`. */
export const ReorderResponse = z
  .object({
    /** At least one line was added. */
    Success: z.boolean(),
    Message: z.string(),
    Errors: z.array(z.string()),
    Result: z.object({
      /** How many of the order's lines were added to the cart. */
      AddedItems: z.number().int(),
      Warnings: z.array(z.string()),
    }),
  })
  .meta({ id: 'ReorderResponse' });
export type ReorderResponse = z.infer<typeof ReorderResponse>;

/**
 * `GET orders/invoice/{id}`: not JSON but a whole HTML page (`text/html; charset=utf-8`), the
 * order's invoice laid out for A4 print. The client reads the body as text.
 */
export const OrderInvoiceHtml = z.string().meta({
  id: 'OrderInvoiceHtml',
  description: 'An HTML document (text/html; charset=utf-8), not JSON: the invoice laid out for A4 print.',
});
