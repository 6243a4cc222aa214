export interface ChosenAttributeValues {
  mappingId: number;
  valueIds: readonly number[];
}

/** Mapping ids ascending, each "mappingId:valueId[+valueId…]", joined by ";": input order and repeats do not matter. */
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
