import type { AttributeChangeResponse, AttributeChoice, ProductAttribute } from '@sabad/contract';
import { ATTRIBUTE_VALUE_SEPARATOR } from '@sabad/contract/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { changeProductAttributes } from '../api/change-product-attributes';

/** Per attribute id: the chosen value ids, or the typed text (one entry) for a text box. */
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

/** The chosen attributes as the API takes them: several values joined by the spec's comma separator (§9). */
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

/**
 * The shopper's attribute choices on the product page. Each change is sent to
 * `cart/ProductDetails_AttributeChange` and the page shows the answer's price, stock and SKU; only
 * the answer to the latest change counts, whatever order the answers arrive in.
 */
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

  // The product's price leaves out the adjustments of preselected values, and its stock says whether any
  // combination can be bought, not the preselected one: ask for the real price and stock when either may differ.
  useEffect(() => {
    const initial = preselected(attributes);
    const adjusted = attributes.some((attribute) =>
      attribute.Values.some((value) => value.IsPreSelected && value.PriceAdjustmentValue !== 0),
    );
    const complete = Object.keys(initial).length > 0 && missingRequired(attributes, initial).length === 0;
    if (adjusted || complete) send(initial);
  }, [attributes, send]);

  const selectionRef = useRef(selection);
  /** Sets an attribute's values; `commit` false keeps a text box's typing local until it is left. */
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
