import {
  Address,
  ChequeList,
  CheckoutAddresses,
  DeliveryDateTimesResponse,
  OrderDetails,
  OrderSettings,
  PaymentMethodList,
  PaymentResultResponse,
  ShippingMethodList,
  toPersianDigits,
  type AddChequeRequest,
  type Cheque,
} from '@sabad/contract';
import { formatToman } from '@/lib/format';
import type { RecordedRequest } from './fake-api';

/** Contract-shaped checkout answers, parsed with the contract's schemas so they cannot drift. */
export function checkoutAddress(id: number, overrides: Partial<Address> = {}): Address {
  return Address.parse({
    Id: id,
    FirstName: 'مریم',
    LastName: 'کاظمی',
    Email: null,
    PhoneNumber: '09121234567',
    StateProvinceId: 8,
    StateProvinceName: 'تهران',
    CityId: 301,
    City: 'تهران',
    Address1: `خیابان ولیعصر، کوچهٔ ${id}`,
    Address2: '',
    ZipPostalCode: '1234567890',
    Latitude: null,
    Longitude: null,
    CustomAddressAttributes: [],
    CustomAttributeValues: [],
    CustomAttributes: [],
    CustomProperties: {},
    ...overrides,
  });
}

const shippingMethod = (
  SystemName: string,
  Name: string,
  fee: number,
  options: { PayOnDelivery?: boolean; HasDeliverySlots?: boolean; Description?: string; FreeReason?: string } = {},
) => ({
  SystemName,
  Name,
  Description: options.Description ?? '',
  Fee: formatToman(fee),
  FeeValue: fee,
  FreeShippingReason: options.FreeReason ?? null,
  PayOnDelivery: options.PayOnDelivery ?? false,
  HasDeliverySlots: options.HasDeliverySlots ?? false,
  Selected: false,
});

export const shippingMethodOptions = [
  shippingMethod('Shipping.Post', 'پست پیشتاز', 450_000, { Description: 'تحویل ۲ تا ۴ روز کاری' }),
  shippingMethod('Shipping.Tipax', 'تیپاکس', 0, { PayOnDelivery: true }),
  shippingMethod('Shipping.Courier', 'پیک', 600_000, {
    HasDeliverySlots: true,
    Description: 'تحویل همان روز در تهران',
  }),
];

export const deliveryDays = [
  {
    DeliveryDateOnUtc: '2026-11-25T00:00:00.000Z',
    DeliveryDateString: 'سه‌شنبه ۴ آذر',
    Times: [
      { Time: '۹ تا ۱۲', AvailableDeliveryTimeRangeId: 1, AvailableCapacities: 3, Selected: false },
      { Time: '۱۸ تا ۲۱', AvailableDeliveryTimeRangeId: 2, AvailableCapacities: 0, Selected: false },
    ],
  },
  {
    DeliveryDateOnUtc: '2026-11-26T00:00:00.000Z',
    DeliveryDateString: 'چهارشنبه ۵ آذر',
    Times: [{ Time: '۹ تا ۱۲', AvailableDeliveryTimeRangeId: 1, AvailableCapacities: 1, Selected: false }],
  },
];

const paymentMethod = (PaymentMethodSystemName: string, Name: string, Description = '') => ({
  PaymentMethodSystemName,
  Name,
  Description,
  Fee: formatToman(0),
  FeeValue: 0,
  LogoUrl: null,
  Selected: false,
});

export const paymentMethodOptions = [
  paymentMethod('Payments.SandboxBank', 'پرداخت اینترنتی', 'پرداخت با همهٔ کارت‌های عضو شتاب'),
  paymentMethod('Payments.CashOnDelivery', 'پرداخت در محل'),
  paymentMethod('Payments.CheckVertex', 'پرداخت با چک'),
];

export const orderSettings = (overrides: Partial<OrderSettings> = {}) =>
  OrderSettings.parse({
    IsReOrderAllowed: true,
    ReturnRequestsEnabled: false,
    NumberOfDaysReturnRequestAvailable: 0,
    TermsOfServiceOnOrderConfirmPage: false,
    AnonymousCheckoutAllowed: true,
    MinOrderTotalAmount: 0,
    CustomProperties: {},
    ...overrides,
  });

const orderAddress = (address: Address) => ({
  FirstName: address.FirstName,
  LastName: address.LastName,
  Email: address.Email,
  PhoneNumber: address.PhoneNumber,
  StateProvinceName: address.StateProvinceName,
  City: address.City,
  Address1: address.Address1,
  Address2: address.Address2,
  ZipPostalCode: address.ZipPostalCode,
  Latitude: address.Latitude,
  Longitude: address.Longitude,
});

export function orderDetails(id: number, overrides: Partial<OrderDetails> = {}): OrderDetails {
  const total = 12_500_000;
  return OrderDetails.parse({
    Id: id,
    CustomOrderNumber: `1405-${String(id).padStart(6, '0')}`,
    CreatedOn: '2026-11-24T08:30:00.000Z',
    OrderStatus: 'در انتظار',
    OrderStatusValue: 10,
    PaymentStatus: 'در انتظار پرداخت',
    PaymentStatusValue: 10,
    PaymentMethod: 'پرداخت اینترنتی',
    PaymentMethodSystemName: 'Payments.SandboxBank',
    ShippingStatus: 'ارسال نشده',
    ShippingStatusValue: 20,
    ShippingMethod: 'پست پیشتاز',
    DeliveryDate: null,
    DeliveryTime: null,
    BillingAddress: orderAddress(checkoutAddress(1)),
    ShippingAddress: orderAddress(checkoutAddress(1)),
    PickupAddress: null,
    Items: [
      {
        Id: 1,
        OrderItemGuid: '8d5c4c1e-1d7e-4a55-9d3a-1c1b2f7f6a01',
        ProductId: 12,
        ProductName: 'کفش دویدن مردانه',
        Sku: 'SKU-12',
        PictureUrl: null,
        AttributeInfo: '',
        Attributes: [],
        UnitPrice: formatToman(total),
        UnitPriceValue: total,
        Quantity: 1,
        SubTotal: formatToman(total),
        SubTotalValue: total,
      },
    ],
    OrderNotes: [{ Id: 1, Note: 'سفارش ثبت شد.', CreatedOn: '2026-11-24T08:30:00.000Z' }],
    Shipments: [],
    TaxRates: [],
    GiftCards: [],
    OrderSubtotal: formatToman(total),
    OrderSubtotalValue: total,
    OrderSubTotalDiscount: formatToman(0),
    OrderSubTotalDiscountValue: 0,
    OrderShipping: formatToman(0),
    OrderShippingValue: 0,
    PaymentMethodAdditionalFee: formatToman(0),
    PaymentMethodAdditionalFeeValue: 0,
    Tax: formatToman(0),
    TaxValue: 0,
    OrderTotalDiscount: formatToman(0),
    OrderTotalDiscountValue: 0,
    RedeemedRewardPoints: 0,
    RedeemedRewardPointsAmount: formatToman(0),
    OrderTotal: formatToman(total),
    OrderTotalValue: total,
    CanRePostProcessPayment: true,
    IsReturnRequestAllowed: false,
    CanCancel: true,
    IsReOrderAllowed: true,
    CustomProperties: {},
    ...overrides,
  });
}

/** `GET orders/paymentresult/{id}`: an online order not paid yet, held for half an hour, unless overridden. */
export function paymentResult(
  id: number,
  overrides: Partial<PaymentResultResponse['Result']> = {},
): PaymentResultResponse {
  return PaymentResultResponse.parse({
    Success: true,
    Result: {
      OrderId: id,
      CustomOrderNumber: toPersianDigits(`1405-${String(id).padStart(6, '0')}`),
      PaymentMethodSystemName: 'Payments.SandboxBank',
      PaymentStatusValue: 10,
      Paid: false,
      Message: null,
      HoldExpiresOn: '2026-11-24T09:00:00.000Z',
      CanRePostProcessPayment: true,
      ...overrides,
    },
  });
}

const ok = { Success: true, Errors: [] };
export const refusal = (status: number, message: string, errors: string[] = [message]) => ({
  status,
  body: { Success: false, Message: message, Errors: errors },
});

type Answer = { status?: number; body: unknown };

/**
 * The checkout calls kept in memory behind the fake API, answering as the server does: choices are
 * remembered and come back `Selected`, slots have a capacity, cheques add up against the order total.
 * Tests read `state` and replace routes to make a call refuse.
 */
export function fakeCheckoutServer(
  initial: {
    addresses?: Address[];
    isShippable?: boolean;
    orderTotal?: number;
    settings?: Partial<OrderSettings>;
  } = {},
) {
  const state = {
    addresses: initial.addresses ?? [checkoutAddress(1), checkoutAddress(2, { FirstName: 'علی', LastName: 'رضایی' })],
    billingAddressId: null as number | null,
    shippingAddressId: null as number | null,
    shipToSameAddress: true,
    isShippable: initial.isShippable ?? true,
    shippingMethod: null as string | null,
    slot: null as { date: string; rangeId: number } | null,
    paymentMethod: null as string | null,
    useRewardPoints: false,
    cheques: [] as Cheque[],
    orderCheques: new Map<number, Cheque[]>(),
    nextId: 1,
    orderTotal: initial.orderTotal ?? 12_500_000,
    discounts: [] as Array<{ Id: number; CouponCode: string; Name: string; Amount: string; AmountValue: number }>,
  };

  const chequeList = (cheques: Cheque[]) => {
    const counted = cheques.filter((cheque) => cheque.Status !== 'rejected');
    const sum = counted.reduce((total, cheque) => total + cheque.AmountValue, 0);
    return ChequeList.parse({
      Success: true,
      Result: {
        DescriptionText: 'چک‌ها در وجه «فروشگاه سبد» صادر شود.\nاصل چک را ظرف سه روز به دفتر فروشگاه بفرستید.',
        ChecksTotal: formatToman(sum),
        ChecksTotalValue: sum,
        OrderTotal: formatToman(state.orderTotal),
        OrderTotalValue: state.orderTotal,
        Checks: cheques,
        Accpted: sum >= state.orderTotal,
      },
    });
  };
  const orderIdOf = (request: RecordedRequest) => Number(request.url.searchParams.get('orderId')) || null;

  const routes: Record<string, unknown> = {
    'GET /api/v2/address/get': (): Answer => ({
      body: CheckoutAddresses.parse({
        Addresses: state.addresses,
        BillingAddressId: state.billingAddressId,
        ShippingAddressId: state.shippingAddressId,
        PickupAddressId: null,
        ShipToSameAddress: state.shipToSameAddress,
        IsShippable: state.isShippable,
        CustomProperties: {},
      }),
    }),
    'GET /api/v2/cart/shipping': (): Answer => ({
      body: ShippingMethodList.parse({
        ShippingMethods: shippingMethodOptions.map((method) => ({
          ...method,
          Selected: method.SystemName === state.shippingMethod,
        })),
        Warnings: ['ارسال با پیک فقط در شهر تهران ممکن است.'],
        CustomProperties: {},
      }),
    }),
    'POST /api/v2/cart/applyshippingmethod': (request: RecordedRequest): Answer => {
      state.shippingMethod = (request.body as { ShippingMethodSystemName: string }).ShippingMethodSystemName;
      state.slot = null;
      return { body: ok };
    },
    'GET /api/v2/DeliveryScheduling/LoadAvailableDeliveryDateTimes': (): Answer => ({
      body: DeliveryDateTimesResponse.parse({
        Success: true,
        Result: {
          IsDisabled: false,
          AvailableDeliveryDateTimesTable: deliveryDays.map((day) => ({
            ...day,
            Times: day.Times.map((time) => ({
              ...time,
              Selected:
                state.slot?.date === day.DeliveryDateOnUtc.slice(0, 10) &&
                state.slot.rangeId === time.AvailableDeliveryTimeRangeId,
            })),
          })),
        },
      }),
    }),
    'POST /api/v2/DeliveryScheduling/CheckAvailabilityForSelectedDateTime': (request: RecordedRequest): Answer => {
      const body = request.body as { DeliveryDate: string; AvailableDeliveryTimeRangeId: number };
      const day = deliveryDays.find((candidate) => candidate.DeliveryDateOnUtc.startsWith(body.DeliveryDate));
      const time = day?.Times.find(
        (candidate) => candidate.AvailableDeliveryTimeRangeId === body.AvailableDeliveryTimeRangeId,
      );
      if (!time || time.AvailableCapacities <= 0)
        return refusal(409, 'ظرفیت این بازهٔ زمانی پر شده است؛ زمان دیگری را انتخاب کنید.');
      state.slot = { date: body.DeliveryDate, rangeId: body.AvailableDeliveryTimeRangeId };
      return { body: ok };
    },
    'GET /api/v2/cart/paymentmethods': (): Answer => ({
      body: PaymentMethodList.parse({
        PaymentMethods: paymentMethodOptions.map((method) => ({
          ...method,
          Selected: method.PaymentMethodSystemName === state.paymentMethod,
        })),
        DisplayRewardPoints: true,
        RewardPointsBalance: 1200,
        RewardPointsAmount: formatToman(120_000),
        RewardPointsAmountValue: 120_000,
        RewardPointsEnoughToPayForOrder: false,
        UseRewardPoints: state.useRewardPoints,
        OrderTotal: formatToman(state.orderTotal),
        OrderTotalValue: state.orderTotal,
        OrderTotalWithRewardPoints: formatToman(state.orderTotal - 120_000),
        OrderTotalWithRewardPointsValue: state.orderTotal - 120_000,
        Warnings: ['پرداخت در محل برای سفارش‌های بیش از ۵۰ میلیون تومان ممکن نیست.'],
        CustomProperties: {},
      }),
    }),
    'PUT /api/v2/cart/applypaymentmethod': (request: RecordedRequest): Answer => {
      state.paymentMethod = request.url.searchParams.get('args');
      state.useRewardPoints = request.url.searchParams.get('useRewardPoints') === 'true';
      return { body: ok };
    },
    'GET /api/v2/CheckVertex/GetChecks': (request: RecordedRequest): Answer => {
      const orderId = orderIdOf(request);
      return { body: chequeList(orderId === null ? state.cheques : (state.orderCheques.get(orderId) ?? [])) };
    },
    'POST /api/v2/CheckVertex/AddNewCheck': (request: RecordedRequest): Answer => {
      const body = request.body as AddChequeRequest;
      const cheque: Cheque = {
        Id: state.nextId++,
        Holder: body.Holder,
        Serial: body.Serial,
        Amount: formatToman(body.Amount),
        AmountValue: body.Amount,
        Date: body.Date,
        Status: 'pending',
        StatusText: 'در انتظار بررسی',
      };
      if (body.OrderId === undefined) {
        state.cheques = [...state.cheques, cheque];
        return { body: chequeList(state.cheques) };
      }
      const list = [...(state.orderCheques.get(body.OrderId) ?? []), cheque];
      state.orderCheques.set(body.OrderId, list);
      return { body: chequeList(list) };
    },
    'POST /api/v2/CheckVertex/RemoveCheck': (request: RecordedRequest): Answer => {
      const id = Number(request.url.searchParams.get('id'));
      state.cheques = state.cheques.filter((cheque) => cheque.Id !== id);
      return { body: chequeList(state.cheques) };
    },
    'GET /api/v2/cart/applieddiscounts': (): Answer => ({ body: { Discounts: state.discounts, CustomProperties: {} } }),
    'GET /api/v2/orders/getordersettings': orderSettings(initial.settings),
  };
  // The fake API matches whole paths: the address ids a test may use get their routes up front.
  for (let id = 1; id <= 20; id++) {
    routes[`PUT /api/v2/address/applybillingaddress/${id}`] = (request: RecordedRequest): Answer => {
      state.billingAddressId = id;
      state.shipToSameAddress = request.url.searchParams.get('shipToSameAddress') === 'true';
      if (state.shipToSameAddress) state.shippingAddressId = id;
      return { body: ok };
    };
    routes[`PUT /api/v2/address/applyshippingaddress/${id}`] = (): Answer => {
      state.shippingAddressId = id;
      return { body: ok };
    };
  }
  return { state, routes, chequeList };
}
