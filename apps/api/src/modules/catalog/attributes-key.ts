/** The values chosen for one attribute mapping of a product (a text box has no value ids). */
export interface ChosenAttributeValues {
  mappingId: number;
  valueIds: readonly number[];
}

/**
 * The canonical key of a set of chosen attribute values, as stored in
 * `product_attribute_combination.attributes_key`: mapping ids ascending, each
 * "mappingId:valueId" (several values of one mapping ascending and joined by "+"), pairs
 * joined by ";". Order of input, repeated ids and mappings without values do not change it.
 */
export function buildAttributesKey(chosen: readonly ChosenAttributeValues[]): string {
  const valuesByMapping = new Map<number, Set<number>>();
  for (const { mappingId, valueIds } of chosen) {
    if (valueIds.length === 0) continue;
    const values = valuesByMapping.get(mappingId) ?? new Set<number>();
    for (const valueId of valueIds) values.add(valueId);
    valuesByMapping.set(mappingId, values);
  }
  return [...valuesByMapping.entries()]
    .sort(([a], [b]) => a - b)
    .map(([mappingId, values]) => `${mappingId}:${[...values].sort((a, b) => a - b).join('+')}`)
    .join(';');
}
