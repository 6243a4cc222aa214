import { MAX_LINE_QUANTITY } from '@sabad/contract/constants';

export interface QuantityRules {
  OrderMinimumQuantity: number;
  OrderMaximumQuantity: number;
  AllowedQuantities: number[];
}

export function quantityBounds(rules: QuantityRules): { min: number; max: number; allowed: number[] } {
  const min = Math.max(1, rules.OrderMinimumQuantity);
  const max = Math.max(
    min,
    Math.min(rules.OrderMaximumQuantity > 0 ? rules.OrderMaximumQuantity : MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
  );
  const allowed = [
    ...new Set(rules.AllowedQuantities.filter((quantity) => quantity >= 1 && quantity <= MAX_LINE_QUANTITY)),
  ].sort((a, b) => a - b);
  return { min, max, allowed };
}

export function initialQuantity(rules: QuantityRules): number {
  const { min, allowed } = quantityBounds(rules);
  return allowed[0] ?? min;
}
