import { MAX_LINE_QUANTITY } from '@sabad/contract/constants';

export interface QuantityRules {
  OrderMinimumQuantity: number;
  OrderMaximumQuantity: number;
  /** The only quantities allowed; empty for any between the minimum and the maximum. */
  AllowedQuantities: number[];
}

/** The bounds a quantity may take under a product's rules (nopCommerce's minimum, maximum and allowed quantities). */
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

/** The quantity a product page starts with: the minimum, or the first allowed quantity. */
export function initialQuantity(rules: QuantityRules): number {
  const { min, allowed } = quantityBounds(rules);
  return allowed[0] ?? min;
}
