import type { AttributeChangeResponse, AttributeChoice, ProductAttribute } from '@sabad/contract';
import { ATTRIBUTE_VALUE_SEPARATOR } from '@sabad/contract/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { changeProductAttributes } from '@/features/catalog/api/change-product-attributes';

export type AttributeSelection = Readonly<Record<number, readonly string[]>>;

export function preselected(attributes: ProductAttribute[]): AttributeSelection {
  const selection: Record<number, string[]> = {};
  for (const attribute of attributes) {
    const ids = attribute.Values.filter((value) => value.IsPreSelected).map((value) => String(value.Id));
    if (ids.length > 0)
      selection[attribute.Id] = attribute.AttributeControlType === 'Checkboxes' ? ids : ids.slice(0, 1);
  }
  return selection;
}

export function toAttributeChoices(attributes: ProductAttribute[], selection: AttributeSelection): AttributeChoice[] {
  const choices: AttributeChoice[] = [];
  for (const attribute of attributes) {
    const chosen = (selection[attribute.Id] ?? []).map((value) => value.trim()).filter((value) => value !== '');
    if (chosen.length > 0) choices.push({ Key: String(attribute.Id), Value: chosen.join(ATTRIBUTE_VALUE_SEPARATOR) });
  }
  return choices;
}

export function missingRequired(attributes: ProductAttribute[], selection: AttributeSelection): ProductAttribute[] {
  return attributes.filter(
    (attribute) => attribute.IsRequired && !(selection[attribute.Id] ?? []).some((value) => value.trim() !== ''),
  );
}

/** Only the answer to the latest change counts, whatever order the answers arrive in. */
export function useAttributeSelection(productId: number, attributes: ProductAttribute[]) {
  const [selection, setSelection] = useState<AttributeSelection>(() => preselected(attributes));
  const [live, setLive] = useState<AttributeChangeResponse | null>(null);
  const latest = useRef(0);

  const send = useCallback(
    (next: AttributeSelection) => {
      const request = ++latest.current;
      changeProductAttributes(productId, toAttributeChoices(attributes, next)).then(
        (answer) => {
          if (request === latest.current) setLive(answer);
        },
        () => undefined,
      );
    },
    [productId, attributes],
  );

  // Preselected values' price adjustments and their stock are not in the product's: ask for the real ones.
  useEffect(() => {
    const initial = preselected(attributes);
    const adjusted = attributes.some((attribute) =>
      attribute.Values.some((value) => value.IsPreSelected && value.PriceAdjustmentValue !== 0),
    );
    const complete = Object.keys(initial).length > 0 && missingRequired(attributes, initial).length === 0;
    if (adjusted || complete) send(initial);
  }, [attributes, send]);

  const selectionRef = useRef(selection);
  const choose = useCallback(
    (attributeId: number, values: readonly string[], commit = true) => {
      const next = { ...selectionRef.current, [attributeId]: values };
      selectionRef.current = next;
      setSelection(next);
      if (commit) send(next);
    },
    [send],
  );
  const commitText = useCallback(() => send(selectionRef.current), [send]);

  const choices = useMemo(() => toAttributeChoices(attributes, selection), [attributes, selection]);
  const missing = useMemo(() => missingRequired(attributes, selection), [attributes, selection]);
  return { selection, choose, commitText, live, choices, missing };
}
