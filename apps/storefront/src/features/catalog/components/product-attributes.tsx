import type { ProductAttribute, ProductAttributeValue } from '@sabad/contract';
import { useId } from 'react';
import * as fa from '@/strings/fa';
import type { AttributeSelection } from '@/features/catalog/hooks/use-attribute-selection';

interface ProductAttributesProps {
  attributes: ProductAttribute[];
  selection: AttributeSelection;
  onChoose: (attributeId: number, values: readonly string[], commit?: boolean) => void;
  onTextDone: () => void;
  missing: ProductAttribute[];
}

export function ProductAttributes({ attributes, selection, onChoose, onTextDone, missing }: ProductAttributesProps) {
  if (attributes.length === 0) return null;
  return (
    <section className="product-section">
      <h2 className="section-title">{fa.product.attributes}</h2>
      <div className="attribute-list">
        {attributes.map((attribute) => (
          <AttributeInput
            key={attribute.Id}
            attribute={attribute}
            chosen={selection[attribute.Id] ?? []}
            onChoose={onChoose}
            onTextDone={onTextDone}
            isMissing={missing.some((item) => item.Id === attribute.Id)}
          />
        ))}
      </div>
    </section>
  );
}

const titleOf = (attribute: ProductAttribute) => attribute.TextPrompt || attribute.Name;

function ValueLabel({ value }: { value: ProductAttributeValue }) {
  return (
    <>
      {value.Name}
      {value.PriceAdjustment ? (
        <span className="attribute-values__adjustment">
          {' '}
          <bdi>{fa.product.priceAdjustment(value.PriceAdjustment)}</bdi>
        </span>
      ) : null}
    </>
  );
}

interface AttributeInputProps {
  attribute: ProductAttribute;
  chosen: readonly string[];
  onChoose: ProductAttributesProps['onChoose'];
  onTextDone: () => void;
  isMissing: boolean;
}

function AttributeInput({ attribute, chosen, onChoose, onTextDone, isMissing }: AttributeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const title = (
    <>
      {titleOf(attribute)}
      {attribute.IsRequired ? <span className="attribute-list__required"> ({fa.product.required})</span> : null}
    </>
  );
  const error = isMissing ? (
    <small id={errorId} className="form-field__error" role="alert">
      {fa.purchase.chooseRequired(attribute.Name)}
    </small>
  ) : null;
  const describedBy = isMissing ? errorId : undefined;

  switch (attribute.AttributeControlType) {
    case 'DropdownList':
      return (
        <div className="attribute-list__item">
          <label htmlFor={id} className="attribute-list__title">
            {title}
          </label>
          <select
            id={id}
            className="attribute-select"
            value={chosen[0] ?? ''}
            aria-invalid={isMissing || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChoose(attribute.Id, event.target.value ? [event.target.value] : [])}
          >
            {attribute.IsRequired && chosen.length > 0 ? null : <option value="">{fa.purchase.noChoice}</option>}
            {attribute.Values.map((value) => (
              <option key={value.Id} value={String(value.Id)}>
                {value.Name}
                {value.PriceAdjustment ? ` ${fa.product.priceAdjustment(value.PriceAdjustment)}` : ''}
              </option>
            ))}
          </select>
          {error}
        </div>
      );
    case 'TextBox':
      return (
        <div className="attribute-list__item">
          <label htmlFor={id} className="attribute-list__title">
            {title}
          </label>
          <input
            id={id}
            className="attribute-text"
            type="text"
            maxLength={400}
            value={chosen[0] ?? ''}
            aria-invalid={isMissing || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChoose(attribute.Id, [event.target.value], false)}
            onBlur={onTextDone}
          />
          {error}
        </div>
      );
    case 'RadioList':
    case 'ColorSquares':
    case 'Checkboxes': {
      const multiple = attribute.AttributeControlType === 'Checkboxes';
      const squares = attribute.AttributeControlType === 'ColorSquares';
      const toggle = (valueId: string, checked: boolean) => {
        if (!multiple) onChoose(attribute.Id, [valueId]);
        else onChoose(attribute.Id, checked ? [...chosen, valueId] : chosen.filter((item) => item !== valueId));
      };
      return (
        <fieldset
          className="attribute-list__item attribute-fieldset"
          aria-invalid={isMissing || undefined}
          aria-describedby={describedBy}
        >
          <legend className="attribute-list__title">{title}</legend>
          <div className={`attribute-values ${squares ? 'attribute-values--squares' : ''}`}>
            {attribute.Values.map((value) => {
              const checked = chosen.includes(String(value.Id));
              return (
                <label
                  key={value.Id}
                  className={`attribute-choice ${checked ? 'is-chosen' : ''}`}
                  title={squares ? value.Name : undefined}
                >
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={id}
                    value={String(value.Id)}
                    checked={checked}
                    aria-label={squares ? value.Name : undefined}
                    onChange={(event) => toggle(String(value.Id), event.target.checked)}
                  />
                  {squares ? (
                    <span
                      className="attribute-values__swatch"
                      style={{ background: value.ColorSquaresRgb ?? undefined }}
                      aria-hidden="true"
                    />
                  ) : null}
                  <span className={squares ? 'attribute-choice__name--square' : undefined}>
                    <ValueLabel value={value} />
                  </span>
                </label>
              );
            })}
          </div>
          {error}
        </fieldset>
      );
    }
  }
}
