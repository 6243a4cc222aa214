import { describe, expect, it } from 'vitest';
import { buildAttributesKey } from './attributes-key.js';

describe('buildAttributesKey', () => {
  it('orders mappings ascending and joins pairs with ";"', () => {
    expect(
      buildAttributesKey([
        { mappingId: 12, valueIds: [40] },
        { mappingId: 3, valueIds: [7] },
      ]),
    ).toBe('3:7;12:40');
  });

  it('joins several values of one mapping with "+" in ascending order', () => {
    expect(buildAttributesKey([{ mappingId: 5, valueIds: [22, 9, 15] }])).toBe('5:9+15+22');
  });

  it('gives the same key whatever order and repetition the choices come in', () => {
    const a = buildAttributesKey([
      { mappingId: 8, valueIds: [31, 30] },
      { mappingId: 2, valueIds: [4] },
    ]);
    const b = buildAttributesKey([
      { mappingId: 2, valueIds: [4, 4] },
      { mappingId: 8, valueIds: [30] },
      { mappingId: 8, valueIds: [31] },
    ]);
    expect(a).toBe('2:4;8:30+31');
    expect(b).toBe(a);
  });

  it('leaves out mappings with no chosen value and sorts numerically, not as text', () => {
    expect(
      buildAttributesKey([
        { mappingId: 10, valueIds: [100] },
        { mappingId: 9, valueIds: [] },
        { mappingId: 2, valueIds: [11, 3] },
      ]),
    ).toBe('2:3+11;10:100');
    expect(buildAttributesKey([])).toBe('');
  });
});
