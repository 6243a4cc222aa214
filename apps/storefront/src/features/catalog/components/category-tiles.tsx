import type { Category } from '@sabad/contract';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import './catalog.css';

interface CategoryTilesProps {
  categories: Category[];
  /** Catalog setting CircleCategoryStyleEnabled: round pictures instead of rounded squares. */
  circle: boolean;
  headingId?: string;
}

/** Category shortcuts that scroll sideways, each opening the category's product list. */
export function CategoryTiles({ categories, circle, headingId }: CategoryTilesProps) {
  return (
    <ul className={`category-tiles ${circle ? 'category-tiles--circle' : ''}`} aria-labelledby={headingId}>
      {categories.map((category) => (
        <li key={category.Id}>
          <AppLink to={paths.productList.link({ CategoryId: category.Id })} className="category-tile unstyled-link">
            <span className="category-tile__picture">
              {category.PictureUrl ? <img src={category.PictureUrl} alt="" loading="lazy" decoding="async" /> : null}
            </span>
            <span className="category-tile__name">{category.Name}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
