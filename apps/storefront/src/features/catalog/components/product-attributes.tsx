import type { ProductAttribute } from '@sabad/contract';
import { fa } from '../../../strings/fa';

/** The product's attributes and their values, shown for reading; choosing them comes with the cart. */
export function ProductAttributes({ attributes }: { attributes: ProductAttribute[] }) {
  if (attributes.length === 0) return null;
  return (
    <section className="product-section">
      <h2 className="section-title">{fa.product.attributes}</h2>
      <dl className="attribute-list">
        {attributes.map((attribute) => (
          <div key={attribute.Id} className="attribute-list__item">
            <dt>
              {attribute.TextPrompt || attribute.Name}
              {attribute.IsRequired ? <span className="attribute-list__required"> ({fa.product.required})</span> : null}
            </dt>
            <dd>
              <ul className="attribute-values">
                {attribute.Values.map((value) => (
                  <li key={value.Id} className={value.IsPreSelected ? 'is-preselected' : ''}>
                    {value.ColorSquaresRgb ? <span className="attribute-values__swatch" style={{ background: value.ColorSquaresRgb }} /> : null}
                    {value.Name}
                    {value.PriceAdjustment ? (
                      <span className="attribute-values__adjustment">
                        <bdi>{fa.product.priceAdjustment(value.PriceAdjustment)}</bdi>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
