import { MAX_LINE_QUANTITY } from '@sabad/contract';
import { describe, expect, it } from 'vitest';
import { initialQuantity, quantityBounds } from './quantity-choices';

describe('quantity rules of a product (minimum, maximum, allowed quantities)', () => {
  it('keeps a quantity between the minimum and the maximum', () => {
    expect(quantityBounds({ OrderMinimumQuantity: 2, OrderMaximumQuantity: 6, AllowedQuantities: [] })).toEqual({
      min: 2,
      max: 6,
      allowed: [],
    });
    expect(initialQuantity({ OrderMinimumQuantity: 2, OrderMaximumQuantity: 6, AllowedQuantities: [] })).toBe(2);
  });

  it('never goes below one nor above the largest line quantity, whatever the product says', () => {
    expect(quantityBounds({ OrderMinimumQuantity: 0, OrderMaximumQuantity: 0, AllowedQuantities: [] })).toEqual({
      min: 1,
      max: MAX_LINE_QUANTITY,
      allowed: [],
    });
    expect(
      quantityBounds({ OrderMinimumQuantity: 1, OrderMaximumQuantity: 1_000_000, AllowedQuantities: [] }).max,
    ).toBe(MAX_LINE_QUANTITY);
  });

  it('offers only the allowed quantities, in order, once each, starting from the smallest', () => {
    const rules = { OrderMinimumQuantity: 1, OrderMaximumQuantity: 100, AllowedQuantities: [10, 5, 0, 5, 2] };
    expect(quantityBounds(rules).allowed).toEqual([2, 5, 10]);
    expect(initialQuantity(rules)).toBe(2);
  });
});
