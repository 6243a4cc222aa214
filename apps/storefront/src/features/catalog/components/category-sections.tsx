import type { Category } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import type { CSSProperties } from 'react';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { firstScreenPriority, squarePicture, type PicturePriority } from '@/lib/picture-sources';
import * as fa from '@/strings/fa';
import './category-sections.css';

interface CategorySectionsProps {
  categories: Category[];
  subCategoriesWithPicture: boolean;
}

const { headPictureSize, tilePictureSize, tileMinInlineSize, gap } = firstScreenLayout.categorySections;
/** The same sizes as the server's first screen of this tab draws. */
const sectionsStyle = {
  '--sabad-category-gap': `${gap}px`,
  '--sabad-category-head-picture': `${headPictureSize}px`,
  '--sabad-category-tile-picture': `${tilePictureSize}px`,
  '--sabad-category-tile-min': `${tileMinInlineSize}px`,
} as CSSProperties;

/** The first section is the first screen: its pictures load at once, its first tile's first (LCP). */
const tilePriority = (sectionIndex: number, subIndex: number): PicturePriority =>
  sectionIndex === 0 ? firstScreenPriority(subIndex, Infinity) : 'lazy';

export function CategorySections({ categories, subCategoriesWithPicture }: CategorySectionsProps) {
  return (
    <div className="category-sections" style={sectionsStyle}>
      {categories.map((category, sectionIndex) => (
        <section key={category.Id} className="category-section" aria-labelledby={`category-${category.Id}`}>
          <AppLink
            to={paths.productList.link({ CategoryId: category.Id })}
            className="category-section__head unstyled-link"
          >
            <span className="category-section__picture">
              {category.PictureUrl ? (
                <img {...squarePicture(category.PictureUrl, headPictureSize, sectionIndex === 0 ? 'eager' : 'lazy')} />
              ) : null}
            </span>
            <h2 id={`category-${category.Id}`}>{category.Name}</h2>
          </AppLink>
          {category.SubCategories.length > 0 ? (
            <ul className={subCategoriesWithPicture ? 'subcategory-grid' : 'subcategory-list'}>
              {category.SubCategories.map((sub, subIndex) => (
                <li key={sub.Id}>
                  <AppLink to={paths.productList.link({ CategoryId: sub.Id })} className="unstyled-link subcategory">
                    {subCategoriesWithPicture ? (
                      <span className="subcategory__picture">
                        {sub.PictureUrl ? (
                          <img
                            {...squarePicture(sub.PictureUrl, tilePictureSize, tilePriority(sectionIndex, subIndex))}
                          />
                        ) : null}
                      </span>
                    ) : null}
                    <span className="subcategory__name">{sub.Name}</span>
                  </AppLink>
                </li>
              ))}
              <li>
                <AppLink
                  to={paths.productList.link({ CategoryId: category.Id })}
                  className="unstyled-link subcategory subcategory--all"
                >
                  <span className="subcategory__name">{fa.categories.allProductsOf(category.Name)}</span>
                </AppLink>
              </li>
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
