/**
 * Which payment methods an order may use (ADR 0019; DESIGN §2b): those named in the store's
 * ActivePaymentMethods that this server offers — its one online gateway (chosen by configuration),
 * cash or card on delivery, Sayadi cheques — and, for cash on delivery, only up to
 * CashOnDeliveryMaximumAmount (0: no maximum) and only to the provinces and cities listed in
 * CashOnDeliveryProvinces / CashOnDeliveryCities (empty: everywhere). Pure, so the checkout step
 * and placement (inside its transaction) apply the same rules.
 */
import { foldForSearch, PAYMENT_METHOD } from '@sabad/contract';
import { createMoneyFormatter } from '../../lib/money.js';
import type { StoreSettings } from '../settings/index.js';
import { orderMessages, paymentMethodMessages } from './orders.messages.js';

/** The online gateways' method names: these orders wait for a verified payment and hold their stock meanwhile. */
export const ONLINE_PAYMENT_METHODS: readonly string[] = [PAYMENT_METHOD.SandboxBank, PAYMENT_METHOD.ZarinPal];
/** The method of an order with nothing left to pay (gift cards or points covered it). */
export const NO_PAYMENT_METHOD = 'Payments.None';

/** The gateway this server pays through, handed in by app.ts from the configuration. */
export type OnlinePaymentMethod = typeof PAYMENT_METHOD.SandboxBank | typeof PAYMENT_METHOD.ZarinPal;

export type PaymentSettings = Pick<
  StoreSettings,
  | 'ActivePaymentMethods'
  | 'CashOnDeliveryMaximumAmount'
  | 'CashOnDeliveryProvinces'
  | 'CashOnDeliveryCities'
  | 'DisplayCurrencyRate'
  | 'DisplayCurrencyName'
>;

const names = (list: string) =>
  list
    .split(/[,،]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** The methods the shopper may be offered, in the store's order: active and served by this server. */
export function offeredPaymentMethods(settings: PaymentSettings, onlinePaymentMethod: OnlinePaymentMethod): string[] {
  const served: string[] = [onlinePaymentMethod, PAYMENT_METHOD.CashOnDelivery, PAYMENT_METHOD.CheckVertex];
  return [...new Set(names(settings.ActivePaymentMethods))].filter((name) => served.includes(name));
}

export function paymentMethodName(systemName: string): string {
  return orderMessages.paymentMethodNames[systemName] ?? systemName;
}

export function paymentMethodDescription(systemName: string): string {
  return paymentMethodMessages.paymentMethodDescriptions[systemName] ?? '';
}

const among = (list: string, name: string) => {
  const allowed = names(list).map(foldForSearch);
  return allowed.length === 0 || allowed.includes(foldForSearch(name));
};

/**
 * Null when the order may be paid with `systemName`; otherwise why not (Persian).
 * `shippingAddress` is null when nothing ships or no shipping address is chosen yet.
 */
export function paymentMethodAllowed(
  settings: PaymentSettings,
  onlinePaymentMethod: OnlinePaymentMethod,
  order: {
    systemName: string;
    orderTotal: number;
    shippingAddress: { stateProvinceName: string; cityName: string } | null;
  },
): string | null {
  if (!offeredPaymentMethods(settings, onlinePaymentMethod).includes(order.systemName)) {
    return paymentMethodMessages.paymentMethodNotOffered;
  }
  if (order.systemName !== PAYMENT_METHOD.CashOnDelivery) return null;
  const maximum = settings.CashOnDeliveryMaximumAmount;
  if (maximum > 0 && order.orderTotal > maximum) {
    const money = createMoneyFormatter({ rate: settings.DisplayCurrencyRate, name: settings.DisplayCurrencyName });
    return paymentMethodMessages.cashOnDeliveryOverMaximum(money.format(maximum));
  }
  const address = order.shippingAddress;
  if (!address) return paymentMethodMessages.cashOnDeliveryNeedsAddress;
  if (!among(settings.CashOnDeliveryProvinces, address.stateProvinceName)) {
    return paymentMethodMessages.cashOnDeliveryNotInArea(address.stateProvinceName);
  }
  if (!among(settings.CashOnDeliveryCities, address.cityName)) {
    return paymentMethodMessages.cashOnDeliveryNotInArea(address.cityName);
  }
  return null;
}

export interface PaymentRequest {
  systemName: string;
  orderTotal: number;
  /** Null when nothing ships or no shipping address is chosen yet. */
  shippingAddress: { stateProvinceName: string; cityName: string } | null;
}

/** The payment methods of this server, for checkout's steps and placement. */
export interface PaymentMethods {
  /** The methods the shopper may be offered, in the store's order: active and served by this server. */
  offered(settings: PaymentSettings): string[];
  /** Null when the order may be paid with the method; otherwise why not (Persian). */
  refusal(settings: PaymentSettings, request: PaymentRequest): string | null;
  name(systemName: string): string;
  description(systemName: string): string;
  /** Paid through an online gateway: the order waits for a verified payment and holds its stock meanwhile. */
  isOnline(systemName: string): boolean;
  /** The method of an order with nothing left to pay (gift cards or points covered it). */
  readonly none: string;
}

export function createPaymentMethods(deps: { onlinePaymentMethod: OnlinePaymentMethod }): PaymentMethods {
  return {
    offered: (settings) => offeredPaymentMethods(settings, deps.onlinePaymentMethod),
    refusal: (settings, request) => paymentMethodAllowed(settings, deps.onlinePaymentMethod, request),
    name: paymentMethodName,
    description: paymentMethodDescription,
    isOnline: (systemName) => ONLINE_PAYMENT_METHODS.includes(systemName),
    none: NO_PAYMENT_METHOD,
  };
}
