import { ATTRIBUTE_VALUE_SEPARATOR, type AttributeChoice } from '@sabad/contract';
import { badRequest } from '../../lib/app-error.js';
import { buildAttributesKey } from '../../lib/attributes-key.js';
import { catalogMessages } from './catalog.messages.js';
import type { AttributeMappingRow, AttributeValueRow } from './catalog.repository.js';

export interface ChosenAttributes {
  values: AttributeValueRow[];
  priceAdjustment: number;
  missingRequired: string[];
  combinationKey: string;
  byAttribute: Array<{ mapping: AttributeMappingRow; values: AttributeValueRow[]; text: string | null }>;
}

const DIGITS = /^\d{1,10}$/;

export function readAttributeChoices(
  choices: AttributeChoice[],
  mappings: AttributeMappingRow[],
  values: AttributeValueRow[],
): ChosenAttributes {
  const mappingById = new Map(mappings.map((mapping) => [mapping.id, mapping]));
  const chosenByMapping = new Map<number, AttributeValueRow[]>();
  const typedText = new Map<number, string>();

  for (const choice of choices) {
    const mapping = DIGITS.test(choice.Key.trim()) ? mappingById.get(Number(choice.Key.trim())) : undefined;
    if (!mapping) {
      const message = catalogMessages.unknownAttribute(choice.Key);
      throw badRequest(message);
    }
    if (mapping.control_type === 'TextBox') {
      if (choice.Value.trim()) typedText.set(mapping.id, choice.Value.trim());
      continue;
    }
    const ids = choice.Value.split(ATTRIBUTE_VALUE_SEPARATOR)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const picked: AttributeValueRow[] = [];
    for (const id of ids) {
      const value = DIGITS.test(id)
        ? values.find((v) => v.id === Number(id) && v.mapping_id === mapping.id)
        : undefined;
      if (!value) {
        const message = catalogMessages.unknownAttributeValue(mapping.name);
        throw badRequest(message);
      }
      if (!picked.includes(value)) picked.push(value);
    }
    if (picked.length > 1 && mapping.control_type !== 'Checkboxes') {
      const message = catalogMessages.singleValueAttribute(mapping.name);
      throw badRequest(message);
    }
    if (picked.length > 0) chosenByMapping.set(mapping.id, picked);
  }

  const missingRequired = mappings
    .filter((mapping) => mapping.is_required === 1 && !chosenByMapping.has(mapping.id) && !typedText.has(mapping.id))
    .map((mapping) =>
      mapping.control_type === 'TextBox'
        ? catalogMessages.requiredTextAttribute(mapping.name)
        : catalogMessages.requiredAttribute(mapping.name),
    );

  const chosen = [...chosenByMapping.values()].flat();
  const combinationKey = buildAttributesKey(
    [...chosenByMapping.entries()].map(([mappingId, picked]) => ({
      mappingId,
      valueIds: picked.map((value) => value.id),
    })),
  );

  const byAttribute = mappings
    .filter((mapping) => chosenByMapping.has(mapping.id) || typedText.has(mapping.id))
    .map((mapping) => ({
      mapping,
      values: chosenByMapping.get(mapping.id) ?? [],
      text: typedText.get(mapping.id) ?? null,
    }));

  return {
    byAttribute,
    values: chosen,
    priceAdjustment: chosen.reduce((sum, value) => sum + value.price_adjustment, 0),
    missingRequired,
    combinationKey,
  };
}
