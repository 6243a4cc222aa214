// Pure, so the checkout step and placement (inside its transaction) apply the same rules (ADR 0019).
import { foldForSearch, PAYMENT_METHOD } from '@sabad/contract';
import { createMoneyFormatter } from '../../lib/money.js';
import type { StoreSettings } from '../settings/index.js';
import { orderMessages, paymentMethodMessages } from './orders.messages.js';

export const ONLINE_PAYMENT_METHODS: readonly string[] = [PAYMENT_METHOD.SandboxBank, PAYMENT_METHOD.ZarinPal];
export const NO_PAYMENT_METHOD = 'Payments.None';

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
  shippingAddress: { stateProvinceName: string; cityName: string } | null;
}

export interface PaymentMethods {
  offered(settings: PaymentSettings): string[];
  refusal(settings: PaymentSettings, request: PaymentRequest): string | null;
  name(systemName: string): string;
  description(systemName: string): string;
  isOnline(systemName: string): boolean;
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
