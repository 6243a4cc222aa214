import { ROOT_CATEGORY_ID, type Category } from '@sabad/contract';
import { entryOf } from '../../lib/lookup.js';
import { createPictureUrls } from '../pictures/index.js';
import type { CategoryListRow } from './catalog.repository.js';

const pictureUrls = createPictureUrls();

export function buildCategoryTree(rows: CategoryListRow[]): {
  rows: CategoryListRow[];
  roots: Category[];
  byId: Map<number, Category>;
} {
  const byId = new Map<number, Category>();
  for (const row of rows) {
    byId.set(row.id, {
      Id: row.id,
      Name: row.name,
      ParentCategoryId: row.parent_category_id,
      PictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'thumb'),
      DisplayOrder: row.display_order,
      SubCategories: [],
      CustomProperties: {},
    });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = entryOf(byId, row.id);
    if (row.parent_category_id === ROOT_CATEGORY_ID) roots.push(node);
    else byId.get(row.parent_category_id)?.SubCategories.push(node);
  }
  // A category under an unpublished parent is unreachable from the root: leave it out.
  const reachable = new Map<number, Category>();
  const visit = (node: Category) => {
    reachable.set(node.Id, node);
    node.SubCategories.forEach(visit);
  };
  roots.forEach(visit);
  return { rows, roots, byId: reachable };
}

export function descendantIds(category: Category): number[] {
  return [category.Id, ...category.SubCategories.flatMap(descendantIds)];
}
