import type { ProductDetails } from '@sabad/contract';
import * as fa from '@/strings/fa';

export function ProductSpecifications({ specifications }: { specifications: ProductDetails['Specifications'] }) {
  if (specifications.length === 0) return null;
  return (
    <section className="product-section">
      <h2 className="section-title">{fa.product.specifications}</h2>
      <table className="spec-table">
        <tbody>
          {specifications.map((item) => (
            <tr key={`${item.Name}-${item.Value}`}>
              <th scope="row">{item.Name}</th>
              <td>{item.Value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
