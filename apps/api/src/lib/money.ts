/**
 * Money display: amounts are kept in Rial; the shopper reads them in the display currency
 * (Toman) with Persian digits, "۱۲۵٬۰۰۰ تومان". Every display string comes from here.
 */
import { formatPersianNumber } from '@sabad/contract';

export interface MoneyFormatter {
  /** 1_250_000 Rial → "۱۲۵٬۰۰۰ تومان". */
  format(rial: number): string;
  /** A price adjustment with its sign: "+۵۰٬۰۰۰ تومان", "-۵۰٬۰۰۰ تومان"; null for 0. */
  formatAdjustment(rial: number): string | null;
}

export function createMoneyFormatter(currency: { rate: number; name: string }): MoneyFormatter {
  const display = (rial: number) =>
    `${formatPersianNumber(Math.round(Math.abs(rial) * currency.rate))} ${currency.name}`;
  return {
    format: (rial) => (rial < 0 ? `-${display(rial)}` : display(rial)),
    formatAdjustment: (rial) => (rial === 0 ? null : `${rial > 0 ? '+' : '-'}${display(rial)}`),
  };
}

/** The old price a product shows crossed out: only one above its price, otherwise none. */
export function crossedOutPrice(price: number, oldPrice: number | null): number | null {
  return oldPrice !== null && oldPrice > price ? oldPrice : null;
}
