/** Issue 34.9: what a discount, a gift card or the points take off is printed as a deduction, with a minus sign. */
import { OrderDetails } from '@sabad/contract';
import { describe, expect, it } from 'vitest';
import { renderOrderInvoice } from './order-invoice.js';

const address = {
  FirstName: 'مریم',
  LastName: 'احمدی',
  Email: null,
  PhoneNumber: '09121112233',
  StateProvinceName: 'تهران',
  City: 'تهران',
  Address1: 'خیابان ولیعصر',
  Address2: '',
  ZipPostalCode: '1415913111',
  Latitude: null,
  Longitude: null,
};

const order = OrderDetails.parse({
  Id: 7,
  CustomOrderNumber: '۱۴۰۵-۰۰۰۰۰۷',
  CreatedOn: '2026-11-22T06:00:00.000Z',
  OrderStatus: 'در حال پردازش',
  OrderStatusValue: 20,
  PaymentStatus: 'پرداخت شده',
  PaymentStatusValue: 30,
  ShippingStatus: 'ارسال نشده',
  ShippingStatusValue: 20,
  PaymentMethod: 'پرداخت اینترنتی',
  PaymentMethodSystemName: 'Payments.SandboxBank',
  ShippingMethod: 'تیپاکس',
  DeliveryDate: null,
  DeliveryTime: null,
  BillingAddress: address,
  ShippingAddress: address,
  PickupAddress: null,
  Items: [],
  OrderNotes: [],
  Shipments: [],
  TaxRates: [],
  GiftCards: [{ CouponCode: 'GIFT-1', Amount: '۲۰٬۰۰۰ تومان', AmountValue: 200_000 }],
  OrderSubtotal: '۱٬۰۰۰٬۰۰۰ تومان',
  OrderSubtotalValue: 10_000_000,
  OrderSubTotalDiscount: '۱۰۰٬۰۰۰ تومان',
  OrderSubTotalDiscountValue: 1_000_000,
  OrderShipping: '۰ تومان',
  OrderShippingValue: 0,
  PaymentMethodAdditionalFee: '۰ تومان',
  PaymentMethodAdditionalFeeValue: 0,
  Tax: '۰ تومان',
  TaxValue: 0,
  OrderTotalDiscount: '۵۰٬۰۰۰ تومان',
  OrderTotalDiscountValue: 500_000,
  RedeemedRewardPoints: 100,
  RedeemedRewardPointsAmount: '۱۰۰ تومان',
  OrderTotal: '۸۲۹٬۹۰۰ تومان',
  OrderTotalValue: 8_299_000,
  CanRePostProcessPayment: false,
  IsReturnRequestAllowed: false,
  CanCancel: false,
  IsReOrderAllowed: true,
  CustomProperties: {},
});

describe('the invoice’s deductions', () => {
  it('prints discounts, gift cards and points with a minus sign, and the subtotal and total without one', () => {
    const html = renderOrderInvoice(order, 'سبد');
    for (const amount of ['۱۰۰٬۰۰۰ تومان', '۵۰٬۰۰۰ تومان', '۲۰٬۰۰۰ تومان', '۱۰۰ تومان'])
      expect(html).toContain(`\u2212${amount}`);
    expect(html).not.toContain('\u2212۱٬۰۰۰٬۰۰۰ تومان');
    expect(html).not.toContain('\u2212۸۲۹٬۹۰۰ تومان');
  });
});
