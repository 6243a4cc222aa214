import type { Category } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { squarePicture } from '@/lib/picture-sources';
import { rowStyle } from './product-row';
import './catalog.css';

const { categoryTile } = firstScreenLayout;
const tileStyle = { inlineSize: categoryTile.inlineSize } as const;
const pictureStyle = { inlineSize: categoryTile.pictureSize, blockSize: categoryTile.pictureSize } as const;

interface CategoryTilesProps {
  categories: Category[];
  circle: boolean;
  headingId?: string;
}

export function CategoryTiles({ categories, circle, headingId }: CategoryTilesProps) {
  return (
    <ul
      className={`category-tiles ${circle ? 'category-tiles--circle' : ''}`}
      aria-labelledby={headingId}
      style={rowStyle}
    >
      {categories.map((category, index) => (
        <li key={category.Id}>
          <AppLink
            to={paths.productList.link({ CategoryId: category.Id })}
            className="category-tile unstyled-link"
            style={tileStyle}
          >
            <span className="category-tile__picture" style={pictureStyle}>
              {category.PictureUrl ? (
                <img
                  {...squarePicture(
                    category.PictureUrl,
                    categoryTile.pictureSize,
                    index < categoryTile.shown ? 'eager' : 'lazy',
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
