import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { category } from '@/test/fixtures';
import { CategorySections } from './category-sections';

const sub = (id: number, name: string, parent: number) => ({ ...category(id, name), ParentCategoryId: parent });
const categories = [
  category(1, 'موبایل و تبلت', [sub(10, 'گوشی موبایل', 1), sub(11, 'تبلت', 1)]),
  category(2, 'لپ‌تاپ', [sub(20, 'لپ‌تاپ', 2)]),
];

const pictureAttributes = (img: HTMLImageElement) =>
  ['src', 'width', 'height', 'loading', 'fetchpriority'].map((name) => img.getAttribute(name));

describe('category sections', () => {
  it('sizes every picture, and loads the first section’s at once, its first tile first', () => {
    const { container } = render(
      <MemoryRouter>
        <CategorySections categories={categories} subCategoriesWithPicture />
      </MemoryRouter>,
    );
    const pictures = [...container.querySelectorAll<HTMLImageElement>('img')].map(pictureAttributes);
    expect(pictures).toEqual([
      ['/images/c1.webp', '48', '48', 'eager', null],
      ['/images/c10.webp', '72', '72', 'eager', 'high'],
      ['/images/c11.webp', '72', '72', 'eager', null],
      ['/images/c2.webp', '48', '48', 'lazy', null],
      ['/images/c20.webp', '72', '72', 'lazy', null],
    ]);
  });
});
