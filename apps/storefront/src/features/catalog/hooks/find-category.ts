import type { Category } from '@sabad/contract';

export function findCategory(categories: Category[], id: number): Category | undefined {
  for (const category of categories) {
    if (category.Id === id) return category;
    const found = findCategory(category.SubCategories, id);
    if (found) return found;
  }
  return undefined;
}
