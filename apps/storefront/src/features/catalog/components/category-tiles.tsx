import type { Category } from '@sabad/contract';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { squarePicture } from '../../../lib/picture-sources';
import './catalog.css';

/** A tile's picture in CSS pixels (catalog.css). */
const TILE_PICTURE_PX = 72;
/** Tiles a phone shows before scrolling sideways; their pictures load at once, the rest lazily. */
const TILES_ON_FIRST_SCREEN = 5;

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
      {categories.map((category, index) => (
        <li key={category.Id}>
          <AppLink to={paths.productList.link({ CategoryId: category.Id })} className="category-tile unstyled-link">
            <span className="category-tile__picture">
              {category.PictureUrl ? (
                <img
                  {...squarePicture(
                    category.PictureUrl,
                    TILE_PICTURE_PX,
                    index < TILES_ON_FIRST_SCREEN ? 'eager' : 'lazy',
                  )}
                />
              ) : null}
            </span>
            <span className="category-tile__name">{category.Name}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
