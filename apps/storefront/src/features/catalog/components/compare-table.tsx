import type { CompareList, CompareProduct } from '@sabad/contract';
import { IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import type { CSSProperties, ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { PriceTag } from './price-tag';
import './compare.css';

const ratingFormat = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });

interface CompareTableProps {
  list: CompareList;
  onRemove: (productId: number) => void;
  busy: boolean;
}

export function CompareTable({ list, onRemove, busy }: CompareTableProps) {
  const { Items: products } = list;
  const rows: Array<readonly [label: string, cell: (product: CompareProduct) => ReactNode]> = [
    [fa.compare.price, (product) => <PriceTag price={product.Price} oldPrice={product.OldPrice} />],
    [fa.compare.brand, (product) => product.Brand ?? fa.compare.missingValue],
    [
      fa.compare.rating,
      (product) =>
        product.TotalReviews > 0
          ? fa.compare.ratingValue(ratingFormat.format(product.RatingAverage), toPersianDigits(product.TotalReviews))
          : fa.compare.noRating,
    ],
    [
      fa.compare.availability,
      (product) => (
        <span className={product.InStock ? 'stock--in' : 'stock--out'}>
          {product.InStock ? fa.compare.inStock : fa.compare.outOfStock}
        </span>
      ),
    ],
    ...list.SpecificationNames.map(
      (name) => [name, (product: CompareProduct) => product.Specifications[name] ?? fa.compare.missingValue] as const,
    ),
  ];

  return (
    <div className="compare-scroll" role="region" aria-label={fa.compare.tableCaption} tabIndex={0}>
      <table className="compare-table" style={{ '--compare-columns': products.length } as CSSProperties}>
        <caption className="compare-visually-hidden">{fa.compare.tableCaption}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {products.map((product) => (
              <th key={product.Id} scope="col" className="compare-table__product">
                <button
                  type="button"
                  className="compare-table__remove"
                  disabled={busy}
                  onClick={() => onRemove(product.Id)}
                  aria-label={fa.compare.removeProduct(product.Name)}
                >
                  <IonIcon icon={closeOutline} aria-hidden="true" />
                </button>
                <AppLink
                  to={paths.productDetails.link(product.Id)}
                  className="unstyled-link compare-table__product-link"
                >
                  <span className="compare-table__picture">
                    {product.PictureUrl ? (
                      <img src={product.PictureUrl} alt="" loading="lazy" decoding="async" />
                    ) : null}
                  </span>
                  <span className="compare-table__name">{product.Name}</span>
                </AppLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {products.map((product) => (
                <td key={product.Id}>{cell(product)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
