import { formatPersianNumber } from '@sabad/contract';

export interface MoneyFormatter {
  format(rial: number): string;
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

export function crossedOutPrice(price: number, oldPrice: number | null): number | null {
  return oldPrice !== null && oldPrice > price ? oldPrice : null;
}
